import { describe, expect, it } from '@jest/globals';
import type { PendingChangeItem } from '@tempest/contracts';
import { changedLineCount, rejectImpact } from './rejectImpact';

const change = (over: Partial<PendingChangeItem>): PendingChangeItem => ({
  id: 'c1',
  game_id: 'g',
  asset_id: 'a1',
  asset_type: 'script',
  asset_name: 'rules.py',
  revision: 1,
  change_kind: 'edit',
  status: 'pending',
  before: { exists: true, data: { content: 'a\nb\nc' } },
  after: { exists: true, data: { content: 'a\nB\nc' } },
  actor: { id: 'u', kind: 'agent', model: 'm' },
  assigned_to_id: 'u',
  created_at: '2026-11-26T10:00:00.000Z',
  resolved_at: null,
  resolved_by: null,
  ...over,
});

describe('reject impact', () => {
  it('counts changed lines as a reviewer would', () => {
    expect(changedLineCount('a\nb\nc', 'a\nB\nc')).toBe(1);
    expect(changedLineCount('a', 'a\nb\nc\nd')).toBe(3);
    expect(changedLineCount('x\nx', 'x')).toBe(1);
  });

  it('rejects a small edit at once', () => {
    const edit = change({});
    expect(rejectImpact([edit], [edit])).toBeNull();
  });

  it('asks before deleting an asset the agent created, naming it', () => {
    const created = change({ asset_type: 'prompt', asset_name: 'narrator', change_kind: 'create', before: { exists: false, data: null }, after: { exists: true, data: { content: 'hi' } } });
    expect(rejectImpact([created], [created])).toEqual({
      title: 'Reject the change to “narrator”?',
      losses: ['narrator (prompt) will be deleted — the assistant created it.'],
      confirmLabel: 'Reject and delete',
    });
  });

  it('asks before discarding a big edit, and says which later changes go with it', () => {
    const big = change({ after: { exists: true, data: { content: 'a\n1\n2\n3\n4\nc' } } });
    const later = change({ id: 'c2', revision: 2 });
    const impact = rejectImpact([big], [big, later]);
    expect(impact?.losses).toEqual(['4 changed lines of rules.py (script) will be discarded.', '1 later change to rules.py will be rejected too.']);
    expect(impact?.confirmLabel).toBe('Reject');
    // A small edit with a later change built on it still asks: the later one is lost too.
    expect(rejectImpact([change({})], [change({}), later])?.losses).toEqual(['1 later change to rules.py will be rejected too.']);
  });

  it('ignores changes already reviewed', () => {
    const done = change({ status: 'rejected', change_kind: 'create' });
    expect(rejectImpact([done], [done])).toBeNull();
  });
});
