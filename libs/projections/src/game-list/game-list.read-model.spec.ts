import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { defaultDashboards } from '@tempest/domain';
import { toGameCard, toGameCardDetails } from './game-card.read-model.js';
import { evolveGameListRow, remixedSourceOf, toGameListItem, type GameListRow } from './game-list.read-model.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const recorded = (type: string, revision: bigint, data: unknown): RecordedEvent => ({
  id: `e-${revision}`,
  type,
  streamId: `game-${gameId}`,
  revision,
  globalPosition: revision + 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('games list read model', () => {
  it('given a created and a renamed game, holds the new name, the revision and both times', () => {
    const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner', description: 'Mine', createdAt: '2026-11-22T10:00:00.000Z', creatorId, creatorName: 'ada' });
    const renamed = recorded('GameRenamed', 1n, { gameId, name: 'Star Miner II', previousName: 'Star Miner', renamedAt: '2026-11-22T11:00:00.000Z' });
    const row = [created, renamed].reduce(evolveGameListRow, null);
    expect(toGameListItem(row!)).toEqual({
      id: gameId,
      name: 'Star Miner II',
      description: 'Mine',
      revision: 1,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T11:00:00.000Z',
      published: false,
      creator: { id: creatorId, name: 'ada', avatar: `/api/users/${creatorId}/avatar.svg` },
      image: null,
      remixed_from: null,
      remix_count: 0,
    });
  });

  it('gives a list item the cover, the lineage of a remix and its remix count', () => {
    const sourceId = '5a1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner (remix)', description: '', createdAt: '2026-11-22T10:00:00.000Z', creatorId: 'c', creatorName: 'bob', clonedFrom: { gameId: sourceId, checkpointId: null, title: 'Star Miner' } });
    const covered = recorded('GameDetailsUpdated', 1n, { gameId, titleCard: '/media/abc', updatedAt: '2026-11-22T11:00:00.000Z' });
    const row = [created, covered].reduce<GameListRow | null>(evolveGameListRow, null)!;
    expect(toGameListItem({ ...row, remix_count: 2 })).toMatchObject({ image: '/media/abc', remixed_from: { id: sourceId, title: 'Star Miner' }, remix_count: 2 });
  });

  it('marks a published game on its card until it is unpublished', () => {
    const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
    const checkpointId = '9c0ffee0-0000-4000-8000-00000000000a';
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner', description: '', createdAt: 't0', creatorId, creatorName: 'ada' });
    const published = recorded('GamePublished', 1n, { gameId, checkpointId, message: '', publishedAt: 't1', by: creatorId });
    const unpublished = recorded('GameUnpublished', 2n, { gameId, checkpointId, unpublishedAt: 't2', by: creatorId });
    const live = [created, published].reduce(evolveGameListRow, null)!;
    expect(live).toMatchObject({ published_checkpoint_id: checkpointId, published_at: 't1', published_by: creatorId, updated_at: 't1' });
    expect(toGameCard(live as typeof live & { creator_id: string }, 'ada').published).toBe(true);
    const draft = [created, published, unpublished].reduce(evolveGameListRow, null)!;
    expect(toGameCard(draft as typeof draft & { creator_id: string }, 'ada').published).toBe(false);
    expect(toGameCardDetails(draft).game.published).toBe(false);
  });

  it('drops a deleted game from the list', () => {
    const created = recorded('GameCreated', 0n, { gameId, name: 'Gone', description: '', createdAt: 't' });
    const deleted = recorded('GameDeleted', 1n, { gameId, deletedAt: 't2', by: 'u' });
    expect([created, deleted].reduce(evolveGameListRow, null)).toBeNull();
  });

  it('ignores a rename of a game it has never seen, and events of other types', () => {
    const renamed = recorded('GameRenamed', 1n, { gameId, name: 'x', previousName: 'y', renamedAt: 't' });
    expect(evolveGameListRow(null, renamed)).toBeNull();
    expect(evolveGameListRow(null, recorded('SomethingElse', 0n, {}))).toBeNull();
  });

  describe('game details columns', () => {
    const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner', description: 'Mine', createdAt: '2026-11-22T10:00:00.000Z', creatorId, creatorName: 'ada' });
    const details = (revision: bigint, changes: Record<string, unknown>, updatedAt: string) =>
      recorded('GameDetailsUpdated', revision, { gameId, ...changes, updatedAt });

    it('given a new game, has no title card, no tags and both flags off', () => {
      expect(evolveGameListRow(null, created)).toMatchObject({ title_card: null, nsfw: false, is_cloneable: false, category_tags: '' });
    });

    it('applies only the fields a GameDetailsUpdated carries, and moves revision and updated_at', () => {
      const first = details(1n, { titleCard: '/static/c.webp', nsfw: true, categoryTags: 'space,puzzle' }, '2026-11-22T11:00:00.000Z');
      const second = details(2n, { name: 'Star Miner II', nsfw: false, isCloneable: true }, '2026-11-22T12:00:00.000Z');
      const row = [created, first, second].reduce(evolveGameListRow, null);
      expect(row).toEqual({
        id: gameId,
        name: 'Star Miner II',
        description: 'Mine',
        revision: 2,
        created_at: '2026-11-22T10:00:00.000Z',
        updated_at: '2026-11-22T12:00:00.000Z',
        creator_id: creatorId,
        creator_name: 'ada',
        title_card: '/static/c.webp',
        nsfw: false,
        is_cloneable: true,
        category_tags: 'space,puzzle',
        published_checkpoint_id: null,
        published_at: null,
        published_by: null,
        cloning: false,
        remixed_from_id: null,
        remixed_from_title: null,
        remix_count: 0,
        custom_dashboards: [],
      });
    });

    it('keeps the custom dashboards in the order made, applies changes and deletions, and the game data lists them', () => {
      const board = { id: 4, name: 'Balancing', code: 'balancing', icon: 'map', layoutType: 'grid', initialComponents: ['module-creation', 'prompt-editor'] };
      const second = { ...board, id: 5, name: 'Lore', code: 'lore', initialComponents: ['prompt-editor'] };
      const row = [
        created,
        recorded('DashboardCreated', 1n, { gameId, dashboard: board, createdAt: 't1' }),
        recorded('DashboardCreated', 2n, { gameId, dashboard: second, createdAt: 't2' }),
        recorded('DashboardUpdated', 3n, { gameId, dashboardId: 4, name: 'Economy', code: 'economy', layoutType: 'flow', updatedAt: 't3' }),
      ].reduce(evolveGameListRow, null)!;
      expect(row).toMatchObject({ revision: 3, updated_at: 't3' });
      expect(toGameCardDetails(row).game.customDashboards).toEqual([
        { ...board, name: 'Economy', code: 'economy', layoutType: 'flow', individual_selection: true, category: 'custom', entityType: '', typeSelectable: true },
        { ...second, individual_selection: true, category: 'custom', entityType: '', typeSelectable: true },
      ]);
      const deleted = evolveGameListRow(row, recorded('DashboardDeleted', 4n, { gameId, dashboardId: 4, name: 'Economy', deletedAt: 't4' }))!;
      expect(deleted.custom_dashboards.map((d) => d.code)).toEqual(['lore']);
    });

    it('clears the tags when the event carries an empty list', () => {
      const tagged = details(1n, { categoryTags: 'space' }, 't1');
      const cleared = details(2n, { categoryTags: '' }, 't2');
      expect([created, tagged, cleared].reduce(evolveGameListRow, null)).toMatchObject({ category_tags: '' });
    });

    it('ignores details of a game it has never seen', () => {
      expect(evolveGameListRow(null, details(1n, { nsfw: true }, 't'))).toBeNull();
    });

    it('shows the columns on the card and in the game data', () => {
      const row = [created, details(1n, { titleCard: 'https://cdn.example.com/c.webp', nsfw: true, isCloneable: true, categoryTags: 'space' }, 't')].reduce(
        evolveGameListRow,
        null,
      )!;
      const creator = { id: creatorId, name: 'ada', avatar: `/api/users/${creatorId}/avatar.svg` };
      const card = {
        id: gameId,
        title: 'Star Miner',
        description: 'Mine',
        image: 'https://cdn.example.com/c.webp',
        published: false,
        nsfw: true,
        category_tags: 'space',
        isCloneable: true,
        creator,
        remixed_from: null,
        remix_count: 0,
      };
      expect(toGameCard({ ...row, creator_id: creatorId }, 'fallback')).toEqual(card);
      expect(toGameCardDetails(row)).toEqual({
        ...card,
        game: {
          id: gameId,
          name: 'Star Miner',
          description: 'Mine',
          titleCard: 'https://cdn.example.com/c.webp',
          published: false,
          isCloneable: true,
          nsfw: true,
          categoryTags: 'space',
          remixed_from: null,
          remix_count: 0,
          customDashboards: [],
          defaultDashboards: defaultDashboards(),
          currentPlayState: expect.objectContaining({ current_mode: 'GAME START' }),
        },
      });
    });

    it('has no creator on the card of a game made before accounts', () => {
      const legacy = evolveGameListRow(null, recorded('GameCreated', 0n, { gameId, name: 'Old', description: '', createdAt: 't' }))!;
      expect(toGameCardDetails(legacy)).toMatchObject({ creator: null, image: null, game: { titleCard: null } });
    });
  });

  it('given a clone, hides it while it is copied, then shows its lineage; a failed clone has no row', () => {
    const creatorId = 'c0ffee00-0000-4000-8000-000000000002';
    const sourceGameId = '1c2f8b63-7c5a-4a1f-8c3b-2a3b4c5d6e7f';
    const clonedFrom = { gameId: sourceGameId, checkpointId: null, title: 'Star Miner' };
    const created = recorded('GameCreated', 0n, { gameId, name: 'Star Miner (remix)', description: '', createdAt: 't0', creatorId, creatorName: 'bob', clonedFrom });
    const completed = recorded('GameCloneCompleted', 1n, { gameId, sourceGameId, creatorId, checkpointId: 'c', assetCount: 2, completedAt: 't1' });
    const failed = recorded('GameCloneFailed', 1n, { gameId, sourceGameId, reason: 'boom', failedAt: 't1' });
    expect(evolveGameListRow(null, created)).toMatchObject({ cloning: true, remixed_from_id: sourceGameId, remix_count: 0 });
    const done = [created, completed].reduce(evolveGameListRow, null)!;
    expect(done).toMatchObject({ cloning: false, updated_at: 't1' });
    expect(toGameCard(done as typeof done & { creator_id: string }, 'bob')).toMatchObject({ remixed_from: { id: sourceGameId, title: 'Star Miner' }, remix_count: 0 });
    expect(toGameCardDetails(done).game).toMatchObject({ remixed_from: { id: sourceGameId, title: 'Star Miner' } });
    expect([created, failed].reduce(evolveGameListRow, null)).toBeNull();
    expect(remixedSourceOf(completed)).toBe(sourceGameId);
    expect(remixedSourceOf(failed)).toBeNull();
  });
});
