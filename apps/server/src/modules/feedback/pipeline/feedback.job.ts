import { randomUUID } from 'node:crypto';
import {
  ACCENT_CODES,
  DEFAULT_ACCENT,
  FULL_FEEDBACK_PLANS,
  VOICE_GENDERS,
  type AccentCode,
  type Fluency,
  type Plan,
  type TranscriptLine,
  type VoiceGender,
} from '@parley/contracts';
import { analyseFluency, analyseVocabulary, assessPronunciation, type GrammarChecker } from '@parley/language';
import type { DomainEventBus } from '../../../shared/domain-events.ts';
import type { Clock } from '../../../platform/clock/port.ts';
import type { Db } from '../../../platform/db/port.ts';
import type { SpeechPort } from '../../../platform/speech/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import type { FastifyBaseLogger } from 'fastify';
import { deleteFiles, queueFileDeletions } from '../../../plugins/file-deletions.ts';
import { fileUrl, keyOfFileUrl } from '../../../shared/file-url.ts';
import { findRecording, learnerVoices, recordingAudio, type RecordingRow } from '../../recordings/public.ts';
import { speak } from '../speech/tts.service.ts';
import * as store from './feedback.store.ts';
import type { NewFinding } from './finding.ts';
import { fluencyFigures } from './fluency-figures.ts';
import { pronunciationFinding, worstPerWord } from './pronunciation-findings.ts';
import { spokenGrammarFindings } from './spoken-grammar.ts';
import { transcriptLines } from './transcript-lines.ts';
import { vocabularyFindings } from './vocabulary-findings.ts';

export interface FeedbackJobDeps {
  db: Db;
  storage: StoragePort;
  speech: SpeechPort;
  /** The grammar checker, loaded once per process on first use (harper takes seconds and ~400 MB to start). */
  grammar: () => Promise<GrammarChecker>;
  log: FastifyBaseLogger;
  clock: Clock;
  domain: DomainEventBus;
}

/** Stage timings of one run, in seconds: the speech benchmark prints them as real-time factors. */
export type StageTimes = Record<string, number>;

async function timed<T>(times: StageTimes, stage: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    times[stage] = (performance.now() - started) / 1000;
  }
}

/** The learner's plan (which feedback they get) and reference voice, in one read. */
async function learnerOf(db: Db, userId: number): Promise<{ plan: Plan; voice: { accent: AccentCode; gender: VoiceGender } }> {
  const user = await store.learnerSettings(db, userId);
  const accent = ACCENT_CODES.find((code) => code === user?.accent) ?? DEFAULT_ACCENT;
  const gender = VOICE_GENDERS.find((g) => g === user?.gender) ?? 'MALE';
  return { plan: user?.plan ?? 'free', voice: { accent, gender } };
}

/** Pronunciation findings with the learner's word clipped from the recording and a reference in their accent. */
async function pronunciationWithAudio(
  deps: FeedbackJobDeps,
  recording: RecordingRow,
  wav: Uint8Array,
  words: Parameters<typeof assessPronunciation>[1],
  voice: { accent: AccentCode; gender: VoiceGender },
  sure: readonly boolean[],
) {
  const report = await assessPronunciation(wav, words, deps.speech);
  const findings: NewFinding[] = [];
  // Only on words the grammar findings may quote too: an unsure word may not be the word said (ADR 0058).
  for (const finding of worstPerWord(report.findings.filter((f) => sure[f.wordIdx]))) {
    const clip = await deps.speech.converter.clip(wav, Math.max(0, finding.start - 0.05), finding.end + 0.05);
    const clipKey = `rec${recording.id}-word-${randomUUID()}`;
    await deps.storage.put(clipKey, clip, 'audio/wav');
    const referenceKey = await speak(
      { synthesizer: deps.speech.synthesizer, storage: deps.storage, log: deps.log },
      {
        text: finding.word,
        ...voice,
      },
    ).catch(() => null);
    findings.push(
      pronunciationFinding(finding, {
        userUrl: fileUrl(clipKey)!,
        referenceUrl: fileUrl(referenceKey),
        accent: voice.accent,
      }),
    );
  }
  return findings;
}

/**
 * The recording's audio for every later step, its chunks streamed into one decode: the 16 kHz WAV analysed and the
 * one played back. A pair conversation's learner channel alone is analysed, its playback keeps both voices (ADR
 * 0032); both come out of the same decode.
 */
async function decodedAudio(deps: FeedbackJobDeps, recording: RecordingRow): Promise<{ wav: Uint8Array; playback: Uint8Array }> {
  const audio = recordingAudio(deps, recording.id);
  const learner = learnerVoices(recording.channels);
  if (recording.channels !== 2) {
    const [wav] = await deps.speech.converter.toWav16kMonoVoices(audio, [learner]);
    return { wav, playback: wav };
  }
  const [wav, playback] = await deps.speech.converter.toWav16kMonoVoices(audio, [learner, 'both']);
  return { wav, playback };
}

