import type { CSSProperties } from 'react';
import { BLOCKS } from './blockCatalog';
import type { BlockState } from './blockState';

/**
 * The style the live preview renders the block with: its own style, held within the spec's preview size
 * constraints (spec 1 §9: button 80..400 × 30..100, divider 50..1000 × 1..20, progress 100..800 × 4..40,
 * symbol 40..400); the Image has none.
 */
export const previewStyle = (state: BlockState): CSSProperties => {
  const limits = BLOCKS[state.block].preview;
  const own = state.style as CSSProperties;
  if (!limits) return own;
  return { ...own, minWidth: limits.width.min, maxWidth: limits.width.max, minHeight: limits.height.min, maxHeight: limits.height.max };
};
