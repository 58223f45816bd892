export type AutosaveState =
  | { kind: 'idle' }
  /** Changes are waiting for the pause in typing, or on their way. */
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The last save failed; `retrying` says whether it will be tried again by itself. */
  | { kind: 'error'; error: unknown; retrying: boolean };

export interface AutosaveOptions {
  /** The pause in typing after which a draft is sent. */
  delayMs: number;
  /** Waits before each retry of a failed save; the last repeats. */
  retryMs: readonly number[];
  /** A failure worth retrying by itself (the network, the server); a refusal waits for the next change. */
  retryable: (error: unknown) => boolean;
  onState: (state: AutosaveState) => void;
}

/**
 * Saves the newest draft after a pause in typing, one save at a time, and never drops a draft: a failed save keeps
 * it (unless a newer one came meanwhile) and tries again with growing waits, and a change while a save runs is sent
 * right after it. Losing what someone wrote is the worst outcome (ADR 0062).
 */
export class Autosaver<T> {
  private pending: { value: T } | null = null;
  private running = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private save: (value: T) => Promise<void>;
  private readonly options: AutosaveOptions;

  constructor(save: (value: T) => Promise<void>, options: AutosaveOptions) {
    this.save = save;
    this.options = options;
  }

  /** The save function of the latest render (it may close over a note id learnt from the first save). */
  setSave(save: (value: T) => Promise<void>) {
    this.save = save;
  }

  /** Whether something the writer typed is not stored yet. */
  get unsaved() {
    return this.pending !== null || this.running;
  }

  change(value: T) {
    if (this.stopped) return;
    this.pending = { value };
    this.options.onState({ kind: 'saving' });
    this.wait(this.options.delayMs);
  }

  /** Sends what is waiting now (leaving the note, "Try again now"). */
  flush() {
    clearTimeout(this.timer);
    void this.run();
  }

  /** Forgets what is waiting (the note was deleted). */
  stop() {
    this.stopped = true;
    this.pending = null;
    clearTimeout(this.timer);
  }

  private wait(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run() {
    if (this.running || !this.pending || this.stopped) return;
    const { value } = this.pending;
    this.pending = null;
    this.running = true;
    this.options.onState({ kind: 'saving' });
    try {
      await this.save(value);
      this.failures = 0;
      this.running = false;
      if (this.pending) this.wait(0);
      else this.options.onState({ kind: 'saved' });
    } catch (error) {
      this.running = false;
      if (this.stopped) return;
      this.pending ??= { value };
      const retrying = this.options.retryable(error);
      this.options.onState({ kind: 'error', error, retrying });
      if (retrying) {
        const { retryMs } = this.options;
        this.wait(retryMs[Math.min(this.failures, retryMs.length - 1)]!);
        this.failures += 1;
      }
    }
  }
}
