import { sendWithRetries, type Attempts, type ChunkTransport, type SliceProgress } from './send-with-retries.ts';

export interface UploadSnapshot {
  /** Slices handed in so far. */
  total: number;
  /** Of those, the ones the server holds. */
  done: number;
  /** The slice on its way, with its share sent (0–1) and its attempt (1 = first). */
  current: SliceProgress | null;
  /** The queue gave up after its retries (or on an answer a retry cannot change); `retry()` starts it again. */
  failed: boolean;
  error: unknown;
}

interface UploadQueueOptions {
  send: ChunkTransport;
  /** Waits before each retry; their count is the number of retries before giving up. */
  retryDelaysMs?: readonly number[];
  onChange?: (snapshot: UploadSnapshot) => void;
  /** Whether an error is worth another try (a lost connection, a busy server), or final (a refused chunk). */
  isRetryable?: (error: unknown) => boolean;
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

interface QueueState {
  slices: Map<number, Blob>;
  received: Set<number>;
  /** Indexes waiting to be sent, in order; the first is the one on its way. */
  pending: number[];
  current: UploadSnapshot['current'];
  failed: boolean;
  error: unknown;
  running: boolean;
  idleWaiters: ((allSent: boolean) => void)[];
}

const snapshotOf = (state: QueueState): UploadSnapshot => ({
  total: state.slices.size,
  done: [...state.slices.keys()].filter((index) => state.received.has(index)).length,
  current: state.current,
  failed: state.failed,
  error: state.error,
});

const allSent = (state: QueueState) => !state.failed && state.pending.length === 0;

function settle(state: QueueState) {
  const waiters = state.idleWaiters;
  state.idleWaiters = [];
  waiters.forEach((resolve) => resolve(allSent(state)));
}

const emptyState = (): QueueState => ({
  slices: new Map(),
  received: new Set(),
  pending: [],
  current: null,
  failed: false,
  error: null,
  running: false,
  idleWaiters: [],
});

/** Sends one slice with its retries and notes the outcome: what the server holds, or why the queue gave up. */
async function sendOne(state: QueueState, index: number, attempts: Attempts): Promise<boolean> {
  const result = await sendWithRetries(index, () => state.slices.get(index)!, attempts);
  if (result.outcome === 'sent') {
    result.received.forEach((i) => state.received.add(i));
    state.received.add(index);
    return true;
  }
  if (result.outcome === 'gaveUp') {
    state.failed = true;
    state.error = result.error;
  }
  return false;
}

function enqueue(state: QueueState, index: number) {
  if (!state.pending.includes(index)) state.pending.push(index);
}

/**
 * The recorder's slices on their way to the server, one at a time in the order they came, each retried with backoff.
 * It keeps every slice until the recording is over, so a slice the server reports missing can be sent again.
 */
export function createUploadQueue({
  send,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  onChange,
  isRetryable = () => true,
}: UploadQueueOptions) {
  const state = emptyState();
  const controller = new AbortController();
  const changed = () => onChange?.(snapshotOf(state));
  const attempts: Attempts = {
    send,
    retryDelaysMs,
    isRetryable,
    signal: controller.signal,
    show(next) {
      state.current = next;
      changed();
    },
  };

  async function run() {
    if (state.running) return;
    state.running = true;
    while (state.pending.length > 0 && !state.failed && !controller.signal.aborted) {
      if (!(await sendOne(state, state.pending[0]!, attempts))) break;
      state.pending.shift();
    }
    state.running = false;
    state.current = null;
    changed();
    settle(state);
  }

  return {
    add(index: number, data: Blob) {
      state.slices.set(index, data);
      enqueue(state, index);
      void run();
    },
    /** Sends these slices again (the server said it lacks them); indexes never handed in are ignored. */
    resend(indexes: readonly number[]) {
      for (const index of indexes) {
        if (!state.slices.has(index)) continue;
        state.received.delete(index);
        enqueue(state, index);
      }
      void run();
    },
    /** After giving up: tries the waiting slices again, from the first. */
    retry() {
      state.failed = false;
      state.error = null;
      void run();
    },
    /** Resolves once nothing is on its way: true when every slice was sent, false when the queue gave up. */
    idle(): Promise<boolean> {
      if (!state.running) return Promise.resolve(allSent(state));
      return new Promise((resolve) => state.idleWaiters.push(resolve));
    },
    /** Stops sending for good (the recording was cancelled or the page left). */
    abort() {
      controller.abort();
      state.pending.length = 0;
    },
    snapshot: () => snapshotOf(state),
    indexes: () => [...state.slices.keys()].sort((a, b) => a - b),
  };
}
export type UploadQueue = ReturnType<typeof createUploadQueue>;
