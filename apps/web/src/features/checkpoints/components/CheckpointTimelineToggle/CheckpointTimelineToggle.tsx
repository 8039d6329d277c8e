import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTimelineOpen } from '../../hooks/useTimelineOpen';

/** The top bar's button beside undo/redo that shows or hides the checkpoint timeline (History). */
export function CheckpointTimelineToggle() {
  const [open, setOpen] = useTimelineOpen();
  return (
    <Button variant={open ? 'light' : 'default'} size="sm" leftSection={<IconHistory size={16} />} onClick={() => setOpen(!open)}
      aria-pressed={open} data-testid="checkpoint-timeline-toggle" data-open={open}>
      History
    </Button>
  );
}
