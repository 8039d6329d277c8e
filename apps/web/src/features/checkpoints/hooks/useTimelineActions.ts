import { useReducer } from 'react';
import type { RefundableTurn, CheckpointItem } from '@tempest/contracts';
import { errorMessage } from '../../../api/apiError';
import { requestGameRestart } from '../../play/windowEvents';
import { usePublishCheckpointMutation, useUnpublishGameMutation } from '../../publishing/publishingApi';
import { useToast } from '../../toasts';
import { CHECKPOINT_ERRORS } from '../checkpointFormat';
import { useDeleteCheckpointMutation, useRefundTurnMutation, useRollbackToCheckpointMutation, useToggleCheckpointStarMutation } from '../checkpointsApi';
import { initialTimelineUiState, timelineUiActions as a, timelineUiReducer, type RollbackTarget } from '../timelineState';
import { useCheckpointAction } from './useCheckpointAction';

/** The timeline panel's state and what its rows, preview and rollback dialog do (each failure a spec 3 §8 toast). */
export function useTimelineActions(gameId: string) {
  const [ui, dispatch] = useReducer(timelineUiReducer, initialTimelineUiState);
  const run = useCheckpointAction();
  const toast = useToast();
  const [toggleStar] = useToggleCheckpointStarMutation();
  const [remove] = useDeleteCheckpointMutation();
  const [rollback] = useRollbackToCheckpointMutation();
  const [refund] = useRefundTurnMutation();
  const [publish] = usePublishCheckpointMutation();
  const [unpublish] = useUnpublishGameMutation();

  const startRollback = async (target?: RollbackTarget) => {
    const checkpointId = target?.checkpointId ?? (ui.rollback?.phase === 'confirm' ? ui.rollback.target.checkpointId : null);
    if (!checkpointId) return;
    dispatch(a.rollbackStarted(target));
    try {
      const answer = await rollback({ gameId, checkpointId }).unwrap();
      dispatch(a.rollbackCompleted(answer.rollback_results));
      // The running preview keeps the game it started with: a new session plays the rolled-back one (as after an entity save).
      requestGameRestart(gameId);
    } catch (error) {
      // Refused while the agent streams, or while another rollback runs: the server says which.
      dispatch(a.rollbackFailed(errorMessage(error)));
      toast.show({ title: CHECKPOINT_ERRORS.rollback, message: errorMessage(error), color: 'red' });
    }
  };

  return {
    ui,
    preview: (c: CheckpointItem) => dispatch(a.previewOpened(c)),
    step: (direction: 'back' | 'forward', target: CheckpointItem) => dispatch(a.navigated({ direction, target })),
    closePreview: () => dispatch(a.previewClosed()),
    askRollback: (c: CheckpointItem) => dispatch(a.rollbackAsked(c)),
    confirmRollback: () => void startRollback(),
    undoRollback: (target: RollbackTarget) => void startRollback(target),
    closeRollback: () => dispatch(a.rollbackDismissed()),
    star: (c: CheckpointItem) => void run(() => toggleStar({ gameId, checkpointId: c.checkpoint_id, isStarred: !c.is_starred }).unwrap(), CHECKPOINT_ERRORS.star),
    remove: (c: CheckpointItem) => run(() => remove({ gameId, checkpointId: c.checkpoint_id }).unwrap(), CHECKPOINT_ERRORS.delete, 'Checkpoint deleted'),
    // Publishing restarts the preview too, so what plays in the studio is what players now get.
    publish: (c: CheckpointItem) =>
      void run(() => publish({ gameId, checkpointId: c.checkpoint_id, message: c.title }).unwrap(), CHECKPOINT_ERRORS.publish, 'Checkpoint published')
        .then((published) => published !== null && requestGameRestart(gameId)),
    unpublish: () => void run(() => unpublish(gameId).unwrap(), CHECKPOINT_ERRORS.unpublish, 'Game unpublished'),
    refund: async (turn: RefundableTurn) => {
      const done = await run(() => refund({ gameId, checkpointId: turn.checkpoint_id }).unwrap(), 'Failed to refund tokens');
      if (done) toast.show({ title: `Refunded ${done.refunded_tokens} tokens`, color: 'teal' });
      return done !== null;
    },
  };
}
