import type { RemotePglite } from './pglite-remote';
import pg from 'pg';

/**
 * What changed in the rows the in-memory caches are built from, as the database's triggers report
 * it after commit (migration 0006, channel `trilha_changes`; docs/caching.md). Whichever process or
 * person made the change, every process hears it and forgets what it kept:
 * - `session`: a session row was revoked or changed (sign-out, password reset);
 * - `user`: a user's row or roles changed (their cached sessions and viewer);
 * - `learner`: a user's enrolments, lesson progress or favourites changed (their viewer);
 * - `access`: a product's courses changed, which moves every member's access in the school;
 * - `school`: the school's row (versions, name) or settings changed;
 * - `hosts`: a custom domain was added or removed;
 * - `communities`: a community of the school or the products that open it changed (every member's access);
 * - `post`: a community post was written, edited, pinned, liked, commented or deleted (`pinned` as
 *   the row is, or was for a delete); `postMedia`: a post's media rows changed (community unknown);
 * - `lessonComments`: a lesson's comment or reply was written or deleted, or a comment's replies
 *   count or `answered` moved; `marquees`: a marquee of the school was created, edited or deleted;
 * - `lives`: a live of the school or its products changed; `customHtml`: a custom HTML block of the school;
 * - `quizzes`: a quiz of the school, or its questions or profiles (added, removed, settings);
 * - `quizTaker`: a member's quiz attempt started, was submitted or was deleted (not a saved answer);
 * - `all`: notifications may have been missed (the listening connection came back): forget everything.
 */
export type Change =
  | { kind: 'session'; tenantId: number; tokenHash: string }
  | { kind: 'user' | 'learner' | 'quizTaker'; tenantId: number; userId: number }
  | { kind: 'access' | 'school' | 'communities'; tenantId: number }
  | { kind: 'post'; tenantId: number; communityId: number; postId: number; pinned: boolean }
  | { kind: 'postMedia'; tenantId: number; postId: number }
  | { kind: 'lessonComments'; tenantId: number; lessonId: number }
  | { kind: 'marquees' | 'lives' | 'customHtml' | 'quizzes'; tenantId: number }
  /** A statement changed notifications: of one user, or (null) of several in the school (migration 0021). */
  | { kind: 'notifications'; tenantId: number; userId: number | null }
  | { kind: 'hosts' | 'all' };

export type ChangeFeed = {
  /** Handlers run in the order registered, for every change; one that throws does not stop the others. */
  on: (handler: (change: Change) => void) => void;
  /**
   * Resolves once every change committed before the call has been heard and handled: it sends a
   * marker on the channel and waits for it, since PostgreSQL delivers notifications in commit order.
   * Tests that write straight into the database call it before reading through the app.
   */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

const CHANGES_CHANNEL = 'trilha_changes';

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/** The triggers' compact payloads (`l:1:42`, `s:1:<hash>`, `t:1`, `h`, `p:1:7:9001:false`, `k:1:12`, `q:1`, `v:1`, `b:1`, `n:1`, `n:1:42`, `z:1`, `y:1:42`), parsed; anything else is ignored. */
export function parseChange(payload: string): Change | null {
  const [code, tenant, rest, ...more] = payload.split(':');
  const tenantId = Number(tenant);
  if (code === 'h') return { kind: 'hosts' };
  if (!Number.isSafeInteger(tenantId)) return null;
  if (code === 's' && rest) return { kind: 'session', tenantId, tokenHash: rest };
  if (code === 't') return { kind: 'school', tenantId };
  if (code === 'a') return { kind: 'access', tenantId };
  if (code === 'c') return { kind: 'communities', tenantId };
  if (code === 'q') return { kind: 'marquees', tenantId };
  if (code === 'v') return { kind: 'lives', tenantId };
  if (code === 'b') return { kind: 'customHtml', tenantId };
  if (code === 'n') {
    if (rest === undefined || rest === '') return { kind: 'notifications', tenantId, userId: null };
    return isId(Number(rest)) ? { kind: 'notifications', tenantId, userId: Number(rest) } : null;
  }
  if (code === 'z') return { kind: 'quizzes', tenantId };
  if (code === 'k') return isId(Number(rest)) ? { kind: 'lessonComments', tenantId, lessonId: Number(rest) } : null;
  if (code === 'p') {
    const [communityId, postId] = [Number(rest), Number(more[0])];
    if (!isId(communityId) || !isId(postId)) return null;
    return { kind: 'post', tenantId, communityId, postId, pinned: more[1] === 'true' };
  }
  if (code === 'm') return isId(Number(rest)) ? { kind: 'postMedia', tenantId, postId: Number(rest) } : null;
  const userId = Number(rest);
  if (!Number.isSafeInteger(userId)) return null;
  if (code === 'u') return { kind: 'user', tenantId, userId };
  if (code === 'l') return { kind: 'learner', tenantId, userId };
  if (code === 'y') return { kind: 'quizTaker', tenantId, userId };
  return null;
}

const MARKER = 'm:';
let markers = 0;

function dispatcher(onError: (error: unknown) => void, notify: (payload: string) => Promise<unknown>) {
  const handlers: ((change: Change) => void)[] = [];
  const waiting = new Map<string, () => void>();
  const emit = (change: Change) => {
    for (const handler of handlers) {
      try {
        handler(change);
      } catch (error) {
        onError(error);
      }
    }
  };
  return {
    emit,
    on: (handler: (change: Change) => void) => void handlers.push(handler),
    flush: async () => {
      const marker = `${MARKER}${process.pid}:${++markers}`;
      const heard = new Promise<void>((resolve) => waiting.set(marker, resolve));
      await notify(marker);
      await heard;
    },
    /** A payload as it arrives: a marker releases its flush, anything else is parsed and handled. */
    receive: (payload: string) => {
      const release = waiting.get(payload);
      if (release) {
        waiting.delete(payload);
        release();
        return;
      }
      const change = parseChange(payload);
      if (change) emit(change);
    },
  };
}

/** The embedded database: one process, so the notifications come from its own connection. */
export async function pgliteChanges(client: RemotePglite, onError: (error: unknown) => void): Promise<ChangeFeed> {
  const feed = dispatcher(onError, (payload) => client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]));
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => feed.receive(payload));
  return { on: feed.on, flush: () => feed.flush(), close: () => unlisten() };
}

const RETRY_MS = [250, 1_000, 5_000, 15_000];

/**
 * A PostgreSQL server: one connection of its own (outside the pool) listens. When it drops, it
 * reconnects with backoff and then emits `all`, since changes made meanwhile went unheard; until
 * then the caches' own lifetimes bound what a process may serve stale.
 */
export async function postgresChanges(url: string, onError: (error: unknown) => void): Promise<ChangeFeed> {
  const feed = dispatcher(onError, async (payload) => {
    // Any connection will do: the marker follows every change committed before it.
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    try {
      await sender.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    } finally {
      await sender.end();
    }
  });
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let heardBefore = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) feed.receive(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      failures = 0;
      if (heardBefore) feed.emit({ kind: 'all' });
      heardBefore = true;
    } catch (error) {
      onError(error);
      retry(next);
    }
  };
  const retry = (from: pg.Client) => {
    if (closed || client !== from) return;
    client = null;
    from.removeAllListeners('end');
    void from.end().catch(() => undefined);
    const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
  };
  // The first LISTEN is in place before the app serves: nothing it caches can miss a change.
  await connect();
  return {
    on: feed.on,
    flush: () => feed.flush(),
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
