import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type {
  CreateAssetToolFields,
  DeleteAssetToolFields,
  EditAssetToolFields,
  GenerateImageToolFields,
  ReadAssetToolFields,
  StopConversationToolFields,
} from '@tempest/contracts';
import { ASSET_TYPES, authorizeAsset, GAME_NAME_MAX, looksLikeUuid, type AssetData, type AssetType } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { assetOfGame, presentAssets, VERSIONING, type WorkingTreeAsset } from '@tempest/projections';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { agentActor, metadataFor } from '../../assets/asset-actor.js';
import { createAsset, deleteAsset, editAsset } from '../../assets/execute-asset-command.js';
import { readGameAccess } from '../../assets/game-access.js';
import { systemMetadata, type CommandContext } from '../../common/actor.js';
import { RenameGameCommand, UpdateGameDetailsCommand } from '../../games/game-commands.js';
import { imageTypeOf } from '../../media/image-upload.js';
import { MEDIA_STORE, type MediaStore } from '../../media/media-store.js';
import { parseScript, type ParsedScript, PythonPool } from '@tempest/python-runtime';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { FrontendWorkspace } from '../../frontends/projects/frontend-workspace.js';
import { AgentFrontend, buildErrorLines } from './agent-frontend.js';
import { assetShape, assetTypeOf, editedContent, nameOf, newContent, pathOf, textOf, type ContentInput } from './asset-content.js';
import { coverImage, promptWords } from './cover-image.js';
import { ModelGateway } from '../models/model-gateway.js';
import { runCommand, type CommandShape } from './run-command.js';
import { diffText } from './text-diff.js';
import { failed, guarded, succeeded, ToolInputError, type ToolCall, type ToolName, type ToolResult } from './tool-result.js';
import { PlaytestService } from '../../playtest/playtest.service.js';
import { PLAYTEST_MAX_ROUNDS, playtestFindings } from './playtest-findings.js';

export type CreateAssetInput = ContentInput & { asset_type: unknown };
export type AssetLocator = { asset_id?: string | null; asset_type?: unknown; name?: string | null };
export type EditAssetInput = AssetLocator & { content?: unknown; patch?: unknown };
export type DeleteAssetInput = AssetLocator & { permanent?: boolean };

// Each tool's own fields are the shared contract's (tool_end carries them to the web app's cards).
export type CreateShape = CreateAssetToolFields;
export type ReadShape = ReadAssetToolFields;
export type EditShape = EditAssetToolFields;
export type DeleteShape = DeleteAssetToolFields;
export type ImageShape = GenerateImageToolFields;
export type StopShape = StopConversationToolFields;

const scriptFields = (parsed: ParsedScript, gameId: string): AssetData => ({
  module_blocks: parsed.module_blocks,
  script_components: parsed.script_components.map((c) => ({ ...c, game_id: gameId })),
  validation_errors: parsed.validation_errors,
});

/**
 * The agent's tools (docs/api-agent.md, The turn). Each takes the call (game, the creator
 * the agent acts for, the model, the time) and the model's input, and answers a tool result (ToolResultBase) —
 * a failed one for a bad input or an unknown asset, never an exception. Every write goes through
 * the asset commands the studio's routes send, as the agent (actor kind agent, the model named), so it becomes a pending change.
 */
@Injectable()
export class AgentTools {
  private readonly frontend: AgentFrontend;

  constructor(
    private readonly reads: ReadModels,
    workspace: FrontendWorkspace,
    compiler: FrontendCompiler,
    private readonly python: PythonPool,
    private readonly runner: DecisionRunner,
    private readonly gateway: ModelGateway,
    private readonly commands: CommandBus,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly playtests: PlaytestService,
  ) {
    this.frontend = new AgentFrontend(workspace, reads, compiler);
  }