interface Analysis {
  transcriptKey: string | null;
  lines: TranscriptLine[];
  fluency: Fluency | null;
  findings: NewFinding[];
}

/** Transcript (stored), fluency and grammar for everyone; vocabulary and pronunciation for full feedback. */
async function analysed(
  deps: FeedbackJobDeps,
  recording: RecordingRow,
  audio: { wav: Uint8Array; duration: number },
  times: StageTimes,
): Promise<Analysis> {
  const { wav } = audio;
  const { words } = await timed(times, 'transcribe', () => deps.speech.recognizer.transcribe(wav));
  const lines = transcriptLines(words);
  const transcriptKey = `rec${recording.id}-transcript-${randomUUID()}`;
  await deps.storage.put(transcriptKey, new TextEncoder().encode(JSON.stringify(lines)), 'application/json');
  const fluency = fluencyFigures(analyseFluency(words, audio.duration));
  const checker = await timed(times, 'grammar-load', deps.grammar);
  const { findings, sure } = await timed(times, 'grammar', () =>
    spokenGrammarFindings({ speech: deps.speech, checker }, wav, words, lines),
  );
  // Pro and team get everything; a free learner's gift shows everything too (ADR 0025); basic gets grammar.
  const { plan, voice } = await learnerOf(deps.db, recording.userId);
  if (FULL_FEEDBACK_PLANS.includes(plan) || plan === 'free') {
    findings.push(...vocabularyFindings(await timed(times, 'vocabulary', async () => analyseVocabulary(words))));
    findings.push(
      ...(await timed(times, 'pronunciation', () => pronunciationWithAudio(deps, recording, wav, words, voice, sure))),
    );
  }
  return { transcriptKey, lines, fluency, findings };
}

/** Files a run stored that nothing points at, as another run saved first or the recording was deleted (ADR 0090). */
async function discardUnsaved(deps: FeedbackJobDeps, analysis: Analysis, audioKey: string) {
  const clips = analysis.findings.map((f) => f.ext.user_pronunciation?.url).map((url) => (url ? keyOfFileUrl(url) : null));
  const keys = [audioKey, analysis.transcriptKey, ...clips].filter((key): key is string => key !== null);
  await queueFileDeletions(deps.db, keys, deps.clock.now());
  await deleteFiles(deps, keys);
}

/**
 * Turns a stopped recording into feedback: 16 kHz audio, transcript, fluency, grammar, and for full feedback
 * vocabulary and pronunciation. Everything is written in one transaction that also marks the recording PROCESSED,
 * and only if it is still PROCESSING, so a run repeated after a crash or by a second worker adds nothing twice.
 */
export async function runFeedbackJob(deps: FeedbackJobDeps, recordingId: number): Promise<StageTimes | null> {
  const recording = await findRecording(deps.db, recordingId);
  if (!recording || recording.status !== 'PROCESSING') return null;
  const times: StageTimes = {};
  const { wav, playback } = await timed(times, 'convert', () => decodedAudio(deps, recording));
  const duration = deps.speech.converter.durationSeconds(wav);
  const audioKey = `rec${recording.id}-audio-${randomUUID()}`;
  await deps.storage.put(audioKey, playback, 'audio/wav');
  // A locked recording is playable, its findings withheld.
  const analysis: Analysis = recording.locked
    ? { transcriptKey: null, lines: [], fluency: null, findings: [] }
    : await analysed(deps, recording, { wav, duration }, times);
  const { lines, ...stored } = analysis;
  const saved = await store.saveFeedback(deps.db, recording.id, {
    ...stored,
    duration,
    audioKey,
    processedAt: deps.clock.now(),
  });
  if (!saved) await discardUnsaved(deps, analysis, audioKey);
  if (saved) {
    await deps.domain.publish('notice', {
      userId: recording.userId,
      kind: 'feedback_ready',
      title: 'Your feedback is ready',
      body: recording.locked
        ? 'Your recording is processed and ready to play.'
        : 'The feedback on your recording is ready: transcript, grammar, vocabulary and pronunciation.',
      link: `/dashboard/feedback/${recording.id}`,
    });
  }
  // After the notice: the learner's words are collected from what was just saved (ADR 0064).
  if (saved && analysis.findings.length > 0) {
    await deps.domain.publish('feedback.ready', {
      recordingId: recording.id,
      userId: recording.userId,
      findings: analysis.findings.map(({ errorType, start, correctedSentence, ext }) => ({
        errorType,
        start,
        correctedSentence,
        ext,
      })),
      lines: lines.map((line) => ({ start: line.startSeconds, end: line.endSeconds, text: line.text })),
    });
  }
  return times;
}
