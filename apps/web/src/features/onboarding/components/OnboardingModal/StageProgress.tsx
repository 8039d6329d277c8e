import { Group, Text } from '@mantine/core';
import classes from './StageProgress.module.css';

const NAMES = ['Purpose', 'Experience', 'Interests', 'Tour'];

/** "Step 2 of 4" with one bar per stage: done, current, to come. */
export function StageProgress({ stage, total }: { stage: number; total: number }) {
  return (
    <div>
      <Group justify="space-between" mb={8}>
        <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="storm.2" data-testid="onboarding-progress">Step {stage} of {total}</Text>
        <Text size="xs" c="dark.2">{NAMES[stage - 1]}</Text>
      </Group>
      <div className={classes.bars} style={{ gridTemplateColumns: `repeat(${total}, 1fr)` }} role="progressbar" aria-valuemin={1} aria-valuemax={total} aria-valuenow={stage} aria-label="Onboarding progress">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={classes.bar} data-state={i + 1 < stage ? 'done' : i + 1 === stage ? 'current' : 'todo'} />
        ))}
      </div>
    </div>
  );
}
