import { CloseButton, Group, Text } from '@mantine/core';
import { ASSET_TYPE_WORDS } from '@tempest/contracts';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import { ContextItemIcon } from './ContextItemIcon';
import classes from './ContextChips.module.css';

/** The assets attached to the next message, each removable (test ids context-chip with data-type, context-chip-remove). */
export function ContextChips() {
  const dispatch = useAppDispatch();
  const chips = useAppSelector((s) => selectAgent(s).activeContextItems);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} mb={8} className={classes.chips} role="list" aria-label="Attached to the next message" data-testid="context-chips">
      {chips.map((chip) => (
        <div key={`${chip.type}:${chip.id}`} className={classes.chip} role="listitem" title={`The ${ASSET_TYPE_WORDS[chip.type]} ${chip.name}`}
          data-testid="context-chip" data-type={chip.type} data-name={chip.name}>
          <ContextItemIcon type={chip.type} size={12} />
          <Text size="xs" truncate className={classes.name}>{chip.name}</Text>
          <CloseButton size="xs" variant="transparent" c="dimmed" aria-label={`Remove ${chip.name}`}
            onClick={() => dispatch(agentActions.contextItemRemoved(chip))} data-testid="context-chip-remove" />
        </div>
      ))}
    </Group>
  );
}