  /** Runs the tool named by the model; an unknown name is a failed result. */
  execute(name: string, call: ToolCall, input: Record<string, unknown>): Promise<ToolResult<object>> {
    switch (name) {
      case 'create_asset':
        return this.createAsset(call, input as CreateAssetInput);
      case 'read_asset':
        return this.readAsset(call, input as AssetLocator);
      case 'edit_asset':
        return this.editAsset(call, input as EditAssetInput);
      case 'delete_asset':
        return this.deleteAsset(call, input as DeleteAssetInput);
      case 'run_command':
        return this.runCommand(call, input as { command: unknown });
      case 'generate_image':
        return this.generateImage(call, input as { prompt: unknown; assign_to_entity?: unknown; set_as_cover?: unknown });
      case 'stop_conversation':
        return this.stopConversation(call, input as { summary?: unknown });
      default:
        return Promise.resolve(failed(call, name as ToolName, `Unknown tool ${JSON.stringify(name)}`));
    }
  }

  createAsset(call: ToolCall, input: CreateAssetInput): Promise<ToolResult<CreateShape>> {
    return guarded(call, 'create_asset', { asset_name: typeof input.name === 'string' ? input.name : null }, async () => {
      const type = assetTypeOf(input.asset_type);
      await this.assertAccess(call);
      let content = newContent(type, input);
      let issues: { line: number; message: string }[] = [];
      let unparsed = '';
      if (type === 'script') {
        const parsed = await this.parse(String(content.content));
        if (parsed) content = { ...content, ...scriptFields(parsed, call.gameId), parsed_revision: 0 };
        else unparsed = ' (not checked: Python is unavailable right now)';
        issues = (parsed?.validation_errors ?? []).map(({ line, message }) => ({ line, message }));
      }
      const result =
        type === 'frontend_file'
          ? await this.frontend.createFile(call.gameId, await this.frontend.ensureProject(call.gameId, this.actor(call), this.context(call)), content, this.actor(call), this.context(call))
          : await this.commands.execute(createAsset(call.gameId, type, content, this.actor(call), this.context(call)));
      const data = this.dataOf(result.state);
      const name = nameOf(data);
      const problems = issues.length > 0 ? ` with ${issues.length} syntax error(s): line ${issues[0].line}: ${issues[0].message}` : '';
      return succeeded(call, 'create_asset', `Created ${type} '${name}'${problems}${unparsed}`, { asset_type: type, asset_name: name, asset_id: result.assetId }, {
        asset: assetShape(type, result.assetId, data),
        validation_errors: issues,
      });
    });
  }

  readAsset(call: ToolCall, input: AssetLocator): Promise<ToolResult<ReadShape>> {
    return guarded(call, 'read_asset', { asset_id: input.asset_id ?? null, asset_name: input.name ?? null }, async () => {
      await this.assertAccess(call);
      const asset = await this.find(call, input);
      return succeeded(call, 'read_asset', `Read ${asset.type} '${asset.name}'`, this.refOf(asset), {
        raw_content: textOf(asset.type, asset.data),
        path: pathOf(asset.type, asset.data),
        asset: assetShape(asset.type, asset.id, asset.data),
      });
    });
  }

  editAsset(call: ToolCall, input: EditAssetInput): Promise<ToolResult<EditShape>> {
    return guarded(call, 'edit_asset', { asset_id: input.asset_id ?? null, asset_name: input.name ?? null }, async () => {
      await this.assertAccess(call);
      const asset = await this.find(call, input);
      let next = editedContent(asset.type, asset.data, input);
      let stampRevision: string | undefined;
      if (asset.type === 'frontend_file' && next.filename !== asset.data.filename) {
        const taken = await this.frontend.otherNames(String(asset.data.frontend_id), asset.id);
        if (taken.includes(String(next.filename))) throw new ToolInputError(`File ${String(next.filename)} already exists`);
      }
      if (asset.type === 'script' && next.content !== asset.data.content) {
        const parsed = await this.parse(String(next.content));
        if (parsed) [next, stampRevision] = [{ ...next, ...scriptFields(parsed, call.gameId) }, 'parsed_revision'];
      }
      const result = await this.commands.execute(editAsset({ assetId: asset.id, gameId: call.gameId }, { content: next, stampRevision }, this.actor(call), this.context(call)));
      const after = this.dataOf(result.state);
      const diff = diffText(textOf(asset.type, asset.data), textOf(asset.type, after), pathOf(asset.type, after));
      const reload = await this.reload(call, asset.type, after);
      const name = nameOf(after);
      const what = result.events.length === 0 ? `No changes to ${asset.type} '${name}'` : `Edited ${asset.type} '${name}' (+${diff.additions} -${diff.deletions})`;
      const message = reload.success ? what : `${what}; reload failed: ${reload.errors[0] ?? 'unknown error'}`;
      return succeeded(call, 'edit_asset', message, { asset_type: asset.type, asset_name: name, asset_id: asset.id }, { diff, reload, asset: assetShape(asset.type, asset.id, after) });
    });
  }

