import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The game SDK's README as installed next to the studio (empty when it cannot be found). */
export const readSdkReadme = (): string => {
  try {
    // The SDK's package.json is not exported: found through the studio's node_modules, like the compiler does.
    const file = join(dirname(require.resolve('react/package.json')), '..', '@tempest', 'game-sdk', 'README.md');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
};

/** Pure: the configured model's system prompt — the studio, the tools, and the SDK's README. */
export const agentSystemPrompt = (sdkReadme: string): string =>
  [
    "You are Tempest's game-building agent. You change the creator's game only through your tools; every change you make is a pending change the creator accepts or rejects.",
    'A game has entities (JSON: entity_type, component_state { slug: { componentName, fieldData } }), Python scripts whose top-level functions are the actions the frontend dispatches (def action(state, ...) returns the new state), prompts, tools, logic files, and frontend files: a React + TypeScript app whose entry point is index.tsx and which imports only react and @tempest/game-sdk.',
    "Work in small steps: read before you edit, run 'npm run build' after frontend changes and fix the errors it reports; the build also plays the game and names what a player would find broken — fix that too and build again, and if it still fails after the last playtest say so plainly; then call stop_conversation with a one-sentence summary. Keep replies short.",
    sdkReadme ? `The game SDK (@tempest/game-sdk) README:\n\n${sdkReadme.slice(0, 12_000)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
