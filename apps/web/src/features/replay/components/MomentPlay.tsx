import { Text } from '@mantine/core';
import type { MomentTreeAnswer } from '@tempest/contracts';
import { GameView } from '../../play/components/GameView/GameView';

type MomentPlayProps = { tree: MomentTreeAnswer; label: string };

/**
 * "Play as it was" (docs/api-replay.md): the game view on a session of the moment — the frontend built from its
 * files then, the entities and scripts as they were — with no timeline, checkpoint or publish of its own.
 */
export function MomentPlay({ tree, label }: MomentPlayProps) {
  const frontendId = tree.frontend_ids[0] ?? null;
  if (!frontendId || !tree.position) return <Text size="sm" c="dimmed" data-testid="moment-play-none">The game had no frontend at that moment.</Text>;
  return (
    <div style={{ maxWidth: 960, marginBottom: 12 }} data-testid="moment-play">
      <GameView gameId={tree.game_id} frontendId={frontendId} moment={{ position: tree.position, label }} layout="cinema" consoleOpen={false} />
    </div>
  );
}
