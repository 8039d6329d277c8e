import { describe, expect, it } from '@jest/globals';
import type { AuditChange } from '@tempest/contracts';
import { assetTypeWords } from '@tempest/contracts';
import { dayToTime, filterLabel, namesOf, paramsOf, timeToDay, withFilter } from './auditFilters';

describe('the change log’s filters in the URL', () => {
  it('reads the filters of a shared link, joining repeated event types and skipping empty ones', () => {
    const search = new URLSearchParams('model=gpt-5&event_type=AssetEdited&event_type=AssetCreated&q=&tab=x');
    expect(paramsOf(search)).toEqual({ model: 'gpt-5', event_type: 'AssetEdited,AssetCreated' });
  });

  it('sets and clears one filter, keeping the rest', () => {
    const search = new URLSearchParams('model=gpt-5&q=boss');
    expect(withFilter(search, 'actor_kind', 'agent').toString()).toBe('model=gpt-5&q=boss&actor_kind=agent');
    expect(withFilter(search, 'q', null).toString()).toBe('model=gpt-5');
  });

  it('turns a picked day range into an inclusive from and an exclusive to, and back', () => {
    expect(dayToTime('2026-11-26', 'from')).toBe('2026-11-26T00:00:00.000Z');
    expect(dayToTime('2026-11-26', 'to')).toBe('2026-11-27T00:00:00.000Z');
    expect(timeToDay('2026-11-27T00:00:00.000Z', 'to')).toBe('2026-11-26');
    expect(dayToTime('nope', 'from')).toBe('');
  });

  it('labels chips briefly', () => {
    expect(filterLabel('game_id', '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e')).toBe('game: 0b1e7a52…');
    expect(filterLabel('event_type', 'AssetEdited,AssetCreated')).toBe('event: AssetEdited, AssetCreated');
  });

  it('names a game or a user by what the changes on screen call them', () => {
    const game = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
    const user = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const change = { game_id: game, game_name: 'Space Cats', actor: { id: user, kind: 'user', username: 'ada' } } as AuditChange;
    const names = namesOf([change, { ...change, game_id: null, game_name: null, actor: { id: null, kind: 'system', username: null } } as AuditChange]);
    expect(filterLabel('game_id', game, names)).toBe('game: Space Cats');
    expect(filterLabel('user_id', user, names)).toBe('user: ada');
    expect(filterLabel('agent_session_id', user.replace('7c9e', '0000'), names)).toBe('agent session: 00006679…');
  });
});

describe('the checkpoint a change made', () => {
  it('is named by CheckpointCreated and by a commit of kind checkpoint, by nothing else', async () => {
    const { checkpointOf, checkpointHref } = await import('./auditFilters');
    expect(checkpointOf('CheckpointCreated', { checkpointId: 'c1' })).toBe('c1');
    expect(checkpointOf('RevisionCommitted', { commitId: 'c2', kind: 'checkpoint' })).toBe('c2');
    expect(checkpointOf('RevisionCommitted', { commitId: 'c3', kind: 'commit' })).toBeNull();
    expect(checkpointOf('AssetEdited', { checkpointId: 'c4' })).toBeNull();
    expect(checkpointHref('g', 'c1')).toBe('/create/creation-dashboard/g/?checkpoint=c1');
  });

  it('names asset types in words, never as enum names (issue 30)', () => {
    expect(['frontend_file', 'logic_file', 'script', 'frontend', 'FRONTEND_FILE'].map(assetTypeWords)).toEqual(['frontend file', 'logic file', 'script', 'frontend project', 'frontend file']);
    expect(filterLabel('asset_type', 'frontend_file')).toBe('asset type: frontend file');
  });
});
