/**
 * Test support: sends fuzz cases to the running API and checks every answer — below 500, an `error`
 * message on every refusal, nothing written by a refused request — collecting failures instead of
 * stopping at the first, so one run reports them all.
 */
import type { FuzzCase } from './fuzz-corpus.js';
import { describeOperation, fillPath, type Operation } from './openapi-routes.js';
import { eventCount, eventsOfRequest, namedRequest } from './refusals.js';
import type { ServerErrorLog } from './server-errors.js';
import type { TestApp } from './test-app.js';
import type { Client } from './users.js';

/** Who sends: the cookies of a client (session and csrftoken, or only csrftoken) and its CSRF header. */
export type Sender = { label: string; cookie: string; csrf: string | null };

export const senderOf = (label: string, client: Client, withCsrfHeader = true): Sender => ({
  label,
  cookie: client.cookies().map((c) => `${c.name}=${c.value}`).join('; '),
  csrf: withCsrfHeader ? client.csrf : null,
});

/** `requestId`: the id the answer names (X-Request-Id): the events it caused carry it. */
export type Answer = { status: number; contentType: string; text: string; streamed: boolean; requestId: string };

export type Failure = { route: string; who: string; input: string; status: number | null; problem: string; body: string; logged: string[] };

/** Routes whose success starts work that goes on writing events after the answer (the agent). */
const BACKGROUND_WORK = /agentic|generate-game-from-prompt|send-message-code-assistant|clone-game/;
/** Routes behind a rate limiter: its counters are cleared before each request, so every case reaches the handler. */
const RATE_LIMITED = /login-auth|verification-otp|verify-email-otp|reset-password|clone-game|playtest/;

const TIMEOUT_MS = 20_000;

/** One request as fetch sends it: no content type unless the case names one, nothing followed. */
export const sendCase = async (url: string, op: Operation, sender: Sender, fuzz: FuzzCase): Promise<Answer> => {
  const path = fillPath(op.path, fuzz.pathValues);
  const headers: Record<string, string> = { accept: 'application/json', ...fuzz.headers };
  if (sender.cookie) headers.cookie = sender.cookie;
  if (sender.csrf) headers['x-csrftoken'] = sender.csrf;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`${url}${path}${fuzz.query ? `?${fuzz.query}` : ''}`, {
      method: op.method.toUpperCase(),
      headers,
      body: op.method === 'get' || !fuzz.body ? undefined : new Uint8Array(fuzz.body),
      redirect: 'manual',
      signal: controller.signal,
    });
    const contentType = response.headers.get('content-type') ?? '';
    const requestId = namedRequest(response.headers.get('x-request-id'));
    // A text/event-stream may run for as long as the agent works: its status is what counts.
    if (contentType.startsWith('text/event-stream')) {
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status, contentType, text: '', streamed: true, requestId };
    }
    return { status: response.status, contentType, text: await response.text(), streamed: false, requestId };
  } finally {
    clearTimeout(timer);
  }
};

