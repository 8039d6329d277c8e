import { Text } from '@mantine/core';
import { GAME_FRAME_SANDBOX } from '../../play/frameSrc';

type MomentFrameProps = { frontendId: string | null; position: string | null };

/** The frame's route for a moment of the game (docs/api-replay.md): the frontend built from its files then. */
export const momentFrameSrc = (frontendId: string, position: string): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/?source=moment&position=${encodeURIComponent(position)}`;

/** "Play as it was": the game's frontend as it was at the moment, in the sandboxed game frame. */
export function MomentFrame({ frontendId, position }: MomentFrameProps) {
  if (!frontendId || !position) return <Text size="sm" c="dimmed" data-testid="moment-frame-none">The game had no frontend at that moment.</Text>;
  return (
    <iframe
      title="The game as it was"
      src={momentFrameSrc(frontendId, position)}
      sandbox={GAME_FRAME_SANDBOX}
      style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: '#fff' }}
      data-testid="moment-frame"
    />
  );
}
