/** Sends one chunk and answers every index the server holds; `onProgress` gets the share of bytes sent, 0 to 1. */
export type ChunkTransport = (
  index: number,
  data: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<{ received: number[] }>;

export interface SliceProgress {
  index: number;
  /** The share of its bytes sent, 0 to 1. */
  progress: number;
  /** 1 for the first try. */
  attempt: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface Attempts {
  send: ChunkTransport;
  retryDelaysMs: readonly number[];
  isRetryable: (error: unknown) => boolean;
  signal: AbortSignal;
  /** The slice on its way, its share sent and its attempt, for the snapshot. */
  show: (current: SliceProgress) => void;
}

export type SendResult = { outcome: 'sent'; received: number[] } | { outcome: 'aborted' } | { outcome: 'gaveUp'; error: unknown };

/** One slice until the server holds it, retried after each delay while the error is worth another try. */
export async function sendWithRetries(index: number, data: () => Blob, a: Attempts): Promise<SendResult> {
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
