import { describe, expect, it } from '@jest/globals';
import { paramsForTab, studioTabOf } from './studioTabs';

describe('studioTabOf', () => {
  it('reads a known tab and falls back to the editor', () => {
    const of = (query: string) => studioTabOf(new URLSearchParams(query));
    expect(of('tab=chat')).toBe('chat');
    expect(of('tab=assets')).toBe('assets');
    expect(of('')).toBe('editor');
    expect(of('tab=settings')).toBe('editor');
  });

  it("opens the Preview tab for a link to the Frontend dashboard's preview pane", () => {
    const of = (query: string) => studioTabOf(new URLSearchParams(query));
    expect(of('dashboard=frontend&pane=preview')).toBe('preview');
    expect(of('dashboard=frontend&pane=code')).toBe('editor');
    expect(of('dashboard=script-editor&pane=preview')).toBe('editor');
    expect(of('tab=chat&dashboard=frontend&pane=preview')).toBe('chat');
  });
});

describe('paramsForTab', () => {
  it('opens the Frontend dashboard on its preview for the Preview tab, keeping the other params', () => {
    const next = paramsForTab(new URLSearchParams('dashboard=script-editor&script-editor=s1'), 'preview');
    expect(next.get('tab')).toBe('preview');
    expect(next.get('dashboard')).toBe('frontend');
    expect(next.get('pane')).toBe('preview');
    expect(next.get('script-editor')).toBe('s1');
  });

  it('puts the workbench back on its code when leaving the preview for the editor', () => {
    const next = paramsForTab(new URLSearchParams('tab=preview&dashboard=frontend&pane=preview'), 'editor');
    expect(next.get('tab')).toBe('editor');
    expect(next.get('dashboard')).toBe('frontend');
    expect(next.get('pane')).toBe('code');
  });

  it('leaves the dashboard and a chosen pane alone for the other tabs', () => {
    const next = paramsForTab(new URLSearchParams('dashboard=frontend&pane=files'), 'chat');
    expect(next.toString()).toBe('dashboard=frontend&pane=files&tab=chat');
    expect(paramsForTab(new URLSearchParams('dashboard=frontend&pane=files'), 'editor').get('pane')).toBe('files');
  });

  it('does not change the params it was given', () => {
    const current = new URLSearchParams('dashboard=tool-editor');
    paramsForTab(current, 'preview');
    expect(current.toString()).toBe('dashboard=tool-editor');
  });
});
