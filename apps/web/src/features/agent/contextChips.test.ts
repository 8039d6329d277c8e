import { describe, expect, it } from '@jest/globals';
import type { AssetContextItem } from '@tempest/contracts';
import { agentActions as a, agentSlice } from './agentSlice';
import { initialAgentState, type AgentState } from './agentState';
import { withContextItem, withoutContextItem } from './contextChips';

const rules: AssetContextItem = { id: 's1', type: 'script', name: 'rules.py' };
const hero: AssetContextItem = { id: 'e1', type: 'entity', name: 'hero' };
const reduce = (state: AgentState, ...actions: Parameters<typeof agentSlice.reducer>[1][]) => actions.reduce(agentSlice.reducer, state);

describe('the context chips of the next message', () => {
  it('adds items in the order picked and never the same id and type twice', () => {
    const chips = withContextItem(withContextItem(withContextItem([], rules), hero), { ...rules, name: 'renamed.py' });
    expect(chips).toEqual([rules, hero]);
    // Same id, another type: another item.
    expect(withContextItem(chips, { id: 's1', type: 'prompt', name: 'intro' })).toHaveLength(3);
  });

  it('removes one chip and leaves the others', () => {
    expect(withoutContextItem([rules, hero], { id: 's1', type: 'script' })).toEqual([hero]);
    expect(withoutContextItem([rules, hero], { id: 's1', type: 'entity' })).toEqual([rules, hero]);
  });

  it('picks only while selecting; Done keeps the chips, sending clears them, another game forgets them', () => {
    const picking = reduce(initialAgentState, a.gameOpened('g1'), a.contextSelectionStarted(), a.contextItemPicked(rules), a.contextItemPicked(hero), a.contextItemPicked(rules));
    expect(picking.activeContextItems).toEqual([rules, hero]);
    const done = reduce(picking, a.contextSelectionEnded(), a.contextItemPicked({ id: 'x', type: 'tool', name: 'dice' }));
    expect(done).toMatchObject({ selectingContext: false, activeContextItems: [rules, hero] });
    expect(reduce(done, a.contextItemRemoved(hero)).activeContextItems).toEqual([rules]);
    expect(reduce(picking, a.contextItemsSent()).activeContextItems).toEqual([]);
    expect(reduce(picking, a.contextItemsSent()).selectingContext).toBe(false);
    expect(reduce(picking, a.gameOpened('g2'))).toMatchObject({ selectingContext: false, activeContextItems: [] });
  });
});
