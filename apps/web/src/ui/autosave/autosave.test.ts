import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, type AutosaveState } from './autosave.ts';

const OPTIONS = { delayMs: 800, retryMs: [2000, 5000] };

function setup(save: (value: string) => Promise<void>, retryable = () => true) {
  const states: AutosaveState['kind'][] = [];
  const saver = new Autosaver(save, { ...OPTIONS, retryable, onState: (s) => states.push(s.kind) });
  return { saver, states };
}

describe('Autosaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the newest draft once typing pauses', async () => {
    const save = vi.fn(async () => {});
    const { saver, states } = setup(save);
    saver.change('H');
    saver.change('He');
    await vi.advanceTimersByTimeAsync(799);
    saver.change('Hello');
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    expect(saver.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('Hello');
    expect(states.at(-1)).toBe('saved');
    expect(saver.unsaved).toBe(false);
  });

  it('sends a change made during a save right after it, never two at once', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver } = setup(save);
    saver.change('one');
    await vi.advanceTimersByTimeAsync(800);
    saver.change('two');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('two');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.unsaved).toBe(false);
  });

  it('keeps a draft whose save failed and tries again with growing waits', async () => {
    const save = vi
      .fn<(value: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue();
    const { saver, states } = setup(save);
    saver.change('keep me');
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe('error');
    expect(saver.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls.map(([v]) => v)).toEqual(['keep me', 'keep me', 'keep me']);
    expect(states.at(-1)).toBe('saved');
  });

  it('retries the newer draft when the writer typed after a failure', async () => {
    const save = vi.fn<(value: string) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const { saver } = setup(save);
    saver.change('old');
    await vi.advanceTimersByTimeAsync(800);
    saver.change('new');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith('new');
    expect(saver.unsaved).toBe(false);
  });

  it('waits for the next change after a refusal, still holding the draft', async () => {
    const save = vi.fn<(value: string) => Promise<void>>().mockRejectedValueOnce(new Error('too long')).mockResolvedValue();
    const { saver, states } = setup(save, () => false);
    saver.change('very long');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.unsaved).toBe(true);
    saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('very long');
    expect(states.at(-1)).toBe('saved');
  });

  it('sends nothing more once stopped', async () => {
    const save = vi.fn(async () => {});
    const { saver } = setup(save);
    saver.change('gone');
    saver.stop();
    saver.change('still gone');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });
});