  deleteAsset(call: ToolCall, input: DeleteAssetInput): Promise<ToolResult<DeleteShape>> {
    return guarded(call, 'delete_asset', { asset_id: input.asset_id ?? null, asset_name: input.name ?? null }, async () => {
      await this.assertAccess(call);
      const permanent = input.permanent === true;
      const asset = await this.find(call, input, permanent);
      await this.commands.execute(deleteAsset({ assetId: asset.id, gameId: call.gameId }, this.actor(call), this.context(call), { permanent }));
      const operation = permanent ? 'permanent' : 'soft_deleted';
      const how = permanent ? 'Permanently deleted' : 'Deleted';
      return succeeded(call, 'delete_asset', `${how} ${asset.type} '${asset.name}'`, this.refOf(asset), { deleted_asset: { id: asset.id, name: asset.name }, operation });
    });
  }

  runCommand(call: ToolCall, input: { command: unknown }): Promise<ToolResult<CommandShape>> {
    return guarded(call, 'run_command', {}, async () => {
      if (typeof input.command !== 'string' || input.command.trim() === '') throw new ToolInputError('Unknown command');
      await this.assertAccess(call);
      const outcome = await runCommand(input.command, {
        frontend: this.frontend,
        gameId: call.gameId,
        assets: async () => (await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, call.gameId, [...ASSET_TYPES])).map(({ id, type, data }) => ({ id, type, data })),
      });
      if (!outcome.known) {
        const command = input.command.trim();
        return failed<CommandShape>(call, 'run_command', 'Unknown command', {}, { command, cwd: '/game', exit_code: 127, status: 'error', output: '', errors: [`Unknown command: ${command}`], match_count: null, truncated: false, duration: 0 });
      }
      const { shape, message } = outcome;
      const played = outcome.compiledCode ? await this.playBuild(call, outcome.compiledCode) : null;
      if (played) return succeeded(call, 'run_command', played.message, {}, played.playtest ? { ...shape, playtest: played.playtest } : shape);
      if (shape.status === 'success') return succeeded(call, 'run_command', message, {}, shape);
      return { ...failed<CommandShape>(call, 'run_command', shape.errors[0] ?? message), message, ...shape };
    });
  }

  /**
   * The agent's build, played (issue 31): up to PLAYTEST_MAX_ROUNDS per turn, each recorded (PlaytestRecorded, as
   * the agent with its model). Null outside an agent turn and after the turn's last round. A runner that cannot
   * play is said in the message, never a verdict on the game; the turn's interruption stops the playtest too.
   */
  private async playBuild(call: ToolCall, compiledCode: string): Promise<{ message: string; playtest: CommandShape['playtest'] | null } | null> {
    const turn = call.turn;
    if (!turn || turn.playtests.rounds >= PLAYTEST_MAX_ROUNDS) return null;
    const round = (turn.playtests.rounds += 1);
    const agent = { sessionId: turn.sessionId, turn: turn.turn, model: call.modelId, round };
    try {
      const metadata = { ...metadataFor(this.actor(call), this.context(call)), agentSessionId: turn.sessionId };
      const run = { gameId: call.gameId, trigger: 'agent' as const, compiledCode, agent, metadata, now: call.now, signal: turn.signal };
      const { playtestId, report } = await this.playtests.run(run);
      return { message: playtestFindings(report, round), playtest: { ...report, playtest_id: playtestId, round, max_rounds: PLAYTEST_MAX_ROUNDS } };
    } catch (error) {
      if (turn.signal.aborted) throw error;
      turn.playtests.rounds -= 1;
      return { message: `Build succeeded. The playtest could not run: ${error instanceof Error ? error.message : String(error)}`, playtest: null };
    }
  }

  generateImage(call: ToolCall, input: { prompt: unknown; assign_to_entity?: unknown; set_as_cover?: unknown }): Promise<ToolResult<ImageShape>> {
    return guarded<ImageShape>(call, 'generate_image', {}, async () => {
      if (typeof input.prompt !== 'string' || input.prompt.trim() === '') throw new ToolInputError('An image needs a prompt');
      if (input.set_as_cover !== undefined && input.set_as_cover !== null && typeof input.set_as_cover !== 'boolean') throw new ToolInputError('set_as_cover must be true or false');
      await this.assertAccess(call);
      const prompt = input.prompt.trim();
      const image = await this.image(call, prompt);
      // Events carry the picture's address (/media/<hash>), not its bytes (docs/api-media.md).
      const { url } = await this.media.put(image.bytes, image.contentType);
      const media = { url, tags: image.tags };
      // The game's cover (its title card): the card, the lists and the play page show it.
      const cover = input.set_as_cover === true;
      if (cover) await this.setCover(call, url);
      const target = input.assign_to_entity;
      if (target === undefined || target === null || target === '' || target === false) {
        const what = cover ? `Generated the game's cover: ${image.title}` : `Generated an image: ${image.title}`;
        return succeeded(call, 'generate_image', what, {}, { prompt, media, assigned_to_entity: null });
      }
      if (typeof target !== 'string') throw new ToolInputError('assign_to_entity must be the id or name of an entity');
      const entity = await this.find(call, looksLikeUuid(target) ? { asset_id: target, asset_type: 'entity' } : { asset_type: 'entity', name: target });
      await this.commands.execute(editAsset({ assetId: entity.id, gameId: call.gameId }, { patch: { image: url } }, this.actor(call), this.context(call)));
      return succeeded(call, 'generate_image', `Generated an image and set it as the image of '${entity.name}'`, this.refOf(entity), {
        prompt,
        media,
        assigned_to_entity: entity.name,
      });
    });
  }

  /** Makes `url` the game's title card, as the agent for its creator (the command the creator's details update uses). */
  private async setCover(call: ToolCall, url: string): Promise<void> {
    const actor = this.actor(call);
    const context = this.context(call);
    await this.commands.execute(new UpdateGameDetailsCommand(call.gameId, { titleCard: url }, { actorId: actor.actorId, isStaff: actor.isStaff }, { ...context, metadata: metadataFor(actor, context) }));
  }

  /**
   * The user's image model when it is a provider model configured here (through the ai SDK), else the
   * offline SVG cover. A provider failure fails the tool (ToolInputError → a failed result), never a fake image;
   * so does an answer whose bytes are not a raster image (only the server's own generator makes SVG).
   */
  private async image(call: ToolCall, prompt: string): Promise<{ bytes: Buffer; contentType: string; tags: string[]; title: string }> {
    if (!this.gateway.hasImageModel(call.imageModelId)) return coverImage(prompt);
    const generated = await this.gateway.generateImage(call.imageModelId, prompt);
    if (!generated.ok) throw new ToolInputError(generated.error.message, generated.error.code);
    const contentType = imageTypeOf(generated.bytes);
    if (!contentType) throw new ToolInputError(`The image model answered something that is not a JPEG, PNG, WebP or GIF image (${generated.mediaType})`, 'model.provider_error');
    return { bytes: generated.bytes, contentType, tags: promptWords(prompt).slice(0, 8), title: `made by ${call.imageModelId}` };
  }

  async stopConversation(call: ToolCall, input: { summary?: unknown }): Promise<ToolResult<StopShape>> {
    const summary = typeof input.summary === 'string' ? input.summary.trim() : '';
    return succeeded(call, 'stop_conversation', 'Task completed', {}, { summary });
  }

  /**
   * Not a model tool: the offline agent's rename also renames the game itself (its card, the studio header,
   * the play page), through the command the creator's rename uses, as the agent (actor kind agent, the model named).
   */
  async renameGame(call: ToolCall, name: string): Promise<{ success: boolean; message: string }> {
    try {
      await this.assertAccess(call);
      const actor = this.actor(call);
      const context = this.context(call);
      const command = new RenameGameCommand(call.gameId, name.slice(0, GAME_NAME_MAX), undefined, { actorId: actor.actorId, isStaff: actor.isStaff }, { ...context, metadata: metadataFor(actor, context) });
      await this.commands.execute(command);
      return { success: true, message: `Renamed the game to "${name}"` };
    } catch (error) {
      return { success: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private actor(call: ToolCall) {
    return agentActor(call.user, call.modelId);
  }

  private context(call: ToolCall): CommandContext {
    return { now: call.now, metadata: systemMetadata(call.now, call.cause), sessionId: call.sessionId ?? null };
  }

  private refOf(asset: WorkingTreeAsset) {
    return { asset_type: asset.type, asset_name: asset.name, asset_id: asset.id };
  }

  private dataOf(state: { status: string; current?: { data: AssetData | null } }): Record<string, unknown> {
    return state.status === 'present' ? (state.current?.data ?? {}) : {};
  }

  /** Reads go through the rule writes use (the domain's authorizeAsset): the game's creator (or staff) only. */
  private async assertAccess(call: ToolCall): Promise<void> {
    if (!looksLikeUuid(call.gameId)) throw new ToolInputError('Game not found');
    authorizeAsset(await readGameAccess(this.runner, call.gameId), call.gameId, this.actor(call));
  }

  /** The asset named by id, or by type and name (exact, then any case); deleted ones only when asked. */
  private async find(call: ToolCall, input: AssetLocator, includeDeleted = false): Promise<WorkingTreeAsset> {
    const type = input.asset_type === undefined || input.asset_type === null ? null : assetTypeOf(input.asset_type);
    if (input.asset_id) {
      const id = input.asset_id.trim().toLowerCase();
      const asset = looksLikeUuid(id) ? await assetOfGame((await this.reads.at(VERSIONING, 'committed')).db, call.gameId, id, { includeDeleted, types: type ? [type] : undefined }) : null;
      if (!asset) throw new ToolInputError(`Asset ${input.asset_id} not found`, 'asset.not_found');
      return asset;
    }
    if (!type || !input.name) throw new ToolInputError('Name the asset by asset_id, or by asset_type and name');
    const candidates = await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, call.gameId, [type]);
    const wanted = input.name.trim();
    const asset = candidates.find((a) => a.name === wanted) ?? candidates.find((a) => a.name.toLowerCase() === wanted.toLowerCase());
    if (!asset) throw new ToolInputError(`No ${type} named '${wanted}' found`, 'asset.not_found');
    return asset;
  }

  /** Python's `ast` reading of a script, or null when Python cannot run now (the code is saved unparsed). */
  private async parse(code: string): Promise<ParsedScript | null> {
    return parseScript(this.python, code).catch(() => null);
  }

  /** What the preview does after an edit: a frontend file rebuilds the game's frontend; a script must parse. */
  private async reload(call: ToolCall, type: AssetType, data: Record<string, unknown>): Promise<{ success: boolean; errors: string[] }> {
    if (type === 'frontend_file') {
      const build = await this.frontend.build(call.gameId);
      return build ? { success: build.result.success, errors: buildErrorLines(build.result) } : { success: false, errors: ['The game has no frontend files'] };
    }
    if (type === 'script') {
      const issues = Array.isArray(data.validation_errors) ? (data.validation_errors as { line: number; message: string }[]) : [];
      return { success: issues.length === 0, errors: issues.map((i) => `line ${i.line}: ${i.message}`) };
    }
    return { success: true, errors: [] };
  }
}
