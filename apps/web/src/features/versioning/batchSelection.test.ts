import { describe, expect, it } from '@jest/globals';
import { allState, inOrder, selectionAfterClick, toggledAll } from './batchSelection';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('batch selection of pending changes', () => {
  it('toggles one row on a plain click, keeping the list order', () => {
    expect(selectionAfterClick([], order, null, { id: 'c', range: false })).toEqual(['c']);
    expect(selectionAfterClick(['c'], order, 'c', { id: 'a', range: false })).toEqual(['a', 'c']);
    expect(selectionAfterClick(['a', 'c'], order, 'a', { id: 'c', range: false })).toEqual(['a']);
  });
  it('selects the range from the last toggled row on shift-click, in either direction', () => {
    expect(selectionAfterClick(['b'], order, 'b', { id: 'd', range: true })).toEqual(['b', 'c', 'd']);
    expect(selectionAfterClick(['d'], order, 'd', { id: 'a', range: true })).toEqual(['a', 'b', 'c', 'd']);
  });
  it('clears the range when the anchor was unticked, leaving rows outside it alone', () => {
    expect(selectionAfterClick(['a', 'c', 'd', 'e'], order, 'b', { id: 'd', range: true })).toEqual(['a', 'e']);
  });
  it('treats shift-click without an anchor (or one no longer listed) as a plain toggle', () => {
    expect(selectionAfterClick([], order, null, { id: 'b', range: true })).toEqual(['b']);
    expect(selectionAfterClick([], order, 'gone', { id: 'b', range: true })).toEqual(['b']);
    expect(selectionAfterClick(['a'], order, 'a', { id: 'gone', range: false })).toEqual(['a']);
  });
  it('selects all, or none when all are selected; the header shows all, some or none', () => {
    expect(toggledAll(['b'], order)).toEqual(order);
    expect(toggledAll(order, order)).toEqual([]);
    expect(toggledAll([], [])).toEqual([]);
    expect(allState([], order)).toBe('none');
    expect(allState(['a'], order)).toBe('some');
    expect(allState(order, order)).toBe('all');
  });
  it('drops rows that are no longer listed', () => {
    expect(inOrder(['e', 'x', 'a'], order)).toEqual(['a', 'e']);
  });
});
