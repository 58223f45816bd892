import { writeFileSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isFiller, parseCtm, parseHypseg } from './pocketsphinx-output.ts';
import { SpeechEngineError } from './port.ts';
import { splitPcm } from './split-pcm.ts';
import { SAMPLE_RATE } from './wav.ts';

/** A decoded word as the dictionary spells it ("bought(3)"), in seconds from the start of the whole audio. */
export interface DecodedWord {
  entry: string;
  start: number;
  end: number;
  confidence: number;
}

/** One utterance of a request: its raw PCM file's name and where it starts in the request's audio. */
export interface Utterance {
  id: string;
  offset: number;
}

/**
 * The marker utterance, queued after a request's own: 0.3 s of faint noise, decoded in milliseconds. Its -hypseg line
 * tells that every line of the request has arrived (pocketsphinx writes nothing at all for an utterance it fails to
 * decode, so waiting for the request's own lines could hang).
 */
export function writeMarker(dir: string) {
  const marker = new Int16Array((SAMPLE_RATE * 3) / 10).map((_, i) => ((i * 7919) % 13) - 6);
  writeFileSync(path.join(dir, 'marker.raw'), new Uint8Array(marker.buffer));
}

/** The control-file line that decodes the marker under this request's marker id. */
export const markerLine = (markerId: string) => `marker 0 -1 ${markerId}`;

/** Cuts the audio at pauses into utterances of at most `maxSeconds` and writes each where the process reads it. */
export async function writeUtterances(dir: string, requestId: string, pcm: Uint8Array, maxSeconds: number): Promise<Utterance[]> {
  const pieces = splitPcm(pcm, maxSeconds).map(([from, to], i) => ({
    id: `${requestId}-${i}`,
    offset: from / SAMPLE_RATE,
    pcm: pcm.subarray(from * 2, to * 2),
  }));
  await Promise.all(pieces.map((p) => writeFile(path.join(dir, `${p.id}.raw`), p.pcm)));
  return pieces.map(({ id, offset }) => ({ id, offset }));
}

export async function removeUtterances(dir: string, utterances: readonly Utterance[]) {
  await Promise.all(utterances.map((u) => unlink(path.join(dir, `${u.id}.raw`)).catch(() => undefined)));
}

/**
 * A request's answer, gathered from the process's output: the -hypseg line (words, frames) and -ctm lines (one
 * posterior per word, fillers left out, in the same order) of each utterance, until the marker's line.
 */
export function collectAnswer(markerId: string) {
  const hypseg = new Map<string, NonNullable<ReturnType<typeof parseHypseg>>>();
  const ctm = new Map<string, { confidence: number }[]>();
  return {
    markerId,
    /** Takes one output line; true when it was the marker's, so the answer is complete. */
    take(line: string): boolean {
      const hyp = parseHypseg(line);
      if (hyp) {
        if (hyp.uttid === markerId) return true;
        hypseg.set(hyp.uttid, hyp);
        return false;
      }
      const word = parseCtm(line);
      if (word) ctm.set(word.uttid, [...(ctm.get(word.uttid) ?? []), { confidence: word.confidence }]);
      return false;
    },
    /** The utterances' words on the request's clock; fails when one of them was not decoded. */
    words(utterances: readonly Utterance[]): DecodedWord[] {
      return utterances.flatMap((utterance) => {
        const hyp = hypseg.get(utterance.id);
        if (!hyp) throw new SpeechEngineError(`pocketsphinx could not decode ${utterance.id}`);
        const confidences = ctm.get(utterance.id) ?? [];
        return hyp.segments
          .filter((s) => !isFiller(s.word))
          .map((s, i) => ({
            entry: s.word,
            start: utterance.offset + s.startFrame / 100,
            end: utterance.offset + s.endFrame / 100,
            confidence: confidences[i]?.confidence ?? 0,
          }));
      });
    },
  };
}
