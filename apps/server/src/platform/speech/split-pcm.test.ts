import { describe, expect, it } from 'vitest';
import { splitPcm } from './split-pcm.ts';
import { SAMPLE_RATE } from './wav.ts';

/** `seconds` of a loud tone, or of silence when `loud` is false. */
const tone = (seconds: number, loud: boolean) =>
  Int16Array.from({ length: seconds * SAMPLE_RATE }, (_, i) => (loud ? Math.round(8000 * Math.sin(i / 5)) : 0));

describe('splitPcm', () => {
  it('leaves short audio whole', () => {
    const pcm = new Uint8Array(tone(3, true).buffer);
    expect(splitPcm(pcm, 30)).toEqual([[0, 3 * SAMPLE_RATE]]);
  });

  it("cuts long audio in the pause of each piece's last quarter, covering every sample once", () => {
    const samples = [...tone(8, true), ...tone(0.5, false), ...tone(8, true), ...tone(0.5, false), ...tone(3, true)];
    const pieces = splitPcm(new Uint8Array(Int16Array.from(samples).buffer), 10);
    expect(pieces).toHaveLength(3);
    expect(pieces[0]![0]).toBe(0);
    expect(pieces.at(-1)![1]).toBe(samples.length);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]![0]).toBe(pieces[i - 1]![1]);
    const [first, second] = [pieces[0]![1] / SAMPLE_RATE, pieces[1]![1] / SAMPLE_RATE];
    expect(first).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThanOrEqual(8.5);
    expect(second).toBeGreaterThanOrEqual(16.5);
    expect(second).toBeLessThanOrEqual(17);
    for (const [from, to] of pieces) expect(to - from).toBeLessThanOrEqual(10 * SAMPLE_RATE);
  });
});
