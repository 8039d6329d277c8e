// The playtest (issue 31): plays a compiled game headless and checks it as a player would — it shows up, no
// errors, every control and every key its help names does something, the score can move, it does not end by
// itself, restarting brings the start back, the prompt's world is on screen. docs/architecture.md "The playtest".
export { Playtester, type PlaytestGame, type PlaytesterOptions, type PlaytestState } from './playtester.js';
export { keysNamedIn } from './help-keys.js';
export { CHECK_LABELS } from './report.js';
