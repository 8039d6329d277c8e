import type { AssetType } from '@tempest/domain';
import type { GameBlueprint } from './game-plan.js';

/** One tool call the offline agent makes. */
export type Step = { tool: string; input: Record<string, unknown> };

/** An asset the game holds now, by type and name. */
export type StoredAsset = { type: AssetType; name: string };

/** An asset of a blueprint: how to create it, and what an edit sets (`content`, or a `patch` of fields). */
export type BlueprintAsset = {
  asset_type: AssetType;
  name: string;
  create: Record<string, unknown>;
  update: { content?: string; patch?: Record<string, unknown> };
};

/** Pure: a blueprint's assets in the order the offline agent creates them (rules.py, with the plan, first). */
export const blueprintAssets = (game: GameBlueprint): BlueprintAsset[] => [
  ...game.scripts.map((s) => ({ asset_type: 'script' as const, name: s.name, create: { content: s.content }, update: { content: s.content } })),
  ...game.entities.map((e) => ({
    asset_type: 'entity' as const,
    name: e.name,
    create: { fields: { entity_type: e.entity_type, component_state: e.component_state } },
    update: { patch: { component_state: e.component_state } },
  })),
  ...game.prompts.map((p) => ({
    asset_type: 'prompt' as const,
    name: p.name,
    create: { content: p.content, fields: { description: p.description } },
    update: { content: p.content, patch: { description: p.description } },
  })),
  ...game.tools.map((t) => ({
    asset_type: 'tool' as const,
    name: t.name,
    create: { fields: { description: t.description, fields: t.fields } },
    update: { patch: { description: t.description, fields: t.fields } },
  })),
  ...game.frontendFiles.map((f) => ({ asset_type: 'frontend_file' as const, name: f.filename, create: { content: f.content }, update: { content: f.content } })),
];

export const createStep = (asset: BlueprintAsset): Step => ({ tool: 'create_asset', input: { asset_type: asset.asset_type, name: asset.name, ...asset.create } });

export const BUILD_STEP: Step = { tool: 'run_command', input: { command: 'npm run build' } };

/** Pure: the tool calls that create a blueprint's game, cover and build included. */
export const buildSteps = (game: GameBlueprint): Step[] => [
  ...blueprintAssets(game).map(createStep),
  { tool: 'generate_image', input: { prompt: `Cover art for "${game.plan.title}", a ${game.plan.setting} ${game.plan.kind} game with ${game.plan.palette.primary} and ${game.plan.palette.accent}`, set_as_cover: true } },
  BUILD_STEP,
];

/** What an edit does to one asset: create a missing one, update a changed one, delete one the plan no longer has. */
export type AssetChange = { kind: 'create' | 'update' | 'delete'; asset: BlueprintAsset };

const keyOf = (a: { asset_type?: AssetType; type?: AssetType; name: string }): string => `${a.asset_type ?? a.type}:${a.name}`;

/**
 * Pure: what changes between the game built from the old plan and from the new one, against what the game
 * holds: assets the new plan has and the game lacks are created (this also finishes an interrupted build),
 * assets whose generated content changed are updated, and generated assets the new plan drops are deleted.
 * An asset whose generated content did not change is left as it is (hand edits stay).
 */
export const planChanges = (before: GameBlueprint, after: GameBlueprint, stored: StoredAsset[]): AssetChange[] => {
  const has = new Set(stored.map(keyOf));
  const old = new Map(blueprintAssets(before).map((a) => [keyOf(a), JSON.stringify(a.update)]));
  const next = blueprintAssets(after);
  const out: AssetChange[] = [];
  for (const asset of next) {
    if (!has.has(keyOf(asset))) out.push({ kind: 'create', asset });
    else if (old.get(keyOf(asset)) !== JSON.stringify(asset.update)) out.push({ kind: 'update', asset });
  }
  const kept = new Set(next.map(keyOf));
  for (const asset of blueprintAssets(before)) if (!kept.has(keyOf(asset)) && has.has(keyOf(asset))) out.push({ kind: 'delete', asset });
  // New files first: a file updated to import one ("make it a maze game": index.tsx and components/SpriteBoard.tsx)
  // finds it already there when the studio reloads the frontend after each write.
  const order = { create: 0, update: 1, delete: 2 };
  return out.sort((a, b) => order[a.kind] - order[b.kind]);
};

/** Pure: text cut into chunks of about `size` characters at spaces (the transport's message_chunk). */
export const chunksOf = (text: string, size = 24): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/(?<= )/)) {
    if (current.length + word.length > size && current) {
      out.push(current);
      current = '';
    }
    current += word;
  }
  if (current) out.push(current);
  return out;
};
