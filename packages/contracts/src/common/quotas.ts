import type { Plan } from './constants.ts';

/**
 * What one person's use of the server may take (issue 23 §4, ADR 0081). The spec names none of these; they are ours,
 * kept here once for the server's checks and the texts the pages show.
 */
const GB = 1024 * 1024 * 1024;

/** The audio a person's recordings sent and the pictures they uploaded, together, by plan. */
export const STORED_BYTES_QUOTA: Record<Plan, number> = { free: 1 * GB, basic: 5 * GB, pro: 20 * GB, team: 20 * GB };
/** Recordings a person may have open (started, neither stopped nor thrown away) at once (config's default). */
export const OPEN_RECORDINGS_MAX = 3;
/** An open recording that received nothing for this long is abandoned: it stops counting and is thrown away. */
export const ABANDONED_RECORDING_HOURS = 2;
/** A person's stopped recordings waiting for, or in, their feedback job at once (config's default). */
export const FEEDBACK_JOBS_IN_FLIGHT_MAX = 3;
/** A stop refused for that is worth trying again after about this long. */
export const FEEDBACK_BUSY_RETRY_SECONDS = 60;
/** Texts newly read aloud for one person (a reading already made is free), per window (config's default). */
export const TTS_SYNTHESES_PER_WINDOW = 60;
export const TTS_WINDOW_SECONDS = 10 * 60;
/** An uploaded picture that no profile, homepage or organisation shows this long after its upload is deleted. */
export const UNUSED_UPLOAD_HOURS = 24;

const isTopPlan = (plan: Plan) => plan === 'pro' || plan === 'team';

/** Sentences the server answers and the pages show; the limits a server runs with are its own (config). */
export const openRecordingsText = (max: number) =>
  `You already have ${max} recordings in progress. Finish one before starting another (an unfinished recording is cleared after ${ABANDONED_RECORDING_HOURS} hours without sound)`;
export const feedbackBusyText = (max: number) =>
  `${max === 1 ? 'One of your recordings is' : `${max} of your recordings are`} still being analysed. Please wait a minute, then send this one again`;
export const QUOTA_TEXTS = {
  ttsBusy: `You asked for many new readings in a short time. Please wait up to ${TTS_WINDOW_SECONDS / 60} minutes and try again`,
} as const;

/** The refusal when a person's recordings and pictures would take more than their plan's space. */
export const storageFullText = (plan: Plan) =>
  `Your recordings and pictures fill the ${STORED_BYTES_QUOTA[plan] / GB} GB of space your plan includes` +
  (isTopPlan(plan) ? '' : '. Upgrade your plan for more space');
