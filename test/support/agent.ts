import { readEventStream, type SseEvent } from './sse.js';
import type { Client } from './users.js';

export type { SseEvent };

/** A tool_end result as the chat's tool cards read it. */
export type ToolResult = { success: boolean; message?: string; error?: string | null; asset_type?: string; asset_name?: string; asset_id?: string; [key: string]: unknown };

/** A finished agent turn: its events, what the assistant said, the tools it ran and how the stream ended. */
export type Turn = {
  events: SseEvent[];
  text: string;
  tools: { tool: string; input: Record<string, unknown>; result: ToolResult | null }[];
  end: { reason: string; tokens?: number; error?: unknown } | null;
};

/** Reads a text/event-stream over fetch with the client's cookies: `next(type)` waits for the next event of that type (or any). */
export const openStream = (client: Client, path: string) =>
  readEventStream(`${client.url}${path}`, { cookie: client.cookies().map((c) => `${c.name}=${c.value}`).join('; '), 'x-csrftoken': client.csrf });

/** Pure: a turn's events read as the chat panel shows them. */
export const summariseTurn = (events: SseEvent[]): Turn => {
  const starts = new Map(events.filter((e) => e.type === 'tool_start').map((e) => [e.data.tool_call_id as string, e.data]));
  return {
    events,
    text: events
      .filter((e) => e.type === 'message_chunk')
      .map((e) => e.data.content)
      .join(''),
    tools: events
      .filter((e) => e.type === 'tool_end')
      .map((e) => ({
        tool: e.data.tool as string,
        input: (starts.get(e.data.tool_call_id as string)?.input ?? {}) as Record<string, unknown>,
        result: (e.data.result ?? null) as ToolResult | null,
      })),
    end: (events.findLast((e) => e.type === 'stream_end')?.data ?? null) as Turn['end'],
  };
};

/** `POST /create/api/creation/generate-game-from-prompt/` → the new game's id. */
export const generateGame = async (client: Client, prompt: string): Promise<string> => {
  const response = await client.post('/create/api/creation/generate-game-from-prompt/', { prompt });
  if (response.status !== 200) throw new Error(`generate-game-from-prompt answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.gameId as string;
};

/** `POST /create/agentic/stream/v2/init/` → the session id (this user's open session of the game, else a new one). */
export const initSession = async (client: Client, gameId: string, body: Record<string, unknown> = {}): Promise<string> => {
  const response = await client.post('/create/agentic/stream/v2/init/', { game_id: gameId, ...body });
  if (response.status !== 200) throw new Error(`init answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.session_id as string;
};

/** Sends one message over `GET /create/agentic/stream/v2/{id}/?message=…` and reads the stream to its end. */
export const sendMessage = async (client: Client, sessionId: string, message: string): Promise<Turn> => {
  const stream = await openStream(client, `/create/agentic/stream/v2/${sessionId}/?message=${encodeURIComponent(message)}`);
  if (stream.response.status !== 200) throw new Error(`The stream answered ${stream.response.status}: ${await stream.response.text()}`);
  return summariseTurn(await stream.all());
};

/** Pure: why a turn is not a clean, complete one (null when it is): how it ended, and any failed tool. */
export const turnProblems = (turn: Turn): string | null => {
  const problems: string[] = [];
  if (turn.end?.reason !== 'complete') problems.push(`the stream ended ${JSON.stringify(turn.end)}`);
  for (const t of turn.tools) {
    if (t.result?.success !== true) problems.push(`${t.tool} ${JSON.stringify(t.input).slice(0, 200)} failed: ${JSON.stringify(t.result).slice(0, 400)}`);
  }
  const errors = turn.events.filter((e) => e.type === 'error' || e.type === 'llm_error');
  if (errors.length > 0) problems.push(`error events: ${JSON.stringify(errors.map((e) => e.data))}`);
  return problems.length === 0 ? null : problems.join('; ');
};

/** The game's first frontend project id (`GET …/frontends/`). */
export const frontendIdOf = async (client: Client, gameId: string): Promise<string> => {
  const response = await client.get(`/create/vibecode/api/games/${gameId}/frontends/`);
  const id = response.body?.frontends?.[0]?.id as string | undefined;
  if (response.status !== 200 || id === undefined) throw new Error(`No frontend for game ${gameId}: ${response.status} ${JSON.stringify(response.body)}`);
  return id;
};

export type CompileSummary = { success: boolean; error: string | null; lintErrors: unknown[]; lintSummary: { error: number; warning: number } };

/** Compiles the game's saved frontend files (`POST /create/vibecode/api/compile/` with `useServerFiles`). */
export const compileSaved = async (client: Client, gameId: string, frontendId?: string): Promise<CompileSummary> => {
  const response = await client.post('/create/vibecode/api/compile/', { gameId, useServerFiles: true, ...(frontendId ? { frontendId } : {}) });
  if (response.status !== 200) throw new Error(`compile answered ${response.status}: ${JSON.stringify(response.body)}`);
  const { success, error, lintErrors, lintSummary } = response.body;
  return { success, error, lintErrors, lintSummary };
};
