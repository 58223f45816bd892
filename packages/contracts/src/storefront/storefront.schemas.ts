import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas.ts';
import { homepageUrlSchema } from './homepage-url.ts';
import { availabilitySchema, WEEKDAYS } from './availability.ts';
import * as c from './storefront.constants.ts';
import { videoLinkSchema } from './video-link.ts';

const T = c.STOREFRONT_TEXTS;

/** Spec §5: a web link without a scheme gets http:// in front; empty means none. */
export const webLinkSchema = z
  .string()
  .trim()
  .max(c.LINK_MAX, T.linkInvalid)
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `http://${value}` : value))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: T.linkInvalid })]))
  .transform((value) => value || null);

/** A picture the teacher uploaded (storage upload answers its address). */
const pictureSchema = z
  .url({ protocol: /^https?$/, error: T.pictureInvalid })
  .max(c.LINK_MAX, T.pictureInvalid)
  .nullable();
const colorSchema = z.string({ error: T.colorInvalid }).regex(/^#[0-9A-Fa-f]{6}$/, T.colorInvalid);
const centsSchema = z
  .number({ error: T.priceRange })
  .int(T.priceRange)
  .min(c.TEACHER_PRICE_MIN_CENTS, T.priceRange)
  .max(c.TEACHER_PRICE_MAX_CENTS, T.priceRange);

export const homepageFeatureSchema = z.object({
  title: z
    .string({ error: T.featureTitleRequired })
    .trim()
    .min(1, T.featureTitleRequired)
    .max(c.FEATURE_TITLE_MAX, T.featureTitleTooLong),
  description: z.string().trim().max(c.FEATURE_DESCRIPTION_MAX, T.featureDescriptionTooLong).default(''),
  url: webLinkSchema.nullable().default(null),
});
export type HomepageFeature = z.output<typeof homepageFeatureSchema>;

export const feedbackFocusSchema = z.enum(c.FEEDBACK_FOCUS);
export type FeedbackFocus = z.infer<typeof feedbackFocusSchema>;

export const homepageOfferSchema = z.object({
  title: z
    .string({ error: T.offerTitleRequired })
    .trim()
    .min(1, T.offerTitleRequired)
    .max(c.FEATURE_TITLE_MAX, T.featureTitleTooLong),
  description: z.string().trim().max(c.OFFER_DESCRIPTION_MAX, T.offerDescriptionTooLong).default(''),
  /** Cents, or null for "ask me". */
  price: centsSchema.nullable().default(null),
});
export type HomepageOffer = z.output<typeof homepageOfferSchema>;

export const homepageVideoSchema = z.object({
  title: z
    .string({ error: T.videoTitleRequired })
    .trim()
    .min(1, T.videoTitleRequired)
    .max(c.FEATURE_TITLE_MAX, T.featureTitleTooLong),
  url: videoLinkSchema,
});
export type HomepageVideo = z.output<typeof homepageVideoSchema>;

export const visiblePricesSchema = z
  .array(z.union(c.VISIBLE_PRICE_VALUES.map((v) => z.literal(v))), { error: T.visiblePricesRequired })
  .min(1, T.visiblePricesRequired)
  .transform((codes) => c.VISIBLE_PRICE_VALUES.filter((code) => codes.includes(code)));

/** What anyone sees of a teacher's homepage (spec §3, teacher homepage), with the pages ADR 0029 adds. */
export const teacherHomepageSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** The teacher's display name, for "Hi, I'm …". */
  teacher_name: z.string(),
  welcome_message: z.string().nullable(),
  video_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  price: z.number().int(),
  currency: z.literal(c.TEACHER_CURRENCY),
  features: z.array(z.object({ title: z.string(), description: z.string(), url: z.string().nullable() })),
  visible_prices: z.array(z.number().int()),
  expected_days: z.number().int(),
  profile_pic: z.string().nullable(),
  user_id: z.number().int(),
  color: z.string(),
  faq_color: z.string(),
  ai_price: z.number().int(),
  basic_plan_id: z.string(),
  premium_plan_id: z.string(),
  ai_plan_id: z.string(),
  accepting_students: z.boolean(),
  focus: z.array(feedbackFocusSchema),
  offers: z.array(z.object({ title: z.string(), description: z.string(), price: z.number().int().nullable() })),
  availability: z.object({
    timezone: z.string(),
    slots: z.array(z.object({ day: z.enum(WEEKDAYS), start: z.string(), end: z.string() })),
  }),
  videos: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type TeacherHomepage = z.infer<typeof teacherHomepageSchema>;

/** The teacher's own view adds what only the teacher decides or sees. */
export const myHomepageSchema = teacherHomepageSchema.extend({
  max_subscribers: z.number().int().nullable(),
  waitlist_count: z.number().int(),
});
export type MyHomepage = z.infer<typeof myHomepageSchema>;

export const homepageUrlParamsSchema = z.object({ url: z.string().min(1).max(200) });

export const bannerBodySchema = z.object({
  url: homepageUrlSchema,
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(c.HOMEPAGE_NAME_MAX, T.nameTooLong),
  profile_pic: pictureSchema.optional(),
});
export type BannerBody = z.input<typeof bannerBodySchema>;

export const customizationBodySchema = z.object({
  color: colorSchema,
  faq_color: colorSchema,
  welcome_message: z
    .string({ error: T.welcomeRequired })
    .trim()
    .min(1, T.welcomeRequired)
    .max(c.WELCOME_MESSAGE_MAX, T.welcomeTooLong),
  video_url: videoLinkSchema,
  thumbnail: pictureSchema.default(null),
  features: z.array(homepageFeatureSchema).max(c.FEATURES_MAX, T.featuresTooMany).default([]),
});
export type CustomizationBody = z.input<typeof customizationBodySchema>;

export const pricesBodySchema = z.object({
  price: centsSchema,
  visible_prices: visiblePricesSchema,
  ai_price: centsSchema,
  expected_days: z
    .number({ error: T.expectedDaysRange })
    .int(T.expectedDaysRange)
    .min(1, T.expectedDaysRange)
    .max(c.EXPECTED_DAYS_MAX, T.expectedDaysRange),
});
export type PricesBody = z.input<typeof pricesBodySchema>;

export const servicesBodySchema = z.object({
  accepting_students: z.boolean(),
  max_subscribers: z
    .number({ error: T.maxSubscribersRange })
    .int(T.maxSubscribersRange)
    .min(1, T.maxSubscribersRange)
    .max(c.MAX_SUBSCRIBERS_LIMIT, T.maxSubscribersRange)
    .nullable(),
  focus: z.array(feedbackFocusSchema).transform((list) => c.FEEDBACK_FOCUS.filter((f) => list.includes(f))),
});
export type ServicesBody = z.input<typeof servicesBodySchema>;

export const offersBodySchema = z.object({
  offers: z.array(homepageOfferSchema).max(c.OFFERS_MAX, T.offersTooMany),
});
export type OffersBody = z.input<typeof offersBodySchema>;

export const availabilityBodySchema = availabilitySchema;
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

export const videosBodySchema = z.object({
  videos: z.array(homepageVideoSchema).max(c.VIDEOS_MAX, T.videosTooMany),
});
export type VideosBody = z.input<typeof videosBodySchema>;

/** A student joins with their account; a guest gives an email (ADR 0030). */
export const waitlistBodySchema = z.object({
  email: emailSchema.optional(),
  name: z.string().trim().max(c.WAITLIST_NAME_MAX, T.waitlistNameTooLong).optional(),
  message: z.string().trim().max(c.WAITLIST_MESSAGE_MAX, T.waitlistMessageTooLong).optional(),
});
export type WaitlistBody = z.input<typeof waitlistBodySchema>;

export const waitlistJoinSchema = z.object({
  status: z.enum(['joined', 'already_joined']),
  message: z.string(),
});

export const waitlistEntrySchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  message: z.string().nullable(),
  /** The student's account, or null for a guest. */
  user_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
