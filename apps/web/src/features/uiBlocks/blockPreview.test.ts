import { describe, expect, it } from '@jest/globals';
import { EMPTY_KEPT, newBlock } from './blockState';
import { previewStyle } from './blockPreview';

describe('the live preview (spec 1 §9 preview size constraints)', () => {
  it('holds each block within its preview size constraints, keeping its own style', () => {
    expect(previewStyle({ ...newBlock('Button'), style: { color: '#fff', width: 900 } })).toEqual({ color: '#fff', width: 900, minWidth: 80, maxWidth: 400, minHeight: 30, maxHeight: 100 });
    expect(previewStyle(newBlock('Divider'))).toMatchObject({ minWidth: 50, maxWidth: 1000, minHeight: 1, maxHeight: 20 });
    expect(previewStyle(newBlock('ProgressBar'))).toMatchObject({ minWidth: 100, maxWidth: 800, minHeight: 4, maxHeight: 40 });
    expect(previewStyle(newBlock('Symbol'))).toMatchObject({ minWidth: 40, maxWidth: 400, minHeight: 40, maxHeight: 400 });
  });

  it('leaves the Image as its style says', () => {
    expect(previewStyle({ block: 'Image', props: { src: '/media/x' }, style: { width: 2000 }, kept: EMPTY_KEPT })).toEqual({ width: 2000 });
  });
});
