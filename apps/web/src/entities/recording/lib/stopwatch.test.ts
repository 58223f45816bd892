import { describe, expect, it } from 'vitest';
import { createStopwatch } from './stopwatch.ts';

describe('stopwatch', () => {
  it('counts recorded time only, leaving out pauses', () => {
    let clock = 1000;
    const watch = createStopwatch(() => clock);
    watch.start();
    clock += 3000;
    watch.pause();
    clock += 10_000;
    expect(watch.elapsedMs()).toBe(3000);
    watch.resume();
    clock += 2500;
    expect(watch.elapsedMs()).toBe(5500);
    watch.pause();
    watch.pause();
    expect(watch.elapsedMs()).toBe(5500);
    watch.start();
    expect(watch.elapsedMs()).toBe(0);
  });
});
