import type { AccentCode, VoiceGender } from '@parley/contracts';

export type LocalVoice =
  { program: 'espeak-ng'; voice: string } | { program: 'flite'; voice: string } | { program: 'festival'; voice: string };

/**
 * The closest voice installed for each accent (ADR 0020). Debian ships no Australian, Canadian, Irish or Indian
 * English voice: Canadian takes the North American voices, Irish the Scottish ones (the nearest accent of the
 * British Isles here, rhotic like Irish), Australian and Indian the British (non-rhotic) espeak-ng voices.
 * North American voices are flite's rms and festival's HTS slt, the most natural here; espeak-ng is robotic.
 */
export const LOCAL_VOICES: Record<AccentCode, Record<VoiceGender, LocalVoice>> = {
  'en-GB': { MALE: { program: 'espeak-ng', voice: 'en-gb' }, FEMALE: { program: 'espeak-ng', voice: 'en-gb+f3' } },
  'en-US': {
    MALE: { program: 'flite', voice: 'rms' },
    FEMALE: { program: 'festival', voice: 'voice_cmu_us_slt_arctic_hts' },
  },
  'en-CA': {
    MALE: { program: 'flite', voice: 'kal' },
    FEMALE: { program: 'flite', voice: 'slt' },
  },
  'en-AU': {
    MALE: { program: 'espeak-ng', voice: 'en-gb-x-gbclan' },
    FEMALE: { program: 'espeak-ng', voice: 'en-gb-x-gbclan+f4' },
  },
  'en-IE': {
    MALE: { program: 'flite', voice: 'awb' },
    FEMALE: { program: 'espeak-ng', voice: 'en-gb-scotland+f3' },
  },
  'en-IN': { MALE: { program: 'espeak-ng', voice: 'en-gb-x-rp+m3' }, FEMALE: { program: 'espeak-ng', voice: 'en-gb-x-rp+f2' } },
};
