import { Button, Group, Text } from '@mantine/core';
import { IconClick } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import classes from './ContextSelectionBar.module.css';

type ContextSelectionBarProps = { docked?: boolean };

/** What the selection mode says while it is on: how to pick, how many are attached, and Done (test id context-selection-bar); docked on a phone, where no Escape key is. */
export function ContextSelectionBar({ docked = false }: ContextSelectionBarProps) {
  const dispatch = useAppDispatch();
  const selecting = useAppSelector((s) => selectAgent(s).selectingContext);
  const count = useAppSelector((s) => selectAgent(s).activeContextItems.length);
  if (!selecting) return null;
  return (
    <div className={classes.bar} data-docked={docked} role="status" data-testid="context-selection-bar">
      <Group gap={8} wrap="nowrap" miw={0}>
        <IconClick size={16} style={{ flex: 'none' }} aria-hidden />
        <Text size="xs" lh={1.35}>
          Click entities, scripts, prompts, tools or frontend files to attach them. <b>{count} attached</b>{docked ? '' : ' · Esc to finish.'}
        </Text>
      </Group>
      <Button size="compact-xs" style={{ flex: 'none' }} onClick={() => dispatch(agentActions.contextSelectionEnded())} data-testid="context-selection-done">Done</Button>
    </div>
  );
}
