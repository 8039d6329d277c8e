import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTimelineOpen } from '../../hooks/useTimelineOpen';

/**
 * The top bar's button beside undo/redo that shows or hides the checkpoint timeline (History); on narrower
 * desktops, where the top bar is full, an icon with a tooltip.
 */
export function CheckpointTimelineToggle() {
  const [open, setOpen] = useTimelineOpen();
  const toggle = () => setOpen(!open);
  return (
    <>
      <Button variant={open ? 'light' : 'default'} size="sm" leftSection={<IconHistory size={16} />} onClick={toggle} visibleFrom="xl"
        aria-pressed={open} data-testid="checkpoint-timeline-toggle" data-open={open}>
        History
      </Button>
      <Tooltip label={open ? 'Hide history' : 'History'}>
        <ActionIcon variant={open ? 'light' : 'default'} size={36} onClick={toggle} hiddenFrom="xl" aria-label="History" aria-pressed={open}
          data-testid="checkpoint-timeline-toggle-icon" data-open={open}>
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
