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

  async function sendOne(index: number): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      current = { index, progress: 0, attempt };
      changed();
      try {
        const answer = await send(
          index,
          slices.get(index)!,
          (progress) => {
            current = { index, progress, attempt };
            changed();
          },
          controller.signal,
        );
        answer.received.forEach((i) => received.add(i));
        received.add(index);
        return true;
      } catch (err) {
        if (controller.signal.aborted) return false;
        const delay = retryDelaysMs[attempt - 1];
        if (delay === undefined || !isRetryable(err)) {
          failed = true;
          error = err;
          return false;
        }
        // Shown as "trying again" while waiting, not only during the next attempt's short upload.
        current = { index, progress: 0, attempt: attempt + 1 };
        changed();
        await sleep(delay, controller.signal);
        if (controller.signal.aborted) return false;
      }
    }
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
