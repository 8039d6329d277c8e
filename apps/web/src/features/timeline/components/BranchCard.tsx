import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { LeanSessionSave } from '@tempest/contracts';
import type { PlacedSave } from '../branchGraph';
import { checkpointDescription, checkpointLabel, formatTimecode, SCRUBBER } from '../timelineFormat';
import { SaveThumb } from './SaveThumb';
import classes from './timeline.module.css';

type Props = {
  node: PlacedSave;
  /** The latest copy (a thumbnail may have arrived since the layout). */
  checkpoint: LeanSessionSave;
  active: boolean;
  onSelect: (id: string) => void;
};

/** One card of the branch panel (spec 3 §2 screen 1). */
export const BranchCard = memo(function BranchCard({ node, checkpoint: c, active, onSelect }: Props) {
  const tip = (
    <Stack gap={2} maw={260} data-testid="branch-tooltip">
      <Text size="xs" fw={600}>{checkpointLabel(c)}</Text>
      <Text size="xs">{checkpointDescription(c)}</Text>
      <Text size="xs" c="dimmed">{formatTimecode(c.timecode_ms)} · Tick {c.tick}{node.onMainPath ? ' · Main Path' : ''}</Text>
    </Stack>
  );
  return (
    <Tooltip label={tip} openDelay={SCRUBBER.tooltipDelayMs} withArrow multiline position="top">
    <button type="button" className={`${classes.card} ${classes.graphCard}`} style={{ left: node.x, top: node.y }} data-active={active}
      data-testid="branch-card" data-checkpoint-id={c.id} onClick={() => onSelect(c.id)}>
      <SaveThumb checkpoint={c} />
      <Stack gap={2}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="xs" fw={600} truncate>{checkpointLabel(c)}</Text>
          {c.child_branches.length > 0 && (
            <Badge size="xs" variant="filled" color="violet" title="Child branches" data-testid="branch-count">{c.child_branches.length}</Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>{checkpointDescription(c)}</Text>
        <Group gap={4}>
          <Badge size="xs" variant="light" color="gray">{formatTimecode(c.timecode_ms)}</Badge>
          {node.onMainPath && <Badge size="xs" variant="light" color="violet">Main</Badge>}
          <Badge size="xs" variant="outline" color="gray">T{c.tick}</Badge>
        </Group>
      </Stack>
    </button>
    </Tooltip>
  );
});
