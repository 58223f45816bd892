/** Sends one chunk and answers every index the server holds; `onProgress` gets the share of bytes sent, 0 to 1. */
export type ChunkTransport = (
  index: number,
  data: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<{ received: number[] }>;

export interface UploadSnapshot {
  /** Slices handed in so far. */
  total: number;
  /** Of those, the ones the server holds. */
  done: number;
  /** The slice on its way, with its share sent (0–1) and its attempt (1 = first). */
  current: { index: number; progress: number; attempt: number } | null;
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

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

interface Attempts {
  send: ChunkTransport;
  retryDelaysMs: readonly number[];
  isRetryable: (error: unknown) => boolean;
  signal: AbortSignal;
  /** The slice on its way, its share sent and its attempt, for the snapshot. */
  show: (current: UploadSnapshot['current']) => void;
}

type SendResult = { outcome: 'sent'; received: number[] } | { outcome: 'aborted' } | { outcome: 'gaveUp'; error: unknown };

/** One slice until the server holds it, retried after each delay while the error is worth another try. */
async function sendWithRetries(index: number, data: () => Blob, a: Attempts): Promise<SendResult> {
  for (let attempt = 1; ; attempt += 1) {
    a.show({ index, progress: 0, attempt });
    try {
      const answer = await a.send(index, data(), (progress) => a.show({ index, progress, attempt }), a.signal);
      return { outcome: 'sent', received: answer.received };
    } catch (err) {
      if (a.signal.aborted) return { outcome: 'aborted' };
      const delay = a.retryDelaysMs[attempt - 1];
      if (delay === undefined || !a.isRetryable(err)) return { outcome: 'gaveUp', error: err };
      // Shown as "trying again" while waiting, not only during the next attempt's short upload.
      a.show({ index, progress: 0, attempt: attempt + 1 });
      await sleep(delay, a.signal);
      if (a.signal.aborted) return { outcome: 'aborted' };
    }
  }
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
  const slices = new Map<number, Blob>();
  const received = new Set<number>();
  const pending: number[] = [];
  const controller = new AbortController();
  let current: UploadSnapshot['current'] = null;
  let failed = false;
  let error: unknown = null;
  let running = false;
  let idleWaiters: ((allSent: boolean) => void)[] = [];

  const snapshot = (): UploadSnapshot => ({
    total: slices.size,
    done: [...slices.keys()].filter((index) => received.has(index)).length,
    current,
    failed,
    error,
  });
  const changed = () => onChange?.(snapshot());
  const settle = () => {
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve(!failed && pending.length === 0));
  };

  const attempts: Attempts = {
    send,
    retryDelaysMs,
    isRetryable,
    signal: controller.signal,
    show(next) {
      current = next;
      changed();
    },
  };

  async function sendOne(index: number): Promise<boolean> {
    const result = await sendWithRetries(index, () => slices.get(index)!, attempts);
    if (result.outcome === 'sent') {
      result.received.forEach((i) => received.add(i));
      received.add(index);
      return true;
    }
    if (result.outcome === 'gaveUp') {
      failed = true;
      error = result.error;
    }
    return false;
  }

  async function run() {
    if (running) return;
    running = true;
    while (pending.length > 0 && !failed && !controller.signal.aborted) {
      const index = pending[0]!;
      if (!(await sendOne(index))) break;
      pending.shift();
    }
    running = false;
    current = null;
    changed();
    settle();
  }

  const enqueue = (index: number) => {
    if (!pending.includes(index)) pending.push(index);
  };

  return {
    add(index: number, data: Blob) {
      slices.set(index, data);
      enqueue(index);
      void run();
    },
    /** Sends these slices again (the server said it lacks them); indexes never handed in are ignored. */
    resend(indexes: readonly number[]) {
      for (const index of indexes) {
        if (!slices.has(index)) continue;
        received.delete(index);
        enqueue(index);
      }
      void run();
    },
    /** After giving up: tries the waiting slices again, from the first. */
    retry() {
      failed = false;
      error = null;
      void run();
    },
    /** Resolves once nothing is on its way: true when every slice was sent, false when the queue gave up. */
    idle(): Promise<boolean> {
      if (!running) return Promise.resolve(!failed && pending.length === 0);
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Stops sending for good (the recording was cancelled or the page left). */
    abort() {
      controller.abort();
      pending.length = 0;
    },
    snapshot,
    indexes: () => [...slices.keys()].sort((a, b) => a - b),
  };
}
export type UploadQueue = ReturnType<typeof createUploadQueue>;
