import type { AccentCode, VoiceGender } from '@parley/contracts';

/** A recognised word: times in seconds from the start of the audio, confidence 0..1. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
  /** The recogniser matched the word through a learner's typical mispronunciation of it (the variant rule's id). */
  heardVariant?: string;
  /**
   * The recogniser wrote a learner form ("goed") through its extra pronunciation of this standard word ("went"). Such a
   * word may be the recogniser's guess rather than the learner's error: confirm it before quoting it back.
   */
  learnerFormOf?: string;
}

export interface Transcription {
  words: TimedWord[];
  engine: 'pocketsphinx' | 'hosted';
}

export interface SpeechRecognizer {
  readonly engine: 'pocketsphinx' | 'hosted';
  transcribe(wav16kMono: Uint8Array): Promise<Transcription>;
  /**
   * Loads what the first transcription would wait for (the local decoders: seconds), so that a user who is about to
   * speak does not. Nothing for a hosted engine.
   */
  warm(): Promise<void>;
  /**
   * For short, urgent audio (live hints): decoded ahead of waiting work, but only if a decoder takes it within
   * `waitMs`; null when none did. It never waits behind long jobs. A hosted engine has no queue of ours: it transcribes.
   */
  transcribeIfFree(wav16kMono: Uint8Array, options: { waitMs: number }): Promise<Transcription | null>;
  /**
   * The audio decoded again by a differently tuned local decoder (the flat-lexicon pass on, no mispronunciation
   * entries), to be compared word by word with transcribe()'s: a word both write at the same time is far more often
   * the word said than one a posterior vouches for (ADR 0058). For short lines.
   */
  secondOpinion(wav16kMono: Uint8Array): Promise<Transcription>;
  /**
   * Forced alignment against a JSGF grammar and a custom CMU-phone dictionary; null when the audio does not fit the
   * grammar. Words come back as the grammar spells them (a variant word such as "think_t" stays itself), confidence
   * is how well the audio fits the word's phones. `misfitPerFrame` moves the line below which the audio counts as not
   * fitting (MISFIT_MEAN_SCORE_PER_FRAME by default, measured on sentences).
   */
  alignWithGrammar(
    wav16kMono: Uint8Array,
    grammar: { jsgf: string; dictionary: string },
    options?: { misfitPerFrame?: number },
  ): Promise<TimedWord[] | null>;
  close(): Promise<void>;
}

/**
 * Which voices of the input go into the mono output. `mix`: every channel averaged (one speaker's recording).
 * A two-channel conversation holds the learner on the left and the partner on the right: `first` keeps the learner
 * alone (for analysis), `both` keeps both voices at full level (for playback).
 */
export type VoiceSelection = 'mix' | 'first' | 'both';

/**
 * Audio for ffmpeg: bytes at hand, or pieces read as ffmpeg takes them (a recording's chunks from storage, never
 * joined), so a long recording is never held whole.
 */
export type AudioInput = Uint8Array | AsyncIterable<Uint8Array>;

export interface AudioConverter {
  /**
   * Any browser audio (webm/opus, ogg, wav) → 16 kHz 16-bit WAV, via ffmpeg: the voices chosen (default a mono mix).
   * Throws UndecodableAudio.
   */
  toWav16kMono(input: AudioInput, options?: { voices?: VoiceSelection }): Promise<Uint8Array>;
  /**
   * The same for several voice selections at once, one WAV each in the order asked, from a single decode of the input
   * (a pair conversation's learner alone for analysis and both voices for playback). Throws UndecodableAudio.
   */
  toWav16kMonoVoices<const V extends readonly [VoiceSelection, ...VoiceSelection[]]>(
    input: AudioInput,
    voices: V,
  ): Promise<{ -readonly [K in keyof V]: Uint8Array }>;
  /**
   * The audio from `fromSeconds` on, by the input's own clock, and where on that clock the WAV starts. The input may
   * be a recording with a stretch left out: its first chunk (the container's header, with its first seconds) and then
   * its latest chunks. WebM and Ogg packets carry their times, so the latest chunks keep theirs; WAV samples carry none,
   * so `offsetSeconds` says where the samples after a WAV header start. With a stretch left out, `fromSeconds` lies
   * past the first chunk's own seconds; where the input holds nothing at `fromSeconds`, the WAV starts with the first
   * audio after it (`startSeconds` later). Throws UndecodableAudio.
   */
  toWav16kMonoFrom(
    input: AudioInput,
    options: { fromSeconds: number; voices?: VoiceSelection; offsetSeconds?: number },
  ): Promise<{ wav: Uint8Array; startSeconds: number }>;
  /** A [start,end) seconds slice of a 16 kHz mono WAV, as WAV (for clipped word audio). */
  clip(wav16kMono: Uint8Array, start: number, end: number): Promise<Uint8Array>;
  durationSeconds(wav16kMono: Uint8Array): number;
  /**
   * The length of any browser audio in seconds, from its packets' timestamps without decoding them (a MediaRecorder
   * WebM names no duration in its header). Throws UndecodableAudio.
   */
  measureSeconds(input: AudioInput): Promise<number>;
}

export interface SpeechSynthesizer {
  readonly engine: 'local' | 'hosted';
  synthesize(req: { text: string; accent: AccentCode; gender: VoiceGender }): Promise<{ audio: Uint8Array; contentType: string }>;
}

export interface SpeechPort {
  recognizer: SpeechRecognizer;
  converter: AudioConverter;
  synthesizer: SpeechSynthesizer;
  close(): Promise<void>;
}

/** The input is not audio ffmpeg can decode (or not a 16 kHz mono 16-bit WAV where one is required). */
export class UndecodableAudio extends Error {}

/** A speech engine failed, timed out or could not be reached. */
export class SpeechEngineError extends Error {}
