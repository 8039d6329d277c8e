import { describe, expect, it } from '@jest/globals';
import { remapClonedContent } from './asset.clone.js';

const ids = new Map([
  ['script-1', 'copy-script-1'],
  ['frontend-1', 'copy-frontend-1'],
]);

describe('the content of a cloned asset', () => {
  it("given a frontend file, names the copy of its project", () => {
    const file = { frontend_id: 'frontend-1', filename: 'App.tsx', content: 'x', folder_path: '' };
    expect(remapClonedContent('frontend_file', file, ids)).toEqual({ ...file, frontend_id: 'copy-frontend-1' });
  });

  it("given an entity, names the copies of its components' scripts and keeps everything else", () => {
    const entity = {
      name: 'Hero',
      component_state: {
        health: { componentName: 'Health', scriptId: 'script-1', fieldData: { hp: 3 } },
        tag: { componentName: 'Tag', scriptId: null, fieldData: {} },
        other: { componentName: 'Other', scriptId: 'not-copied', fieldData: {} },
      },
    };
    expect(remapClonedContent('entity', entity, ids)).toEqual({
      name: 'Hero',
      component_state: {
        health: { componentName: 'Health', scriptId: 'copy-script-1', fieldData: { hp: 3 } },
        tag: { componentName: 'Tag', scriptId: null, fieldData: {} },
        other: { componentName: 'Other', scriptId: 'not-copied', fieldData: {} },
      },
    });
  });

  it('given a script, a prompt or an entity without components, keeps the content as it is', () => {
    const script = { name: 'Health', content: 'class Health: pass' };
    expect(remapClonedContent('script', script, ids)).toBe(script);
    expect(remapClonedContent('entity', { name: 'Rock' }, ids)).toEqual({ name: 'Rock' });
  });
});
