import type { StudioTab } from '../dashboard/studioTabs';

export type TourLayout = 'desktop' | 'phone';

/** One stop of the studio tour: what it points at, and the phone pane that must be showing for it. */
export type TourStep = {
  id: string; target: string; title: string; description: string; pane?: StudioTab; chat?: boolean;
  /** Where the popover sits on a desktop (on a phone driver.js finds the room). */
  side?: 'top' | 'right' | 'bottom' | 'left';
};

const testId = (id: string) => `[data-testid="${id}"]`;

const PROMPT: TourStep = {
  id: 'prompt', target: testId('agent-chat-input'), pane: 'chat', chat: true, side: 'left',
  title: 'The prompt box', description: 'Tell the AI agent what to build or change, in your own words. Enter sends; Shift+Enter adds a line.',
};
const CHAT: TourStep = {
  id: 'chat', target: testId('agent-chat-panel'), pane: 'chat', chat: true, side: 'left',
  title: 'The agent chat', description: 'The agent answers here and shows each tool it runs on your game, step by step.',
};
const PREVIEW: TourStep = {
  id: 'preview', target: testId('frontend-preview'), pane: 'preview', side: 'left',
  title: 'The preview', description: 'Your game runs here. It rebuilds after every change, so you can play what the agent just made.',
};
const PENDING: TourStep = {
  id: 'pending', target: testId('pending-changes-button'), side: 'bottom',
  title: 'Pending changes', description: 'Changes waiting for review: accept or reject them one by one or all together.',
};
const HISTORY: TourStep = {
  id: 'history', target: testId('checkpoint-timeline-toggle'), side: 'bottom',
  title: 'History', description: 'Every checkpoint of your game on a timeline: preview one, star it or roll back to it.',
};
const MORE: TourStep = {
  id: 'more', target: testId('dashboard-more'), pane: 'editor',
  title: 'Pending changes and History', description: 'Changes waiting for your review, and the timeline of every checkpoint of your game, are in this menu.',
};
const CHECKPOINTS: TourStep = {
  id: 'checkpoints', target: testId('commit-button'), side: 'bottom',
  title: 'Commit', description: 'Record every asset as it is now under a message, by hand or automatically. History keeps the checkpoints you can come back to.',
};
const PUBLISH: TourStep = {
  id: 'publish', target: testId('publish-button'), side: 'bottom',
  title: 'Publish', description: 'When it is ready, publish your game so anyone with the link can play it.',
};

/**
 * The tour of the creation dashboard. On a phone the chat and the preview fill the screen: their stops show the pane
 * and point at its tab, and Pending changes and History live in the top bar's menu (one stop).
 */
export const tourSteps = (layout: TourLayout): TourStep[] =>
  layout === 'phone'
    ? [PROMPT, { ...CHAT, target: testId('studio-tab-chat') }, { ...PREVIEW, target: testId('studio-tab-preview') }, MORE, CHECKPOINTS, PUBLISH]
    : [PROMPT, CHAT, PREVIEW, PENDING, HISTORY, CHECKPOINTS, PUBLISH];

/**
 * The step to show after `from` going `direction`: the first whose target can be shown (`shown` opens the step's
 * pane and answers whether its target is on screen); null when none is left. A hidden target is skipped, never pointed at.
 */
export const nextShownStep = async (count: number, from: number, direction: 1 | -1, shown: (index: number) => Promise<boolean>): Promise<number | null> => {
  for (let i = from + direction; i >= 0 && i < count; i += direction) if (await shown(i)) return i;
  return null;
};
