import { FRONTEND_DASHBOARD } from './dashboards';

/** The phone studio shows one pane at a time; the bottom tab bar picks it and the URL's `tab` keeps it. */
export const STUDIO_TABS = ['assets', 'editor', 'preview', 'chat'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

/**
 * The tab in the URL. Without one, a link to the Frontend dashboard's preview pane opens the Preview tab
 * (the workbench's own links carry only `pane`); else the editor, so an old link opens the work itself.
 */
export function studioTabOf(params: URLSearchParams): StudioTab {
  const named = STUDIO_TABS.find((tab) => tab === params.get('tab'));
  if (named) return named;
  return params.get('dashboard') === FRONTEND_DASHBOARD.code && params.get('pane') === 'preview' ? 'preview' : 'editor';
}

/**
 * The search params after choosing a tab. Preview is the Frontend dashboard showing its preview pane
 * (the workbench reads `pane`); leaving it for the editor puts the workbench back on its code.
 */
export function paramsForTab(current: URLSearchParams, tab: StudioTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  if (tab === 'preview') {
    next.set('dashboard', FRONTEND_DASHBOARD.code);
    next.set('pane', 'preview');
  } else if (tab === 'editor' && next.get('pane') === 'preview') {
    next.set('pane', 'code');
  }
  return next;
}
