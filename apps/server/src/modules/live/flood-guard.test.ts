import { describe, expect, it } from 'vitest';
import { createFloodGuard, createFloodGuards } from './flood-guard.ts';

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

  it('keeps one allowance per kind: spending one kind’s leaves the others’ whole', () => {
    const allow = createFloodGuards(
      (kind: string) => (kind === 'toggle' ? { perSecond: 1, burst: 2 } : { perSecond: 1, burst: 3 }),
      () => 0,
    );
    expect(['toggle', 'toggle', 'toggle'].map(allow)).toEqual([true, true, false]);
    expect(['signal', 'signal', 'signal', 'signal'].map(allow)).toEqual([true, true, true, false]);
  });
});
