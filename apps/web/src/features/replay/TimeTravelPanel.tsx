import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { MomentAsset, MomentTreeAnswer } from '@tempest/contracts';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/apiError';
import { GamePicker } from './components/GamePicker';
import { MomentAssetDiff } from './components/MomentAssetDiff';
import { MomentPlay } from './components/MomentPlay';
import { MomentPicker, type MomentChoice } from './components/MomentPicker';
import { MomentTree } from './components/MomentTree';
import { useGetGameChangesQuery, useGetMomentTreeQuery, type GameHit, type MomentQuery } from './replayApi';
import { momentFromSearch } from './replayFormat';

const LINKED = 'Linked game';
/** What an analyst sees instead of an unpublished game's names and content (docs/personal-data.md). */
const PRIVATE = '[private]';

const initialChoice = (position: string | null, at: string | null): MomentChoice =>
  at ? { kind: 'time', position: '', at } : { kind: position ? 'position' : 'event', position: position ?? '', at: '' };

/** How the notice names the moment: its time (asked for, or the change picked), else its position. */
const momentLabel = (tree: MomentTreeAnswer, changes: { position: string; at: string }[] | undefined): string => {
  const at = tree.at ?? changes?.find((c) => c.position === tree.position)?.at;
  return at ? new Date(at).toLocaleString() : `position ${tree.position}`;
};

const queryOf = (gameId: string, m: MomentChoice): MomentQuery | null => {
  if (m.kind === 'time') return m.at ? { gameId, at: m.at } : null;
  return /^[1-9]\d*$/.test(m.position) ? { gameId, position: m.position } : null;
};

/**
 * Time travel (docs/api-replay.md): a game's working tree as it was at a moment — a change from its list, a time
 * or a position, or `?game=&position=` / `?at=` from the address — against now; a click diffs an asset, and
 * "Play as it was" plays the game of that moment (its frontend, entities and scripts) in the game view.
 */
export function TimeTravelPanel() {
  const [search] = useSearchParams();
  const linked = momentFromSearch(search);
  const [game, setGame] = useState<GameHit | null>(linked.gameId ? { id: linked.gameId, name: LINKED } : null);
  const [choice, setChoice] = useState<MomentChoice>(initialChoice(linked.position, linked.at));
  const [open, setOpen] = useState<MomentAsset | null>(null);
  const [playing, setPlaying] = useState(false);
  const moment = game ? queryOf(game.id, choice) : null;
  // A game linked by id alone gets its name from its changes.
  const { data: changes } = useGetGameChangesQuery(game?.id ?? '', { skip: !game });
  const named = game && game.name === LINKED && changes?.[0]?.game_name ? { ...game, name: changes[0].game_name } : game;
  const { data: tree, error, isFetching } = useGetMomentTreeQuery(moment ?? { gameId: '' }, { skip: !moment });
  // The server hides an unpublished game's content from analysts and refuses to play it: say so instead of failing.
  const hidden = tree?.assets.some((a) => a.name === PRIVATE) ?? false;

  return (
    <Stack gap="md" data-testid="time-travel-panel">
      <Group align="flex-end" gap="md" wrap="wrap">
        <GamePicker value={named} onChange={(g) => { setGame(g); setPlaying(false); }} />
        {game && <MomentPicker gameId={game.id} value={choice} onChange={(c) => { setChoice(c); setPlaying(false); }} />}
      </Group>
      {!game && <Text size="sm" c="dimmed">Pick a game, then a moment of its history.</Text>}
      {game && !moment && <Text size="sm" c="dimmed">Pick a change, a time or a position.</Text>}
      {error && <Alert color="red" variant="light" data-testid="time-travel-error">{errorMessage(error)}</Alert>}
      {moment && isFetching && !tree && <Loader size="sm" />}
      {tree && moment && (
        <Card withBorder padding="sm" radius="md" opacity={isFetching ? 0.6 : 1}>
          <Group justify="space-between" mb="xs" wrap="wrap">
            <div>
              <Title order={4} fz="md">The working tree then</Title>
              <Text size="xs" c="dimmed" data-testid="moment-where">
                {tree.at ? `At ${new Date(tree.at).toLocaleString()}` : `Right after position ${tree.position}`}
                {tree.at && tree.position ? ` (last change: position ${tree.position})` : ''}
              </Text>
            </div>
            <Button leftSection={<IconPlayerPlay size={16} />} variant={playing ? 'light' : 'filled'} disabled={hidden} onClick={() => setPlaying((p) => !p)} data-testid="play-as-it-was">
              {playing ? 'Hide the game' : 'Play as it was'}
            </Button>
          </Group>
          {hidden && (
            <Text size="xs" c="dimmed" mb="xs" data-testid="moment-private">
              This game is not published: its names and content are private, and analysts cannot play it.
            </Text>
          )}
          {playing && <MomentPlay tree={tree} label={momentLabel(tree, changes)} />}
          <MomentTree tree={tree} onOpen={setOpen} />
        </Card>
      )}
      {moment && <MomentAssetDiff moment={moment} asset={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
