/** Profile vocabularies the spec leaves open (see docs/decisions/0012-profile-settings-and-modules.md), kept once. */

/** Languages a member can speak or learn; `flag` names the shipped flag image (/flags/{flag}.svg). */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'es', name: 'Spanish', flag: 'es' },
  { code: 'fr', name: 'French', flag: 'fr' },
  { code: 'de', name: 'German', flag: 'de' },
  { code: 'it', name: 'Italian', flag: 'it' },
  { code: 'pt', name: 'Portuguese', flag: 'pt' },
  { code: 'nl', name: 'Dutch', flag: 'nl' },
  { code: 'pl', name: 'Polish', flag: 'pl' },
  { code: 'uk', name: 'Ukrainian', flag: 'ua' },
  { code: 'ru', name: 'Russian', flag: 'ru' },
  { code: 'tr', name: 'Turkish', flag: 'tr' },
  { code: 'ar', name: 'Arabic', flag: 'sa' },
  { code: 'fa', name: 'Persian', flag: 'ir' },
  { code: 'hi', name: 'Hindi', flag: 'in' },
  { code: 'bn', name: 'Bengali', flag: 'bd' },
  { code: 'ur', name: 'Urdu', flag: 'pk' },
  { code: 'id', name: 'Indonesian', flag: 'id' },
  { code: 'ms', name: 'Malay', flag: 'my' },
  { code: 'vi', name: 'Vietnamese', flag: 'vn' },
  { code: 'th', name: 'Thai', flag: 'th' },
  { code: 'zh', name: 'Chinese', flag: 'cn' },
  { code: 'ja', name: 'Japanese', flag: 'jp' },
  { code: 'ko', name: 'Korean', flag: 'kr' },
  { code: 'sw', name: 'Swahili', flag: 'ke' },
  { code: 'el', name: 'Greek', flag: 'gr' },
  { code: 'ro', name: 'Romanian', flag: 'ro' },
  { code: 'cs', name: 'Czech', flag: 'cz' },
  { code: 'hu', name: 'Hungarian', flag: 'hu' },
  { code: 'sv', name: 'Swedish', flag: 'se' },
  { code: 'he', name: 'Hebrew', flag: 'il' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** English accents for feedback voices and pronunciation references. */
export const ACCENTS = [
  { code: 'en-GB', name: 'British English', flag: 'gb' },
  { code: 'en-US', name: 'American English', flag: 'us' },
  { code: 'en-AU', name: 'Australian English', flag: 'au' },
  { code: 'en-CA', name: 'Canadian English', flag: 'ca' },
  { code: 'en-IE', name: 'Irish English', flag: 'ie' },
  { code: 'en-IN', name: 'Indian English', flag: 'in' },
] as const;
export type AccentCode = (typeof ACCENTS)[number]['code'];
export const ACCENT_CODES = ACCENTS.map((a) => a.code) as [AccentCode, ...AccentCode[]];
/** The spec's default text-to-speech request: en-GB, MALE. */
export const DEFAULT_ACCENT: AccentCode = 'en-GB';
export const VOICE_GENDERS = ['MALE', 'FEMALE'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** User proficiency 1–4 (spec §3). */
export const USER_PROFICIENCIES = [
  { value: 1, label: 'Beginner' },
  { value: 2, label: 'Intermediate' },
  { value: 3, label: 'Advanced' },
  { value: 4, label: 'Native or fluent' },
] as const;
export const PROFICIENCY_MIN = 1;
export const PROFICIENCY_MAX = 4;

/** `pronouns` is a number on the User (spec §3); these are its values. */
export const PRONOUNS = [
  { value: 1, label: 'she/her' },
  { value: 2, label: 'he/him' },
  { value: 3, label: 'they/them' },
  { value: 4, label: 'Prefer not to say' },
] as const;

/** Topics a learner can ask for in events (group settings) and pick as interests. */
export const TOPICS = [
  'travel',
  'food',
  'work',
  'technology',
  'movies',
  'music',
  'sports',
  'books',
  'culture',
  'education',
  'environment',
  'health',
  'family',
  'games',
  'science',
  'business',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Event levels 0–3 a learner can choose for group settings (4, "All levels", is a property of events only). */
export const GROUP_LEVEL_MIN = 0;
export const GROUP_LEVEL_MAX = 3;

export const GOALS = [
  'speak_confidently',
  'job_interview',
  'exam',
  'travel',
  'make_friends',
  'pronunciation',
  'vocabulary',
  'grammar',
] as const;
export type Goal = (typeof GOALS)[number];

export const OCCUPATION_STATUSES = ['employee', 'work', 'student', 'retired', 'other'] as const;
export type OccupationStatus = (typeof OCCUPATION_STATUSES)[number];

/** The questionnaire shows at most this many interest tags. */
export const INTERESTS_SHOWN_MAX = 4;
export const INTERESTS_MAX = 20;
export const INTEREST_MAX_LENGTH = 40;
export const ABOUT_ME_MAX = 1000;
export const DISPLAY_NAME_MAX = 50;
export const FULL_NAME_MAX = 100;
export const QUESTIONNAIRE_STEPS = 5;
export const QUESTIONNAIRE_PROGRESS_SEGMENTS = 4;
export const TOUR_STEPS = { TEACHER: 5, STUDENT: 6 } as const;
