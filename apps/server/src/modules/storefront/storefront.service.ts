import {
  AUTH_TEXTS,
  DEFAULT_AI_PRICE_CENTS,
  DEFAULT_EXPECTED_DAYS,
  DEFAULT_FAQ_COLOR,
  DEFAULT_HOMEPAGE_COLOR,
  DEFAULT_TEACHER_PRICE_CENTS,
  RATINGS_SHOWN_FROM,
  STOREFRONT_TEXTS as T,
  VISIBLE_PRICE_VALUES,
  type WaitlistBody,
} from '@parley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { waitlistMail } from './storefront.mails.ts';
import { ratingOf } from '../lessons/public.ts';
import { presentHomepage, presentMyHomepage, presentWaitlistEntry } from './storefront.presenter.ts';
import * as store from './storefront.store.ts';
import { mustTeach } from './teachers-only.ts';

export interface StorefrontDeps {
  db: Db;
  mail: MailPort;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Teacher = Pick<UserRow, 'id' | 'status' | 'image'>;

async function present(db: Db, userId: number) {
  const row = await store.homepageOf(db, userId);
  return row ? presentMyHomepage(row, await store.waitlistCount(db, userId)) : null;
}

/** The teacher's own homepage; null until a url is claimed. */
export async function myHomepage(deps: StorefrontDeps, user: Teacher) {
  mustTeach(user);
  return present(deps.db, user.id);
}

/** Claims the url (creating the homepage with the spec's defaults) or changes it, with the title and picture. */
export async function saveBanner(
  deps: StorefrontDeps,
  user: Teacher,
  body: { url: string; name: string; profile_pic?: string | null | undefined },
) {
  mustTeach(user);
  const now = deps.clock.now();
  const fields = { url: body.url, name: body.name, ...(body.profile_pic !== undefined ? { profilePic: body.profile_pic } : {}) };
  const defaults = {
    userId: user.id,
    profilePic: user.image,
    color: DEFAULT_HOMEPAGE_COLOR,
    faqColor: DEFAULT_FAQ_COLOR,
    price: DEFAULT_TEACHER_PRICE_CENTS,
    aiPrice: DEFAULT_AI_PRICE_CENTS,
    visiblePrices: [...VISIBLE_PRICE_VALUES],
    expectedDays: DEFAULT_EXPECTED_DAYS,
  };
  const upsert = () => store.upsertHomepage(deps.db, { ...defaults, ...fields }, fields, now);
  const urlTaken = (err: unknown) => isUniqueViolation(err) === 'teacher_homepages_url_lower_idx';
  try {
    // Two first saves at once: the later insert waits for the earlier and then trips over its url, not its user,
    // which is the conflict the upsert handles. Tried again, it finds the row and updates it; someone else's url
    // stays taken.
    await upsert().catch((err: unknown) => (urlTaken(err) ? upsert() : Promise.reject(err)));
  } catch (err) {
    if (urlTaken(err)) throw new AppError('CONFLICT', T.urlTaken, { issues: [{ loc: ['body', 'url'], msg: T.urlTaken }] });
    throw err;
  }
  return (await present(deps.db, user.id))!;
}

/** Saves one settings page's fields; the url comes first (409 until it is claimed). */
export async function saveSection(deps: StorefrontDeps, user: Teacher, patch: store.HomepagePatch) {
  mustTeach(user);
  if (!(await store.updateHomepage(deps.db, user.id, patch, deps.clock.now()))) throw conflict(T.claimFirst);
  return (await present(deps.db, user.id))!;
}

export async function publicPage(deps: StorefrontDeps, url: string) {
  const row = await store.publicHomepage(deps.db, url);
  if (!row) throw notFound(T.pageNotFound);
  return row;
}

/** The homepage as anyone sees it, with the lessons' average rating once enough students rated. */
export async function homepageView(deps: StorefrontDeps, url: string) {
  const row = await publicPage(deps, url);
  const rating = await ratingOf(deps.db, row.homepage.userId);
  return presentHomepage(
    row,
    rating.count >= RATINGS_SHOWN_FROM && rating.average !== null
      ? { average: Math.round(rating.average * 10) / 10, count: rating.count }
      : null,
  );
}

/**
 * A student joins with their account's email, a guest with the email they give; each person is kept once and the
 * teacher is told once. Teachers do not join waitlists.
 */
export async function joinWaitlist(deps: StorefrontDeps, caller: UserRow | null, url: string, body: WaitlistBody) {
  const page = await publicPage(deps, url);
  const teacherId = page.homepage.userId;
  if (caller?.id === teacherId) throw badRequest('VALIDATION_ERROR', T.waitlistOwn);
  if (caller && caller.status !== 'STUDENT') throw forbidden(T.waitlistStudentsOnly);
  const email = caller && !caller.isGuest ? caller.email : body.email;
  if (!email) throw badRequest('VALIDATION_ERROR', AUTH_TEXTS.emailRequired, 'email');
  const name = body.name || (caller && (caller.displayName || caller.fullName || caller.username)) || null;
  const joiner = { email, name, message: body.message || null };
  const added = await store.addToWaitlist(deps.db, { teacherId, userId: caller?.id ?? null, ...joiner });
  if (!added) return { status: 'already_joined' as const, message: T.waitlistAlready };
  if (page.teacherEmail) {
    // The place on the list stands whatever the mail server says.
    await deps.mail
      .send(waitlistMail(page.teacherEmail, page.teacherName, joiner, deps.publicUrl))
      .catch((err: unknown) => deps.log.warn({ err, teacherId }, 'waitlist mail failed'));
  }
  return { status: 'joined' as const, message: T.waitlistJoined };
}

export async function waitlist(deps: StorefrontDeps, user: Teacher) {
  mustTeach(user);
  return (await store.waitlistOf(deps.db, user.id)).map(presentWaitlistEntry);
}
