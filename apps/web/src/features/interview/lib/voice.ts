import { ACCENT_CODES, DEFAULT_ACCENT, VOICE_GENDERS, type TtsBody, type User } from '@parley/contracts';

export type ExaminerVoiceSettings = Pick<TtsBody, 'accent' | 'gender'>;

/** The learner's accent and voice from their accent settings; the spec's en-GB male where none was chosen. */
export function examinerVoice(user: Pick<User, 'accent' | 'voice_gender'> | null): ExaminerVoiceSettings {
  const accent = ACCENT_CODES.find((code) => code === user?.accent) ?? DEFAULT_ACCENT;
  const gender = VOICE_GENDERS.find((g) => g === user?.voice_gender) ?? 'MALE';
  return { accent, gender };
}
