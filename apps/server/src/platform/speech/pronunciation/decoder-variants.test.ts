import { describe, expect, it } from 'vitest';
import { decoderVariants } from './decoder-variants.ts';

describe('decoderVariants', () => {
  const variants = decoderVariants(3000);

  it("gives the frequent words' typical mispronunciations as alternates of the word meant, rule named", () => {
    expect(variants).toContainEqual({ standsFor: 'three', phones: 'T R IY', variant: 'th-t' });
    expect(variants).toContainEqual({ standsFor: 'very', phones: 'W EH R IY', variant: 'v-w' });
    expect(variants).toContainEqual({ standsFor: 'ship', phones: 'SH IY P', variant: 'ih-iy' });
    expect(variants.length).toBeGreaterThan(3000);
  });

  it('leaves out function words, dropped final consonants, short variants and rarer words', () => {
    const words = new Set(variants.map((v) => v.standsFor));
    for (const word of ['the', 'this', 'there', 'for', 'with']) expect(words.has(word)).toBe(false);
    expect(variants.some((v) => v.variant === 'final-drop')).toBe(false);
    expect(variants.every((v) => v.phones.split(' ').length >= 3)).toBe(true);
    expect(words.has('thermostat')).toBe(false);
    expect(decoderVariants(100).length).toBeLessThan(variants.length / 10);
  });
});
