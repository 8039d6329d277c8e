import type { LeanSessionSave } from '@tempest/contracts';
import { placeholderLetter } from '../timelineFormat';
import classes from './timeline.module.css';

/** The checkpoint's thumbnail, or the first letter of its trigger (spec 3 §2 screen 1). */
export function SaveThumb({ checkpoint }: { checkpoint: LeanSessionSave }) {
  return checkpoint.thumbnail_url ? (
    <div className={classes.thumb} style={{ backgroundImage: `url("${checkpoint.thumbnail_url}")` }} data-testid="checkpoint-thumbnail" />
  ) : (
    <div className={classes.thumb} data-testid="checkpoint-placeholder">{placeholderLetter(checkpoint)}</div>
  );
}
