import { IconCheck } from '@tabler/icons-react';
import { ASSET_TYPE_WORDS, type AssetContextItem } from '@tempest/contracts';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../agentSlice';
import { sameContextItem } from '../../contextChips';
import classes from './ContextPick.module.css';

type ContextPickProps = {
  /** The asset the row shows; null (a file not saved yet) cannot be attached. */
  item: AssetContextItem | null;
  children: ReactNode;
};

/**
 * A row of an explorer (entities, scripts, prompts, tools, frontend files). In the chat's selection mode a click,
 * Enter or Space on it attaches its asset to the next message instead of what the row does; otherwise it is
 * the row alone (the wrapper has no box). Test id context-pick (data-context-type, data-context-name, data-attached).
 */
export function ContextPick({ item, children }: ContextPickProps) {
  const dispatch = useAppDispatch();
  const selecting = useAppSelector((s) => selectAgent(s).selectingContext) && item !== null;
  const attached = useAppSelector((s) => item !== null && selectAgent(s).activeContextItems.some((chip) => sameContextItem(chip, item)));
  if (!selecting) return <div className={classes.idle}>{children}</div>;
  const pick = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    dispatch(agentActions.contextItemPicked(item));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') pick(event);
  };
  const label = `${attached ? 'Attached' : 'Attach'} the ${ASSET_TYPE_WORDS[item.type]} ${item.name} to the next message`;
  return (
    <div className={classes.pick} role="button" tabIndex={0} aria-pressed={attached} aria-label={label} title={label}
      onClickCapture={pick} onKeyDownCapture={onKeyDown}
      data-testid="context-pick" data-context-type={item.type} data-context-name={item.name} data-attached={attached}>
      {children}
      {attached && <IconCheck size={14} className={classes.mark} aria-hidden />}
    </div>
  );
}
