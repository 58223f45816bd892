import { pronunciationsOf } from '@parley/language';
import { badRequest } from '../errors.ts';
import { UndecodableAudio, type SpeechPort, type TimedWord } from '../platform/speech/port.ts';

/**
 * A JSGF grammar that hears one candidate said alone, and the dictionary spelling every candidate in CMU phones. Only
 * the word (the answer buttons say so): optional words around it ("it is a …") and repeats let the decoder pad short
 * words with articles and decoys, and fewer of them were heard (ADR 0050).
 */
function oneWordGrammar(candidates: readonly string[]): { jsgf: string; dictionary: string } {
  const spelled = candidates.flatMap((word) =>
    pronunciationsOf(word).map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones.join(' ')}`),
  );
  const jsgf = [
    '#JSGF V1.0;',
    'grammar guess;',
    `<word> = ${candidates.filter((word) => pronunciationsOf(word).length).join(' | ')};`,
    'public <guess> = <word>;',
  ].join('\n');
  return { jsgf: `${jsgf}\n`, dictionary: `${spelled.join('\n')}\n` };
}

/**
 * How badly a clip may fit the grammar and still be heard: a lone word fits worse than a sentence (ADR 0050). Measured
 * on 118 Pictionary words: at -30, 91% are heard when flite's slt voice says them, 88% for festival's, 64% for the older
 * kal voice, and none is heard as another word's answer; 1 in 10 sentences holding no candidate comes back as a decoy
 * (a wrong answer, never the right one).
 */
const ONE_WORD_MISFIT_PER_FRAME = -30;

/** The candidate heard most surely, or null when the clip held none of them. */
function heardWord(words: readonly TimedWord[] | null, candidates: readonly string[]): TimedWord | null {
  const heard = (words ?? []).filter((w) => candidates.includes(w.word));
  if (!heard.length) return null;
  return heard.reduce((best, w) => (w.confidence > best.confidence ? w : best));
}

/** What a clip is refused with: one it cannot decode, and one too long to be a word. */
interface ClipTexts {
  noFile: string;
  tooBig: string;
}

/** A short clip as 16 kHz WAV, refused when it cannot be decoded or is too long for what is asked. */
export async function clipAsWav(
  speech: Pick<SpeechPort, 'converter'>,
  audio: Uint8Array,
  limits: ClipTexts & { maxSeconds: number },
): Promise<Uint8Array> {
  const wav = await speech.converter.toWav16kMono(audio).catch((err: unknown) => {
    throw err instanceof UndecodableAudio ? badRequest('VALIDATION_ERROR', limits.noFile, 'file') : err;
  });
  if (speech.converter.durationSeconds(wav) > limits.maxSeconds) throw badRequest('VALIDATION_ERROR', limits.tooBig, 'file');
  return wav;
}

/**
 * The one candidate a short clip says, recognised among `candidates` alone (a closed vocabulary: a game's possible
 * answers and decoys, the quiz's word and decoys), or null when it says none of them. Runs outside any lock: recognition takes a while.
 */
export async function hearOneOf(
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>,
  audio: Uint8Array,
  candidates: readonly string[],
  limits: ClipTexts & { maxSeconds: number },
): Promise<string | null> {
  return (await hearOneOfInWav(speech, await clipAsWav(speech, audio, limits), candidates))?.word ?? null;
}

/** The same on a clip already decoded, with where in it the word was said and how well it fit. */
export async function hearOneOfInWav(
  speech: Pick<SpeechPort, 'recognizer'>,
  wav: Uint8Array,
  candidates: readonly string[],
): Promise<TimedWord | null> {
  const aligned = await speech.recognizer.alignWithGrammar(wav, oneWordGrammar(candidates), {
    misfitPerFrame: ONE_WORD_MISFIT_PER_FRAME,
  });
  return heardWord(aligned, candidates);
}
