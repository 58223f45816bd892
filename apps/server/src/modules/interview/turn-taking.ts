import { MIN_ANSWER_SPEECH_MS, REALTIME_SESSION, TURN_PATIENCE_MS, type RealtimeLevel } from '@parley/contracts';

/**
 * When a learner has finished an answer, decided on the audio clock (milliseconds of audio received), never on wall
 * time: the same audio ends the same turn however it arrives. Pure: state and input in, state and a decision out.
 */
export interface TurnRules {
  /** Silence after the last voice that ends an answer. */
  patienceMs: number;
  /** Speech an answer needs before silence can end it. */
  minSpeechMs: number;
  /** The detector reports a start this much before the voice, and a stop this much after it. */
  paddingMs: number;
  silenceMs: number;
}

export const turnRulesFor = (level: RealtimeLevel): TurnRules => ({
  patienceMs: TURN_PATIENCE_MS[level],
  minSpeechMs: MIN_ANSWER_SPEECH_MS,
  paddingMs: REALTIME_SESSION.vad.prefix_padding_ms,
  silenceMs: REALTIME_SESSION.vad.silence_duration_ms,
});

export type TurnInput =
  | { type: 'question_asked' | 'speech_started' | 'speech_stopped'; audioMs: number }
  /** The audio clock moved on (audio was received). */
  | { type: 'audio'; audioMs: number };

export interface TurnState {
  /** waiting: no question asked yet, or the answer to the last one is over. */
  phase: 'waiting' | 'answering';
  answerStartMs: number;
  /** When the voice now going on started; null in silence. */
  speakingSinceMs: number | null;
  speechMs: number;
  voiceEndMs: number | null;
}

export interface TurnEnded {
  answer_ms: number;
  speech_ms: number;
}

export const initialTurn: TurnState = {
  phase: 'waiting',
  answerStartMs: 0,
  speakingSinceMs: null,
  speechMs: 0,
  voiceEndMs: null,
};

function ended(state: TurnState, nowMs: number, rules: TurnRules): TurnEnded | null {
  if (state.phase !== 'answering' || state.speakingSinceMs !== null || state.voiceEndMs === null) return null;
  if (state.speechMs < rules.minSpeechMs || nowMs - state.voiceEndMs < rules.patienceMs) return null;
  return { answer_ms: nowMs - state.answerStartMs, speech_ms: state.speechMs };
}

function apply(state: TurnState, input: TurnInput, rules: TurnRules): TurnState {
  switch (input.type) {
    case 'question_asked':
      // A learner already talking when the question ends is answering from now on.
      return {
        phase: 'answering',
        answerStartMs: input.audioMs,
        speakingSinceMs: state.speakingSinceMs === null ? null : input.audioMs,
        speechMs: 0,
        voiceEndMs: null,
      };
    case 'speech_started':
      if (state.speakingSinceMs !== null) return state;
      return { ...state, speakingSinceMs: Math.max(input.audioMs + rules.paddingMs, state.answerStartMs) };
    case 'speech_stopped': {
      if (state.speakingSinceMs === null) return state;
      const voiceEndMs = Math.max(input.audioMs - rules.silenceMs, state.speakingSinceMs);
      const spoken = state.phase === 'answering' ? voiceEndMs - state.speakingSinceMs : 0;
      return { ...state, speakingSinceMs: null, voiceEndMs, speechMs: state.speechMs + spoken };
    }
    case 'audio':
      return state;
  }
}

/** One input: the next state, and the answer's end when this input ends it (once per question). */
export function turnStep(state: TurnState, input: TurnInput, rules: TurnRules): { state: TurnState; ended: TurnEnded | null } {
  const next = apply(state, input, rules);
  const end = ended(next, input.audioMs, rules);
  return { state: end ? { ...next, phase: 'waiting' } : next, ended: end };
}
