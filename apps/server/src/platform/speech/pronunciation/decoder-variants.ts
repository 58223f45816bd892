import { bare, frequencyRanks, FUNCTION_WORDS, variantsOf } from '@parley/language';
import type { ExtraPronunciation } from '../pocketsphinx-dictionary.ts';

/**
 * The pronunciation check's variants (@parley/language's variant-rules.ts) of the `words` most frequent spoken words,
 * as alternate pronunciations for the recogniser's dictionary: "there are tree windows" is then recognised as "three"
 * said as "tree", and the aligner judges how it was said, rather than the word meant being lost to the word it sounds
 * like. Left out, because they opened paths through the language model that cost right words on correct speech
 * (docs/language/pronunciation.md): function words, a final consonant left out, and variants under three phones.
 */
export function decoderVariants(words: number): ExtraPronunciation[] {
  const extras: ExtraPronunciation[] = [];
  for (const [word, rank] of frequencyRanks()) {
    if (rank > words || FUNCTION_WORDS.has(word)) continue;
    const entry = variantsOf(word);
    for (const variant of entry?.variants ?? []) {
      if (variant.kind === 'ending' || variant.phones.length < 3) continue;
      extras.push({ standsFor: entry!.word, phones: variant.phones.map(bare).join(' '), variant: variant.rule });
    }
  }
  return extras;
}