const errorMessageOf = (answer: Answer): string | null => {
  if (!answer.contentType.includes('json')) return null;
  try {
    const error = (JSON.parse(answer.text) as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error.length > 0 ? error : null;
  } catch {
    return null;
  }
};

const codeOf = (answer: Answer): string | null => {
  try {
    const code = (JSON.parse(answer.text) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
};

const statusClass = (status: number) => Math.floor(status / 100);

/**
 * What else an answer must be: `pairStatus`, the status of the same body sent as JSON just before (a
 * JSON body under another content type must be refused with 415 or read as that JSON); `mustRefuse`, a
 * body the route must refuse whoever sends it.
 */
export type Expectations = { pairStatus?: number | null; mustRefuse?: boolean };

export type FuzzTally = {
  requests: number;
  serverErrors: number;
  byStatus: Record<number, number>;
  sendMs: number;
  checkMs: number;
  /** Requests and milliseconds (sending and checking) per route. */
  byRoute: Record<string, { requests: number; ms: number }>;
};

export class FuzzProbe {
  readonly tally: FuzzTally = { requests: 0, serverErrors: 0, byStatus: {}, sendMs: 0, checkMs: 0, byRoute: {} };

  constructor(
    private readonly app: TestApp,
    private readonly errors: ServerErrorLog,
  ) {}

  /**
   * Waits until no event has been appended for 300 ms (at most 15 s). Not for the verdict (each request is
   * charged only its own events): so that the next cases reach the route's code instead of the 429 of
   * "3 clones already running", and a busy machine is not made busier.
   */
  private async settle(): Promise<void> {
    let last = await eventCount(this.app);
    for (let quiet = 0, waited = 0; quiet < 3 && waited < 15_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await eventCount(this.app);
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
  }

  /** Sends one case and returns what was wrong with the answer (nothing when all was right). */
  async probe(op: Operation, sender: Sender, fuzz: FuzzCase, expect: Expectations): Promise<{ status: number | null; code: string | null; failures: Failure[] }> {
    const started = performance.now();
    if (RATE_LIMITED.test(op.path)) await this.app.infra.pool.query(`DELETE FROM "${this.app.config.schema}".rate_limits`);
    this.errors.clear();
    const sending = performance.now();
    let answer: Answer | null = null;
    let thrown: unknown = null;
    try {
      answer = await sendCase(this.app.url, op, sender, fuzz);
    } catch (error) {
      thrown = error;
    }
    const answered = performance.now();
    const status = answer?.status ?? null;
    // What this request wrote: the events naming its request id, whatever other work lands meanwhile.
    const events = answer ? await eventsOfRequest(this.app, answer.requestId) : [];
    const written = events.length;
    // An agent's or a clone's work goes on after the answer: let it finish before the next case.
    if (answer && answer.status < 400 && BACKGROUND_WORK.test(op.path) && (written > 0 || answer.streamed)) await this.settle();
    this.count(op, status, answered - sending, performance.now() - started);
    const problems = answer ? problemsWith(answer, events, expect) : [`no answer: ${thrown instanceof Error ? thrown.message : String(thrown)}`];
    const logged = this.errors.take();
    const failures = problems.map((problem) => ({
      route: describeOperation(op),
      who: sender.label,
      input: fuzz.label + (fuzz.query ? ` ?${fuzz.query.slice(0, 60)}` : ''),
      status,
      problem,
      body: answer?.text.slice(0, 200) ?? '',
      logged,
    }));
    return { status, code: answer ? codeOf(answer) : null, failures };
  }

  private count(op: Operation, status: number | null, sendMs: number, totalMs: number): void {
    this.tally.requests++;
    if (status !== null) this.tally.byStatus[status] = (this.tally.byStatus[status] ?? 0) + 1;
    if (status !== null && status >= 500) this.tally.serverErrors++;
    this.tally.sendMs += sendMs;
    this.tally.checkMs += totalMs - sendMs;
    const route = (this.tally.byRoute[describeOperation(op)] ??= { requests: 0, ms: 0 });
    route.requests++;
    route.ms += totalMs;
  }
}

/** What is wrong with one answer, given the events its request wrote. */
const problemsWith = (answer: Answer, events: string[], { pairStatus = null, mustRefuse = false }: Expectations): string[] => {
  const problems: string[] = [];
  const written = events.length;
  if (answer.status >= 500) problems.push(`${answer.status} (server error)`);
  if (answer.status >= 400 && !errorMessageOf(answer)) problems.push(`refusal without a JSON error message (${answer.contentType || 'no content type'})`);
  if (answer.status >= 400 && answer.status < 500 && written !== 0) problems.push(`refused, yet ${written} event(s) written (request ${answer.requestId}: ${events.slice(0, 3).join(', ')})`);
  if (mustRefuse && answer.status < 400) problems.push('accepted a body with an unknown or prototype key (expected 400)');
  if (pairStatus !== null && answer.status !== 415 && statusClass(answer.status) !== statusClass(pairStatus)) {
    problems.push(`read differently from the same body sent as application/json just before (${pairStatus})`);
  }
  return problems;
};
