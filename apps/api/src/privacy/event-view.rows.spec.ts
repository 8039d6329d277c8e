import { describe, expect, it } from '@jest/globals';
import type { AuditChange, AuditDiff } from '@tempest/contracts';
import { ServerSecret } from '../infrastructure/server-secret.js';
import { changeRowFor, hiddenDiff, rowShowsPrivate, type RowContext } from './event-view.rows.js';

const secret = new ServerSecret(Buffer.alloc(32, 5));
const hash = (text: string) => secret.hash('pseudonym', text);
const context = (published: string[] = []): RowContext => ({ pseudonym: hash, privateShown: (g) => g !== null && published.includes(g) });
const row = (over: Partial<AuditChange>): AuditChange => ({
  position: '1',
  stream_id: 's',
  event_type: 'GameRenamed',
  at: 't',
  actor: { id: 'u1', kind: 'user', username: 'ada' },
  model: null,
  agent_session_id: null,
  game_id: 'g1',
  game_name: 'Space',
  asset_type: null,
  subject_name: null,
  summary: '',
  outcome: null,
  reviewed_model: null,
  change_count: 0,
  ...over,
});

describe('changeRowFor', () => {
  it("shows analysts an account's username and the actor as pseudonyms, inside the summary too", () => {
    const registered = row({ event_type: 'UserRegistered', stream_id: 'user-u1', game_id: null, subject_name: 'ada', summary: "registered 'ada' (password)" });
    const seen = changeRowFor('analyst', registered, context());
    const name = `pseudonym:${hash('ada')}`;
    expect(seen).toMatchObject({ subject_name: name, summary: `registered ${name} (password)`, actor: { id: 'u1', username: name } });
    expect(changeRowFor('staff', registered, context())).toBe(registered);
  });

  it("hides an unpublished game's asset and checkpoint names from analysts and shows a published game's", () => {
    const edited = row({ event_type: 'AssetEdited', subject_name: "Boss's plan", summary: "edited script 'Boss's plan' (pending review)", asset_type: 'script' });
    expect(changeRowFor('analyst', edited, context())).toMatchObject({ subject_name: '[private]', summary: 'edited script [private] (pending review)', game_name: 'Space' });
    expect(changeRowFor('analyst', edited, context(['g1']))).toMatchObject({ subject_name: "Boss's plan", summary: edited.summary });
    const clipped = row({ event_type: 'CheckpointCreated', subject_name: 'x'.repeat(120), summary: `made checkpoint '${'x'.repeat(150)}…` });
    expect(changeRowFor('analyst', clipped, context()).summary).toBe('made checkpoint [private]');
    const published = row({ event_type: 'GamePublished', subject_name: 'Space', summary: "published checkpoint 'v1 secret' of game 'Space'" });
    expect(changeRowFor('analyst', published, context())).toMatchObject({ subject_name: 'Space', summary: 'published checkpoint [private]' });
    expect(rowShowsPrivate(edited)).toBe(true);
    expect(rowShowsPrivate(row({}))).toBe(false);
  });

  it('hides a diff’s content and keeps which keys changed', () => {
    const item = { name: 'main', data: { code: 'x = 1' } } as unknown as NonNullable<AuditDiff['from']>;
    const diff: AuditDiff = { from: item, to: { ...item, data: { code: 'x = 2' } }, changes: [{ key: 'code', before: 'x = 1', after: 'x = 2' }] };
    expect(hiddenDiff(diff)).toEqual({ from: { name: '[private]', data: { code: '[private]' } }, to: { name: '[private]', data: { code: '[private]' } }, changes: [{ key: 'code', before: '[private]', after: '[private]' }] });
    expect(hiddenDiff(null)).toBeNull();
  });
});
