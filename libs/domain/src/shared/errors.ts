import {
  CUSTOM_DASHBOARDS_MAX,
  DASHBOARD_COMPONENTS,
  DASHBOARD_ICONS,
  DASHBOARD_LAYOUT_TYPES,
  DASHBOARD_NAME_MAX,
  type OutOfTokensAnswer,
} from '@tempest/contracts';
import { STREAMING_IN_PROGRESS_MESSAGE } from '../agent/agent.limits.js';
import { COMPONENT_CATEGORY_MAX, COMPONENT_NAME_MAX } from '../component/component.limits.js';
import { ENTITY_NAME_MAX, ENTITY_TYPE_MAX } from '../entity/entity.limits.js';
import {
  CATEGORY_TAG_MAX_LENGTH,
  CATEGORY_TAGS_MAX,
  GAME_DESCRIPTION_MAX,
  GAME_NAME_MAX,
  PUBLISH_MESSAGE_MAX,
  TITLE_CARD_MAX,
} from '../game/game.limits.js';
import { stateTooLargeMessage } from '../play/play.limits.js';
import { TIMELINE_MAX_SAVES, TIMELINE_STATE_MAX_CHARS } from '../timeline/timeline.limits.js';
import { TOKEN_NOTE_MAX } from '../tokens/tokens.limits.js';

/**
 * What kind of "no" an error is. The API answers each with one HTTP status (apps/api common/error-mapping.ts):
 * validation 400, unauthorized 401, forbidden 403, not_found 404, conflict 409, gone 410, too_large 413,
 * unprocessable 422 (a well-formed request about something that cannot be done as it is: a game whose build fails),
 * limited 429 (a rate, a quota or the token balance), upstream_failed 502 (a model provider failed),
 * unavailable 503 (an engine is busy or down), failed 500 (an engine failed on the request, and says so).
 */
export type ErrorCategory =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unprocessable'
  | 'limited'
  | 'upstream_failed'
  | 'unavailable'
  | 'failed';

export const ERROR_CATEGORIES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'too_large',
  'unprocessable',
  'limited',
  'upstream_failed',
  'unavailable',
  'failed',
] as const satisfies readonly ErrorCategory[];

/** What an error tells besides its message: an object, or (a DTO's rules) the list of fields and what is wrong with each. */
export type ErrorDetails = Readonly<Record<string, unknown>> | readonly unknown[];

export type ErrorEntry = {
  readonly category: ErrorCategory;
  /** For people, exactly as clients show it; a function of the details when it names values. */
  readonly message: string | ((details: never) => string);
  /**
   * The throw site words the message for its case (a field's rule, a rate limit's wording); `message` then
   * says what the code means in general.
   */
  readonly worded?: 'at_throw';
  /** The code on the answer when it is not the key: one code answered with two statuses has one key per status. */
  readonly code?: string;
  /** Fields of the answer beside error, code and details, where clients read them. */
  readonly fields?: ((details: never) => Readonly<Record<string, unknown>>) | Readonly<Record<string, unknown>>;
  /** The details only feed the message and fields: they are not on the answer. */
  readonly detailsHidden?: true;
  /** Seconds until trying again may succeed (the API sends them as Retry-After). */
  readonly retryAfterSeconds?: (details: never) => number;
};

const en = (n: number): string => n.toLocaleString('en-US');
const megabytes = (bytes: number): string => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/** A rate or quota of the studio (RateLimiter): its caller words the message; the details say when to try again. */
const rateLimit = {
  category: 'limited',
  message: 'Too many requests. Try again later.',
  worded: 'at_throw',
  retryAfterSeconds: (d: { retryAfterSeconds: number }) => d.retryAfterSeconds,
} as const;

/** A rule of one field broke: the throw site says which rule, the details name the field. */
const fieldRule = (meaning: string) => ({ category: 'validation', message: meaning, worded: 'at_throw' }) as const;

/**
 * Every error the studio answers with: code → category and message. Codes and messages are the API's
 * contract (clients, the spec's tests and the web key on them): change one only with its docs and clients.
 */
