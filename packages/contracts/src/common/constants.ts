/** Business constants from the specification, kept once. Times are milliseconds unless named otherwise. */
export const PROTOCOL_VERSION = 1;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A session ends this long after its sign-in, however often it is refreshed (issue 23 §2). */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_SECONDS = 15 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Wrong codes an account may take in 24 hours, verification and reset together, before its codes lock (ADR 0077). */
export const EMAIL_CODE_MAX_WRONG_PER_DAY = 10;
export const EMAIL_CODE_RESEND_INTERVAL_SECONDS = 60;
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const PASSWORD_MIN = 8;
export const BIO_MAX = 50;

export const TOAST_HIDE_MS = 6000;
export const NEXT_EVENT_POLL_MS = 300_000;
export const CONNECTION_SELECT_DELAY_MS = 1000;
export const WS_RECONNECT_DELAY_MS = 3000;
export const WS_DELIBERATE_CLOSE_CODE = 3000;
export const EVENT_DEFAULT_DURATION_MS = 60 * 60 * 1000;
export const ROUND_LENGTH_MS = 12 * 60 * 1000;
export const RECORDINGS_PAGE_SIZE = 10;
export const AVATAR_GROUP_MAX = 4;

export const BREAKPOINTS = { mobile: 600, tablet: 900, desktop: 1150 } as const;

export const PLANS = ['free', 'basic', 'pro', 'team'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Partner levels each plan accepts, as steps below and above the learner's own proficiency. A pair needs both
 * partners' rules (docs/decisions/0018-matching-engine.md).
 */
export const MATCH_LEVEL_RULES: Record<Plan, { lower: number; higher: number }> = {
  free: { lower: 1, higher: 0 },
  basic: { lower: 0, higher: 0 },
  pro: { lower: 0, higher: Number.POSITIVE_INFINITY },
  team: { lower: 0, higher: Number.POSITIVE_INFINITY },
};
/** Plans whose learners are matched before anyone else. */
export const PRIORITY_MATCH_PLANS: readonly Plan[] = ['pro', 'team'];
/** A learner whose partner left gets a new one within this time. */
export const REMATCH_WITHIN_MS = 30_000;

export const USER_STATUSES = ['STUDENT', 'TEACHER'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const FALLBACK_LANGUAGE = 'en';
export const TERMS_URL = '/legal/terms.html';
export const PRIVACY_URL = '/legal/privacy.html';

/** The demo student behind /demo, seeded on every start; the password is public on purpose. */
export const DEMO_ACCOUNT = { email: 'demo@parley.local', password: 'parley-demo' } as const;
