import type { PageResult } from './page-checks.js';

/** Where the game's page is served from in both runners (`.invalid` resolves nowhere): a real origin, so localStorage works as in the studio's frame. */
export const PAGE_URL = 'https://game.playtest.invalid/';

// The messages between the API process (DomRunner) and the sandboxed child that plays the page (dom-child.ts).

/** Parent → child: play this page; the answer to an action the page asked for. */
export type ToChild =
  | { type: 'play'; id: number; html: string }
  | { type: 'action_result'; id: number; call: number; state?: unknown; error?: string };

/** Child → parent: run an action for the page; the checks' result; a failure of the runner itself. */
export type FromChild =
  | { type: 'ready' }
  | { type: 'action'; id: number; call: number; action: string; args: Record<string, unknown>; state: unknown }
  | { type: 'result'; id: number; result: PageResult }
  | { type: 'failed'; id: number; error: string };