export const ERRORS = {
  // Requests
  'request.invalid': fieldRule('The request is not valid'),
  'request.too_large': {
    category: 'too_large',
    message: (d: { bytes: number; limitBytes: number }) =>
      `This change would write ${megabytes(d.bytes)} of events; one request may write at most ${megabytes(d.limitBytes)} (${d.limitBytes} bytes). Make the change in smaller parts.`,
  },
  'query.invalid_assignee': { category: 'validation', message: 'assigned_to_id must be a UUID' },
  'query.invalid_before': { category: 'validation', message: 'before must be a position from a previous page' },
  'query.invalid_limit': fieldRule('limit is out of range'),
  'query.invalid_position': { category: 'validation', message: 'minPosition must be a position like "812.5043"' },
  'query.invalid_status': fieldRule('status is not a known status'),
  'csrf.failed': { category: 'forbidden', message: 'CSRF token missing or incorrect.' },
  rate_limited: rateLimit,

  // Accounts and sign-in
  'auth.required': { category: 'unauthorized', message: 'Authentication required' },
  'auth.wrong_credentials': { category: 'unauthorized', message: 'Wrong username or password.' },
  'auth.wrong_password': { category: 'forbidden', message: 'Wrong password.' },
  'auth.staff_only': { category: 'forbidden', message: 'Only staff can do this.' },
  'auth.analyst_only': { category: 'forbidden', message: 'Only staff and analysts can do this.' },
  'auth.recent_sign_in_required': { category: 'forbidden', message: 'Sign in with Google again, then erase your account within 10 minutes.' },
  // Clients read verification_required at the top of the answer (docs/api-auth.md).
  'auth.verification_required': { category: 'forbidden', message: 'Please verify your email before logging in.', fields: { verification_required: true } },
  'account.invalid': fieldRule('The account details are not valid'),
  'account.email_taken': { category: 'conflict', message: 'An account with this email already exists.' },
  'account.username_taken': { category: 'conflict', message: 'This username is taken.' },
  // A wrong, expired, used or locked code: one message, so nothing is learnt from which.
  'account.invalid_otp': { category: 'validation', message: 'Invalid OTP' },
  'account.code_locked': rateLimit,
  'account.password_required': { category: 'validation', message: 'Enter your password to erase your account.' },
  'google.failed': { category: 'validation', message: 'Google authentication failed' },
  'google.not_configured': { category: 'not_found', message: 'Google sign-in is not configured' },
  'onboarding.invalid': { category: 'validation', message: 'Failed to save onboarding answers' },
  'user.invalid_id': { category: 'validation', message: 'User id must be a UUID' },
  'user.not_found': { category: 'not_found', message: 'User not found' },
  // Staff erase accounts of non-staff only: a staff account's role ends first (npm run staff revoke), or it erases itself.
  'user.erase_staff': { category: 'conflict', message: 'A staff account cannot be erased by staff. End its staff role first.' },
  'user.erase_own': { category: 'conflict', message: 'Erase your own account from your account settings.' },

  // Tokens
  // Clients read error_code and next_allocation_days at the top of the answer (docs/api-agent.md, OutOfTokensAnswer);
  // the balance and the amount refused stay in the server's logs and tests.
  out_of_tokens: {
    category: 'limited',
    message: "You've run out of tokens.",
    fields: (d: { nextAllocationDays: number; balance?: number; amount?: number }): Pick<OutOfTokensAnswer, 'error_code' | 'next_allocation_days'> => ({
      error_code: 'out_of_tokens',
      next_allocation_days: d.nextAllocationDays,
    }),
    detailsHidden: true,
  },
  'tokens.invalid_amount': fieldRule('The amount is not valid'),
  'tokens.invalid_note': { category: 'validation', message: `The note must be at most ${TOKEN_NOTE_MAX} characters` },
  'tokens.turn_already_refunded': { category: 'conflict', message: 'The tokens of this agent turn were already refunded' },
  'tokens.nothing_to_refund': { category: 'conflict', message: 'This agent turn used no tokens to refund' },

  // Games
  'game.invalid_id': { category: 'validation', message: 'Game id must be a UUID' },
  'game.not_found': { category: 'not_found', message: 'Game not found' },
  'game.already_exists': { category: 'conflict', message: 'A game with this id already exists' },
  // One rule, one answer, whatever of the game is being changed (its assets too).
  'game.forbidden': { category: 'forbidden', message: 'Only the creator can change this game.' },
  'game.invalid_name': { category: 'validation', message: `Game name must be 1 to ${GAME_NAME_MAX} characters` },
  'game.invalid_description': { category: 'validation', message: `Game description must be at most ${GAME_DESCRIPTION_MAX} characters` },
  'game.invalid_title_card': {
    category: 'validation',
    message: `Title card must be an http(s) URL, a path starting with / or a data:image URL, at most ${TITLE_CARD_MAX} characters`,
  },
  'game.invalid_category_tags': {
    category: 'validation',
    message: `Category tags: at most ${CATEGORY_TAGS_MAX} tags of at most ${CATEGORY_TAG_MAX_LENGTH} characters each`,
  },
  'game.invalid_publish_message': { category: 'validation', message: `Publish message must be at most ${PUBLISH_MESSAGE_MAX} characters` },
  'game.not_published': { category: 'not_found', message: 'This game is not published' },
  'game.not_cloneable': { category: 'forbidden', message: 'This game cannot be cloned.' },
  // The clone's own steps (complete, fail) apply only while it is being copied.
  'game.not_cloning': { category: 'conflict', message: 'This game is not being cloned' },
  'clone.too_many': { category: 'limited', message: 'Too many clones in progress', worded: 'at_throw' },
  'dashboard.invalid_id': { category: 'validation', message: 'Dashboard id must be an integer' },
  'dashboard.invalid_name': {
    category: 'validation',
    message: `Dashboard name must be 1 to ${DASHBOARD_NAME_MAX} characters with at least one letter or digit`,
  },
  'dashboard.invalid_layout': { category: 'validation', message: `Layout type must be one of: ${DASHBOARD_LAYOUT_TYPES.join(', ')}` },
  'dashboard.invalid_icon': { category: 'validation', message: `Icon must be one of: ${DASHBOARD_ICONS.join(', ')}` },
  'dashboard.invalid_components': {
    category: 'validation',
    message: `Pick 1 to ${DASHBOARD_COMPONENTS.length} different components from: ${DASHBOARD_COMPONENTS.join(', ')}`,
  },
  'dashboard.code_taken': { category: 'conflict', message: 'This game already has a dashboard with that name' },
  'dashboard.limit': { category: 'conflict', message: `A game has at most ${CUSTOM_DASHBOARDS_MAX} custom dashboards` },
  'dashboard.not_found': { category: 'not_found', message: 'Dashboard not found' },

  // Assets, versioning, review
  'asset.invalid_id': { category: 'validation', message: 'Asset id must be a UUID' },
  'asset.invalid_type': { category: 'validation', message: 'asset_type must be one of script, logic_file, entity, prompt, tool, frontend_file' },
  'asset.not_found': { category: 'not_found', message: 'Asset not found' },
  'asset.already_exists': { category: 'conflict', message: 'An asset with this id already exists' },
  'asset.invalid_content': fieldRule('The asset content is not valid'),
  'asset.revision_not_found': { category: 'not_found', message: 'Revision not found' },
  'asset.purged': { category: 'conflict', message: 'This asset was deleted permanently and cannot be changed or restored.' },
  'revision.invalid_id': fieldRule('A revision number is 0 or more'),
  'pending_change.not_found': { category: 'not_found', message: 'Pending change not found' },
  'pending_change.not_rejected': { category: 'conflict', message: 'Only a rejected change can be restored.' },
  'pending_change.already_resolved': { category: 'conflict', message: 'This change has already been reviewed.' },
  'versioning.invalid_session': fieldRule('A versioning session id is a UUID'),
  'versioning.session_not_found': { category: 'not_found', message: 'Versioning session not found' },
  'versioning.invalid_commit': fieldRule('The commit is not valid'),

  // Scripts, prompts, tools, logic files (the field's rule is worded where it is checked; details name the field)
  'script.invalid_id': { category: 'validation', message: 'Script id must be a UUID' },
  'script.not_found': { category: 'not_found', message: 'Script not found' },
  'script.invalid_name': fieldRule('The script name is not valid'),
  'script.invalid_content': fieldRule('The script content is not valid'),
  'script.invalid_parsed_content': fieldRule('The parsed content is not valid'),
  'prompt.not_found': { category: 'not_found', message: 'Prompt not found' },
  'prompt.invalid_name': fieldRule('The prompt name is not valid'),
  'prompt.invalid_description': fieldRule('The prompt description is not valid'),
  'prompt.invalid_content': fieldRule('The prompt content is not valid'),
  'tool.not_found': { category: 'not_found', message: 'Tool not found' },
  'tool.invalid_name': fieldRule('The tool name is not valid'),
  'tool.invalid_description': fieldRule('The tool description is not valid'),
  'tool.invalid_schema': fieldRule('The tool schema is not valid'),
  'tool.invalid_fields': fieldRule('A field of the tool schema is not valid'),
  'logic_file.invalid_id': { category: 'validation', message: 'Logic file id must be a UUID' },
  'logic_file.not_found': { category: 'not_found', message: 'Logic file not found' },
  'logic_file.invalid_name': fieldRule('The logic file name is not valid'),
  'logic_file.invalid_language': fieldRule('The logic file language is not valid'),
  'logic_file.invalid_content': fieldRule('The logic file content is not valid'),

  // Entities
  'entity.invalid_id': { category: 'validation', message: 'Entity id must be a UUID' },
  'entity.not_found': { category: 'not_found', message: 'Entity not found' },
  'entity.invalid_type': fieldRule(`entity_type must be 1 to ${ENTITY_TYPE_MAX} characters`),
  'entity.invalid_name': fieldRule(`name must be at most ${ENTITY_NAME_MAX} characters`),
  'entity.invalid_trigger_state': fieldRule('trigger_state is not valid'),
  'entity.invalid_component_state': fieldRule('component_state is not valid'),
  'entity.invalid_folder_path': fieldRule('folder_path is not valid'),

  // Components
  'component.invalid_game_id': fieldRule('game_id must be a UUID'),
  'component.not_found': { category: 'not_found', message: 'Component not found' },
  'component.already_exists': { category: 'conflict', message: 'A component with this id already exists' },
  'component.invalid_slug': fieldRule('The slug is not valid'),
  'component.invalid_aliases': fieldRule('The aliases are not valid'),
  'component.invalid_name': { category: 'validation', message: `Component name must be at most ${COMPONENT_NAME_MAX} characters` },
  'component.invalid_category': { category: 'validation', message: `Component category must be at most ${COMPONENT_CATEGORY_MAX} characters` },
  'component.invalid_field_schema': fieldRule('The field schema is not valid'),
  'component.game_immutable': {
    category: 'validation',
    message: 'A component cannot move to another game (or between a game and global): create a new one instead',
  },
  'component.slug_taken': {
    category: 'conflict',
    message: (d: { slug: string; gameId: string | null }) =>
      d.gameId ? `This game already has a component with the slug "${d.slug}"` : `A global component with the slug "${d.slug}" already exists`,
  },
  'component.alias_taken': {
    category: 'conflict',
    message: (d: { name: string; componentId: string }) => `"${d.name}" is already the slug or an alias of another component here`,
  },
  'component.forbidden': {
    category: 'forbidden',
    message: (d: { gameId: string | null }) => (d.gameId ? "Only the game's creator can change its components." : 'Only staff can change global components.'),
  },
  // Worded by componentInUse: the message names the entities, the details only count them.
  'component.in_use': { category: 'conflict', message: 'The component is used by entities: remove it from them first', worded: 'at_throw' },

  // Frontends
  // Playtests (docs/api-playtest.md)
  'playtest.no_frontend': { category: 'unprocessable', message: 'The game has no frontend files to play. Add an index.tsx first.' },
  'playtest.build_failed': { category: 'unprocessable', message: (d: { error: string }) => `The game's build failed, so it cannot be played: ${d.error}` },
  'playtest.unavailable': { category: 'unavailable', message: 'The playtest could not run just now. Try again in a moment.' },
  'frontend.invalid_id': { category: 'validation', message: 'Frontend id must be a UUID' },
  'frontend.invalid_file_id': { category: 'validation', message: 'File id must be a UUID' },
  'frontend.no_game_id': { category: 'validation', message: 'No game ID provided' },
  'frontend.no_files': { category: 'validation', message: 'No files to compile' },
  'frontend.not_found': { category: 'not_found', message: 'Frontend not found' },
  'frontend.already_exists': { category: 'conflict', message: 'A frontend with this id already exists' },
  'frontend.invalid_name': fieldRule('The frontend name is not valid'),
  'frontend.invalid_description': fieldRule('The frontend description is not valid'),
  'frontend.invalid_settings': fieldRule('The frontend settings are not valid'),
  'frontend.invalid_filename': fieldRule('The filename is not valid'),
  'frontend.invalid_folder_path': fieldRule('The folder path is not valid'),
  'frontend.invalid_content': fieldRule('The file content is not valid'),
  'frontend.file_too_large': fieldRule('The file is too large'),
  'frontend.too_many_files': fieldRule('The project has too many files'),
  'frontend.duplicate_filename': fieldRule('A file is listed twice'),
  'frontend.entry_point_fixed': { category: 'validation', message: 'The entry point is fixed at index.tsx' },
  'frontend.file_not_found': { category: 'not_found', message: 'File not found' },
  'frontend.file_exists': { category: 'conflict', message: (d: { filename: string }) => `File ${d.filename} already exists` },
  'frontend.last_file': { category: 'validation', message: 'Cannot delete the last file' },
  'frontend.file_changed': { category: 'conflict', message: 'This was changed by someone else in the meantime. Reload and try again.' },
  'frontend.invalid_source': { category: 'validation', message: "source must be 'working', 'published', 'preview', 'checkpoint' or 'moment'" },
  'frontend.invalid_position': { category: 'validation', message: "source 'moment' needs position, a global position (a whole number from 1)" },
  'frontend.invalid_checkpoint': { category: 'validation', message: "source 'checkpoint' needs checkpoint, a checkpoint id (UUID)" },
  'frontend.invalid_build': { category: 'validation', message: "source 'preview' needs build, the buildId of a compile" },

  // Checkpoints and rollback
  'checkpoint.not_found': { category: 'not_found', message: 'Checkpoint not found' },
  'checkpoint.invalid': fieldRule('The checkpoint is not valid'),
  // Rollback processes (libs/domain/src/rollback): refusals between replicas, never a request's answer unless a step is out of order.
  'rollback.lease_held': { category: 'conflict', message: 'Another replica is driving this rollback' },
  'rollback.lease_lost': { category: 'conflict', message: 'This replica no longer drives the rollback' },
  'rollback.invalid_step': { category: 'conflict', message: 'This rollback step is out of order', worded: 'at_throw' },
  'checkpoint.already_exists': { category: 'conflict', message: 'A checkpoint with this id already exists' },
  'checkpoint.rollback_in_progress': {
    category: 'conflict',
    message: 'Another rollback of this game is in progress. Try again when it has finished.',
  },
  'checkpoint.agent_working': {
    category: 'conflict',
    message: 'The AI assistant is still working on this game. Wait for it to finish, or stop it, before rolling back.',
  },
  'checkpoint.not_agent_turn': {
    category: 'validation',
    message: 'Only a checkpoint the AI assistant made names a turn whose tokens can be refunded',
  },
  'checkpoint.turn_not_rolled_back': { category: 'conflict', message: 'Roll back to a checkpoint before this agent turn to refund its tokens' },

  // Play sessions and their timelines
  'play.invalid_session_id': { category: 'validation', message: 'Session id must be a UUID' },
  // No such session, or not the caller's (the same answer, so ids of others' sessions reveal nothing).
  'play.session_not_found': { category: 'not_found', message: 'Session not found' },
  // A game action over a socket whose handshake carried no player (the tab's visitor cookie was set after it connected).
  'play.socket_without_player': {
    category: 'unauthorized',
    message: 'This connection started before the player was known: open it again, or send the action over HTTP',
  },
  'play.session_exists': { category: 'conflict', message: 'This play session has already started' },
  'play.state_too_large': {
    category: 'validation',
    message: (d: { size: number; limit: number }) => stateTooLargeMessage(d.size),
  },
  'play.moment_not_reached': {
    category: 'validation',
    message: (d: { position: string; latest: string }) => `momentPosition ${d.position} is after the newest event (position ${d.latest})`,
  },
  'play.invalid_action': { category: 'validation', message: 'action must be a function name or script_name.function_name' },
  'play.ambiguous_action': {
    category: 'validation',
    message: (d: { action: string; scripts: readonly string[] }) =>
      `"${d.action}" is defined in several scripts (${d.scripts.join(', ')}): name one as script_name.${d.action}`,
  },
  'play.unknown_action': { category: 'not_found', message: (d: { action: string }) => `Unknown action "${d.action}": no script of this game defines it` },
  'play.storage_quota': rateLimit,
  'timeline.invalid_checkpoint_id': { category: 'validation', message: 'Checkpoint id must be a UUID' },
  'timeline.full': {
    category: 'conflict',
    message: `This timeline holds ${TIMELINE_MAX_SAVES} saves, the most one can. Start a new game to save again.`,
  },
  'timeline.checkpoint_not_found': { category: 'not_found', message: 'Checkpoint not found' },
  'timeline.parent_not_found': { category: 'validation', message: 'parent_checkpoint_id must be a checkpoint of this timeline' },
  'timeline.lineage_mismatch': { category: 'validation', message: "lineage_id must be the session's lineage" },
  'timeline.checkpoint_exists': { category: 'conflict', message: 'This checkpoint exists already' },
  'timeline.state_too_large': {
    category: 'validation',
    message: (d: { size: number; limit: number }) =>
      `The checkpoint state is ${en(d.size)} characters of JSON; a checkpoint holds at most ${en(TIMELINE_STATE_MAX_CHARS)}.`,
  },
  'timeline.thumbnail_exists': { category: 'conflict', message: 'This checkpoint has a thumbnail already' },
  'timeline.version_unrecorded': {
    category: 'conflict',
    message: 'No checkpoint records the version of the game this save was made on; restore it into the version playing instead',
  },
  'timeline.state_erased': { category: 'gone', message: 'This save was erased with its player’s account.' },

  // The agent and its models
  // No such session, or not the caller's (the same answer, so ids of others' sessions reveal nothing).
  'agent.session_not_found': { category: 'not_found', message: 'Session not found' },
  'agent.session_exists': { category: 'conflict', message: 'This agent session has already started' },
  // One message in flight: a new one waits until the current stream has ended.
  'agent.streaming_in_progress': { category: 'conflict', message: STREAMING_IN_PROGRESS_MESSAGE },
  // A programmatic session ends 300000 ms after it started.
  'agent.session_timed_out': { category: 'conflict', message: 'This agent session has timed out' },
  // The dashboard's auto start sends a game's first prompt once: not again after an agent turn started on the game.
  'agent.first_prompt_sent': { category: 'conflict', message: "This game's first prompt has been sent already" },
  'agent.stream_not_found': { category: 'not_found', message: 'Stream not found' },
  'agent.stream_exists': { category: 'conflict', message: 'This stream has already started' },
  'agent.message_exists': { category: 'conflict', message: 'This message has already started' },
  'agent.message_not_found': { category: 'not_found', message: 'Message not found' },
  'agent.media_not_found': { category: 'not_found', message: 'No such image in this conversation' },
  'model.not_configured': { category: 'validation', message: (d: { modelId: string }) => `Model '${d.modelId}' is not configured on this server` },
  'models.invalid_type': { category: 'validation', message: 'type must be "chat" or "image"' },
  'models.invalid_request': { category: 'validation', message: 'Failed to update model preferences' },
  'models.unavailable': { category: 'validation', message: 'Failed to update model preferences' },
  // The provider's own failure, scrubbed of secrets (apps/api agent/models).
  'model.provider_error': { category: 'upstream_failed', message: 'The model provider failed', worded: 'at_throw' },
  'model.offline': { category: 'upstream_failed', message: 'The model is run by the built-in offline agent, not by a provider', worded: 'at_throw' },

  // The Python runtime (apps/api python/, thrown today as its own classes; their owner moves them to these codes)
  'python.timeout': {
    category: 'validation',
    message: (d: { timeoutMs: number }) => `The script took too long to process (limit ${d.timeoutMs} ms).`,
  },
  'python.busy': { category: 'unavailable', message: 'The Python runtime is busy. Try again in a moment.' },
  // The process runs as many game actions as it may (play/admission.ts): the player's frame retries the same action id.
  'play.busy': { category: 'unavailable', message: 'The game is busy. Retrying in a moment.', retryAfterSeconds: () => 1 },
  'python.unavailable': { category: 'unavailable', message: 'The Python runtime is not available', worded: 'at_throw' },
  'python.failed': { category: 'failed', message: 'Python failed', worded: 'at_throw' },
  'script.too_large': {
    category: 'validation',
    message: (d: { length: number; limit: number }) => `The script is too long (${d.length} characters; at most ${d.limit}).`,
  },
  'clone.task_not_found': { category: 'not_found', message: 'Task not found' },

  // Media and uploads
  'media.not_found': { category: 'not_found', message: 'No such media' },
  'upload.missing': {
    category: 'validation',
    message: (d: { field: string }) => `Send the image as a multipart/form-data file in the field "${d.field}"`,
  },
  'upload.empty': { category: 'validation', message: 'The image is empty' },
  'upload.too_large': { category: 'too_large', message: 'The image is too large', worded: 'at_throw' },
  'upload.not_an_image': fieldRule('The file is not an image of an accepted type'),
  'upload.unexpected_file': fieldRule('Send one image, in the form field named'),
  'upload.refused': fieldRule('The upload was refused'),
  'upload.malformed': fieldRule('The multipart body could not be read'),

  // History, audit, analytics, operations
  'change.not_found': { category: 'not_found', message: 'Change not found' },
  'event.not_found': { category: 'not_found', message: 'Event not found' },
  'analytics.exports_off': { category: 'forbidden', message: 'Exports are turned off. Ask staff to turn them on.' },
  // A download while exports are off is a 404, as for an export that is not there (docs/api-analytics.md).
  'analytics.exports_off.download': {
    category: 'not_found',
    code: 'analytics.exports_off',
    message: 'Exports are turned off. Ask staff to turn them on.',
  },
  'analytics.personal_stream': {
    category: 'forbidden',
    message: 'Analysts cannot search stream names that hold personal data (emails, usernames, visitors).',
  },
  'export.invalid_id': { category: 'validation', message: 'Export id must be a UUID' },
  'export.not_found': { category: 'not_found', message: 'Export not found' },
  'export.quota': { category: 'conflict', message: 'The export quota is reached', worded: 'at_throw' },
  'export.not_ready': { category: 'conflict', message: 'The export has not finished.' },
  'export.expired': { category: 'gone', message: 'This export has expired and its file was deleted. Start it again.' },
  'export.file_missing': { category: 'not_found', message: 'The export file is not on this server. Start the export again.' },
  'rebuild.invalid_id': { category: 'validation', message: 'Rebuild id must be a UUID' },
  'rebuild.not_found': { category: 'not_found', message: 'Rebuild not found' },
  'rebuild.in_progress': { category: 'conflict', message: 'A rebuild of this projection is already running', worded: 'at_throw' },
  'rebuild.busy': { category: 'conflict', message: 'Another rebuild is running', worded: 'at_throw' },
  'projection.not_found': { category: 'not_found', message: (d: { projection: string; known: readonly string[] }) => `There is no projection named ${d.projection}` },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
type Entries = typeof ERRORS;

/** The details an entry's message, fields or retry time are made of; any details when it names none. */
type DetailsOf<E> = E extends { message: (details: infer D) => string }
  ? D
  : E extends { fields: (details: infer D) => unknown }
    ? D
    : E extends { retryAfterSeconds: (details: infer D) => number }
      ? D
      : ErrorDetails | undefined;
type DetailsArgs<D> = undefined extends D ? [details?: D] : [details: D];

/** What `new DomainError(code, …)` takes after the code: the site's wording when the entry asks for it, then the details. */
export type ErrorArgs<C extends ErrorCode> = Entries[C] extends { worded: 'at_throw' }
  ? [message: string, ...DetailsArgs<DetailsOf<Entries[C]>>]
  : DetailsArgs<DetailsOf<Entries[C]>>;

/** Codes whose throw site words the message (a field's rule): `new DomainError(code, message, details?)`. */
export type WordedErrorCode = { [C in ErrorCode]: Entries[C] extends { worded: 'at_throw' } ? C : never }[ErrorCode];

/** Codes thrown with nothing but the code (a route parameter's "… id must be a UUID"). */
export type PlainErrorCode = { [C in ErrorCode]: [] extends ErrorArgs<C> ? C : never }[ErrorCode];

const entryOf = (key: ErrorCode): ErrorEntry => ERRORS[key];

/**
 * A rule of the studio said no. `key` names the catalogue entry; `code` is the stable code on the answer
 * (clients and tests key on it), `message` is for people, `details` name what was refused.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: ErrorCode;
  readonly category: ErrorCategory;
  readonly details?: ErrorDetails;

  constructor(
    readonly key: C,
    ...args: ErrorArgs<C>
  ) {
    const entry = entryOf(key);
    const [said, details] = (entry.worded === 'at_throw' ? args : [undefined, ...args]) as unknown as [string | undefined, ErrorDetails | undefined];
    super(said ?? (typeof entry.message === 'string' ? entry.message : (entry.message as (d: ErrorDetails | undefined) => string)(details)));
    this.name = 'DomainError';
    this.code = (entry.code ?? key) as ErrorCode;
    this.category = entry.category;
    if (details !== undefined) this.details = details;
  }

  /** Top-level fields of the answer beside error, code and details (none for most errors). */
  get fields(): Readonly<Record<string, unknown>> | undefined {
    const { fields } = entryOf(this.key);
    return typeof fields === 'function' ? (fields as (d: ErrorDetails | undefined) => Readonly<Record<string, unknown>>)(this.details) : fields;
  }

  /** The details as the answer carries them (hidden where they only fed the message or fields). */
  get answeredDetails(): ErrorDetails | undefined {
    return entryOf(this.key).detailsHidden ? undefined : this.details;
  }

  /** Seconds until trying again may succeed, where the error says so. */
  get retryAfterSeconds(): number | undefined {
    const { retryAfterSeconds } = entryOf(this.key);
    return retryAfterSeconds ? (retryAfterSeconds as (d: ErrorDetails | undefined) => number)(this.details) : undefined;
  }
}

/** Whether a thrown value is the domain's refusal of that catalogue key (a caller that handles one case). */
export const isDomainError = <C extends ErrorCode>(error: unknown, key: C): error is DomainError<C> => error instanceof DomainError && error.key === key;
