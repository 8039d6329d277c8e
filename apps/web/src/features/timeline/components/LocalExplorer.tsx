import { Badge, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocalTimelineApi } from '../local/useLocalTimeline';
import { formatTimecode } from '../timelineFormat';
import classes from './timeline.module.css';

/**
 * The client branch explorer (spec 3 §2 screens 2 and 5): this browser's big checkpoints, and a rewind to any
 * time of the recorded play (nearest earlier big checkpoint plus the micro diffs up to it).
 */
export function LocalExplorer({ local }: { local: LocalTimelineApi }) {
  const end = Math.max(local.microCheckpoints.at(-1)?.timecode_ms ?? 0, local.bigCheckpoints.at(-1)?.timecode_ms ?? 0);
  const start = local.bigCheckpoints[0]?.timecode_ms ?? 0;
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const at = Math.min(Math.max(target ?? end, start), end);
  const run = (fn: () => unknown) => {
    try {
      fn();
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <Stack gap="sm" data-testid="local-explorer">
      <Group gap="sm" wrap="nowrap" align="center">
        <Text size="xs" c="dimmed" w={90}>Rewind to</Text>
        <Slider flex={1} min={start} max={Math.max(end, start + 1)} step={100} value={at} onChange={setTarget} label={formatTimecode}
          disabled={end <= start} data-testid="local-rewind-slider" />
        <Text size="xs" ff="monospace" w={40} data-testid="local-rewind-time">{formatTimecode(at)}</Text>
        <Button size="xs" variant="light" leftSection={<IconHistory size={14} />} disabled={local.bigCheckpoints.length === 0}
          onClick={() => run(() => local.restore({ kind: 'timecode', timecodeMs: at }))} data-testid="local-rewind">
          Restore
        </Button>
      </Group>
      {error && <Text size="xs" c="red" data-testid="local-error">{error}</Text>}
      <div className={classes.grid}>
        {local.bigCheckpoints.map((c) => (
          <div key={c.id} role="button" tabIndex={0} className={classes.card} data-active={c.id === local.activeBigCheckpointId} data-testid="local-card"
            onClick={() => run(() => local.restore({ kind: 'big', id: c.id }))} style={{ height: 140 }}>
            <div className={classes.thumb} style={c.thumbnail_url ? { backgroundImage: `url("${c.thumbnail_url}")` } : undefined}>
              {c.thumbnail_url ? null : (c.label.charAt(0).toUpperCase() || '?')}
            </div>
            <Text size="xs" fw={600} truncate>{c.label}</Text>
            <Group gap={4}>
              <Badge size="xs" variant="light" color="gray">{formatTimecode(c.timecode_ms)}</Badge>
              <Badge size="xs" variant="outline" color="gray">This browser</Badge>
            </Group>
          </div>
        ))}
      </div>
    </Stack>
  );
}
