import { describe, expect, it } from 'vitest';
import { createFloodGuard } from './flood-guard.ts';

describe('flood guard', () => {
  it('allows a burst, then as many a second as it refills, and no more', () => {
    let t = 0;
    const allow = createFloodGuard({ perSecond: 10, burst: 5 }, () => t);
    expect(Array.from({ length: 6 }, allow)).toEqual([true, true, true, true, true, false]);
    t += 100;
    expect([allow(), allow()]).toEqual([true, false]);
    t += 10_000;
    expect(Array.from({ length: 6 }, allow).filter(Boolean)).toHaveLength(5);
  });
});
