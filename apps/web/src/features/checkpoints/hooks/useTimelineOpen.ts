import { useLocalStorage } from '@mantine/hooks';

/** The timeline panel's open/closed toggle, remembered in this browser like the studio's pane sizes. */
export function useTimelineOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useLocalStorage<boolean>({ key: 'tempest-checkpoint-timeline-open', defaultValue: false, getInitialValueInEffect: false });
  return [open, setOpen];
}
