import { LESSON_GROUP_SIZE_MAX } from '../lessons/lessons.constants.ts';

/**
 * A teacher's homepage plans (feedback-pricing spec §9): the AI-only plan priced by ai_price, Basic at the teacher's
 * price and Premium at price × 3 × 0.8. Which `visible_prices` number shows which plan is our reading (ADR 0030).
 */
export const TEACHER_PLAN_TIERS = ['ai', 'basic', 'premium'] as const;
export type TeacherPlanTier = (typeof TEACHER_PLAN_TIERS)[number];

/** The spec's numbers that select plans in `visible_prices`: 999 the AI plan, 510 Basic (5 recordings), 1510 Premium (15). */
export const VISIBLE_PRICE_CODES = { ai: 999, basic: 510, premium: 1510 } as const satisfies Record<TeacherPlanTier, number>;
export const VISIBLE_PRICE_VALUES = [999, 510, 1510] as const;
export type VisiblePriceCode = (typeof VISIBLE_PRICE_VALUES)[number];

/**
 * What each plan holds: teacher-reviewed recordings a month, live sessions a week (7: daily), and recordings with AI
 * feedback a month, added to what the learner's own Parley plan gives (ADR 0059).
 */
export const TEACHER_PLAN_ALLOWANCES = {
  ai: { teacherRecordingsPerMonth: 0, liveSessionsPerWeek: 0, aiFeedbackPerMonth: 30 },
  basic: { teacherRecordingsPerMonth: 5, liveSessionsPerWeek: 3, aiFeedbackPerMonth: 30 },
  premium: { teacherRecordingsPerMonth: 15, liveSessionsPerWeek: 7, aiFeedbackPerMonth: 30 },
} as const satisfies Record<
  TeacherPlanTier,
  { teacherRecordingsPerMonth: number; liveSessionsPerWeek: number; aiFeedbackPerMonth: number }
>;

export const PREMIUM_MONTHS_FACTOR = 3;
export const PREMIUM_DISCOUNT_FACTOR = 0.8;
export const TEACHER_FREE_TRIAL_DAYS = 7;

/** Money is integer cents; teacher plans are sold in one currency. */
export const TEACHER_CURRENCY = 'usd';
export const DEFAULT_TEACHER_PRICE_CENTS = 2000;
export const DEFAULT_AI_PRICE_CENTS = 900;
export const TEACHER_PRICE_MIN_CENTS = 100;
export const TEACHER_PRICE_MAX_CENTS = 100_000;
export const DEFAULT_EXPECTED_DAYS = 2;
export const EXPECTED_DAYS_MAX = 14;

export const DEFAULT_HOMEPAGE_COLOR = '#0F766E';
export const DEFAULT_FAQ_COLOR = '#F0FDFA';

export const HOMEPAGE_URL_MIN = 3;
export const HOMEPAGE_URL_MAX = 40;
export const HOMEPAGE_NAME_MAX = 80;
export const WELCOME_MESSAGE_MAX = 1000;
export const FEATURES_MAX = 6;
export const FEATURE_TITLE_MAX = 80;
export const FEATURE_DESCRIPTION_MAX = 300;
export const LINK_MAX = 2048;

export const MAX_SUBSCRIBERS_LIMIT = 1000;
export const FEEDBACK_FOCUS = ['grammar', 'pronunciation', 'vocabulary', 'fluency'] as const;
export const OFFERS_MAX = 5;
export const OFFER_DESCRIPTION_MAX = 500;
export const AVAILABILITY_SLOTS_MAX = 21;
export const VIDEOS_MAX = 10;
export const WAITLIST_MESSAGE_MAX = 500;
export const WAITLIST_NAME_MAX = 80;

/** Sentences the server answers and the forms show; the video texts are the spec's (§5). */
export const STOREFRONT_TEXTS = {
  groupSizeRange: `A lesson can have 1 to ${LESSON_GROUP_SIZE_MAX} students`,
  videoInvalid: 'Please enter a valid YouTube or Vimeo link',
  videoRequired: 'Please enter a video link',
  urlRequired: 'Please choose a url for your homepage',
  urlTooShort: `A url needs at least ${HOMEPAGE_URL_MIN} characters`,
  urlTooLong: `A url can have at most ${HOMEPAGE_URL_MAX} characters`,
  urlCharacters: 'Use only letters, digits and dashes',
  urlDashEdge: 'A url cannot start or end with a dash',
  urlReserved: 'This url is reserved. Please choose another one',
  urlTaken: 'This url is already taken. Please choose another one',
  nameRequired: 'Please enter a title for your homepage',
  nameTooLong: `A title can have at most ${HOMEPAGE_NAME_MAX} characters`,
  pictureInvalid: 'Please upload a picture',
  pageNotFound: 'Page not found',
  teachersOnly: 'Only teachers have a homepage',
  claimFirst: 'Choose your homepage url first',
  colorInvalid: 'Choose a colour like #0F766E',
  welcomeRequired: 'Please write a welcome message',
  welcomeTooLong: `A welcome message can have at most ${WELCOME_MESSAGE_MAX} characters`,
  featuresTooMany: `You can show at most ${FEATURES_MAX} features`,
  featureTitleRequired: 'Each feature needs a title',
  featureTitleTooLong: `A title can have at most ${FEATURE_TITLE_MAX} characters`,
  featureDescriptionTooLong: `A description can have at most ${FEATURE_DESCRIPTION_MAX} characters`,
  linkInvalid: 'Please enter a valid link',
  priceRange: 'Choose a price between $1 and $1,000',
  visiblePricesRequired: 'Show at least one plan',
  expectedDaysRange: `Choose between 1 and ${EXPECTED_DAYS_MAX} days`,
  maxSubscribersRange: `Choose a number between 1 and ${MAX_SUBSCRIBERS_LIMIT}, or no limit`,
  offersTooMany: `You can show at most ${OFFERS_MAX} offers`,
  offerTitleRequired: 'Each offer needs a title',
  offerDescriptionTooLong: `A description can have at most ${OFFER_DESCRIPTION_MAX} characters`,
  timezoneInvalid: 'Choose a time zone',
  slotsTooMany: `You can add at most ${AVAILABILITY_SLOTS_MAX} time slots`,
  slotTimeInvalid: 'Use a time like 18:30',
  slotEndBeforeStart: 'A time slot must end after it starts',
  slotsOverlap: 'Two time slots on the same day overlap',
  videosTooMany: `You can show at most ${VIDEOS_MAX} videos`,
  videoTitleRequired: 'Each video needs a title',
  waitlistOwn: 'You cannot join your own waitlist',
  waitlistStudentsOnly: 'Only students can join a waitlist',
  waitlistNameTooLong: `A name can have at most ${WAITLIST_NAME_MAX} characters`,
  waitlistMessageTooLong: `A message can have at most ${WAITLIST_MESSAGE_MAX} characters`,
  waitlistJoined: 'You are on the waitlist. We told the teacher.',
  waitlistAlready: 'You are already on this waitlist',
} as const;
