import * as z from 'zod/mini';
import { emailSchema } from '../auth/auth.schemas.ts';
import { homepageUrlSchema } from './homepage-url.ts';
import { availabilitySchema, WEEKDAYS } from './availability.ts';
import * as c from './storefront.constants.ts';
import { videoLinkSchema } from './video-link.ts';

const T = c.STOREFRONT_TEXTS;

/** Spec §5: a web link without a scheme gets http:// in front; empty means none. */
export const webLinkSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(c.LINK_MAX, T.linkInvalid)),
      z.transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `http://${value}` : value)),
    ),
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: T.linkInvalid })]),
  ),
  z.transform((value) => value || null),
);

/** A picture the teacher uploaded (storage upload answers its address). */
const pictureSchema = z.nullable(
  z.url({ protocol: /^https?$/, error: T.pictureInvalid }).check(z.maxLength(c.LINK_MAX, T.pictureInvalid)),
);
const colorSchema = z.string({ error: T.colorInvalid }).check(z.regex(/^#[0-9A-Fa-f]{6}$/, T.colorInvalid));
const centsSchema = z
  .number({ error: T.priceRange })
  .check(z.int(T.priceRange), z.gte(c.TEACHER_PRICE_MIN_CENTS, T.priceRange), z.lte(c.TEACHER_PRICE_MAX_CENTS, T.priceRange));

export const homepageFeatureSchema = z.object({
  title: z
    .string({ error: T.featureTitleRequired })
    .check(z.trim(), z.minLength(1, T.featureTitleRequired), z.maxLength(c.FEATURE_TITLE_MAX, T.featureTitleTooLong)),
  description: z._default(z.string().check(z.trim(), z.maxLength(c.FEATURE_DESCRIPTION_MAX, T.featureDescriptionTooLong)), ''),
  url: z._default(z.nullable(webLinkSchema), null),
});
export type HomepageFeature = z.output<typeof homepageFeatureSchema>;

export const feedbackFocusSchema = z.enum(c.FEEDBACK_FOCUS);
export type FeedbackFocus = z.infer<typeof feedbackFocusSchema>;

export const homepageOfferSchema = z.object({
  title: z
    .string({ error: T.offerTitleRequired })
    .check(z.trim(), z.minLength(1, T.offerTitleRequired), z.maxLength(c.FEATURE_TITLE_MAX, T.featureTitleTooLong)),
  description: z._default(z.string().check(z.trim(), z.maxLength(c.OFFER_DESCRIPTION_MAX, T.offerDescriptionTooLong)), ''),
  /** Cents, or null for "ask me". */
  price: z._default(z.nullable(centsSchema), null),
});
export type HomepageOffer = z.output<typeof homepageOfferSchema>;

export const homepageVideoSchema = z.object({
  title: z
    .string({ error: T.videoTitleRequired })
    .check(z.trim(), z.minLength(1, T.videoTitleRequired), z.maxLength(c.FEATURE_TITLE_MAX, T.featureTitleTooLong)),
  url: videoLinkSchema,
});
export type HomepageVideo = z.output<typeof homepageVideoSchema>;

export const visiblePricesSchema = z.pipe(
  z
    .array(z.union(c.VISIBLE_PRICE_VALUES.map((v) => z.literal(v))), { error: T.visiblePricesRequired })
    .check(z.minLength(1, T.visiblePricesRequired)),
  z.transform((codes) => c.VISIBLE_PRICE_VALUES.filter((code) => codes.includes(code))),
);

/** What anyone sees of a teacher's homepage (spec §3, teacher homepage), with the pages ADR 0029 adds. */
export const teacherHomepageSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** The teacher's display name, for "Hi, I'm …". */
  teacher_name: z.string(),
  welcome_message: z.nullable(z.string()),
  video_url: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  price: z.int(),
  currency: z.literal(c.TEACHER_CURRENCY),
  features: z.array(z.object({ title: z.string(), description: z.string(), url: z.nullable(z.string()) })),
  visible_prices: z.array(z.int()),
  expected_days: z.int(),
  profile_pic: z.nullable(z.string()),
  user_id: z.int(),
  color: z.string(),
  faq_color: z.string(),
  ai_price: z.int(),
  basic_plan_id: z.string(),
  premium_plan_id: z.string(),
  ai_plan_id: z.string(),
  accepting_students: z.boolean(),
  focus: z.array(feedbackFocusSchema),
  offers: z.array(z.object({ title: z.string(), description: z.string(), price: z.nullable(z.int()) })),
  availability: z.object({
    group_size: z.int(),
    timezone: z.string(),
    slots: z.array(z.object({ day: z.enum(WEEKDAYS), start: z.string(), end: z.string() })),
  }),
  videos: z.array(z.object({ title: z.string(), url: z.string() })),
  /** What the teacher tells about their teaching in settings (spec §3 profile); empty fields are null. */
  teaching: z.object({
    experience: z.nullable(z.string()),
    teaching_style: z.nullable(z.string()),
    tags: z.array(z.string()),
    video_link: z.nullable(z.string()),
    price_per_hour: z.nullable(z.number()),
  }),
  /** Students' ratings of their lessons, once there are enough to say something (ADR 0060); null before. */
  rating: z.nullable(z.object({ average: z.number(), count: z.int() })),
});
export type TeacherHomepage = z.infer<typeof teacherHomepageSchema>;

/** The teacher's own view adds what only the teacher decides or sees. */
export const myHomepageSchema = z.extend(teacherHomepageSchema, {
  max_subscribers: z.nullable(z.int()),
  waitlist_count: z.int(),
});
export type MyHomepage = z.infer<typeof myHomepageSchema>;

export const homepageUrlParamsSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(200)) });

export const bannerBodySchema = z.object({
  url: homepageUrlSchema,
  name: z
    .string({ error: T.nameRequired })
    .check(z.trim(), z.minLength(1, T.nameRequired), z.maxLength(c.HOMEPAGE_NAME_MAX, T.nameTooLong)),
  profile_pic: z.optional(pictureSchema),
});
export type BannerBody = z.input<typeof bannerBodySchema>;

export const customizationBodySchema = z.object({
  color: colorSchema,
  faq_color: colorSchema,
  welcome_message: z
    .string({ error: T.welcomeRequired })
    .check(z.trim(), z.minLength(1, T.welcomeRequired), z.maxLength(c.WELCOME_MESSAGE_MAX, T.welcomeTooLong)),
  video_url: videoLinkSchema,
  thumbnail: z._default(pictureSchema, null),
  features: z._default(z.array(homepageFeatureSchema).check(z.maxLength(c.FEATURES_MAX, T.featuresTooMany)), []),
});
export type CustomizationBody = z.input<typeof customizationBodySchema>;

export const pricesBodySchema = z.object({
  price: centsSchema,
  visible_prices: visiblePricesSchema,
  ai_price: centsSchema,
  expected_days: z
    .number({ error: T.expectedDaysRange })
    .check(z.int(T.expectedDaysRange), z.gte(1, T.expectedDaysRange), z.lte(c.EXPECTED_DAYS_MAX, T.expectedDaysRange)),
});
export type PricesBody = z.input<typeof pricesBodySchema>;

export const servicesBodySchema = z.object({
  accepting_students: z.boolean(),
  max_subscribers: z.nullable(
    z
      .number({ error: T.maxSubscribersRange })
      .check(
        z.int(T.maxSubscribersRange),
        z.gte(1, T.maxSubscribersRange),
        z.lte(c.MAX_SUBSCRIBERS_LIMIT, T.maxSubscribersRange),
      ),
  ),
  focus: z.pipe(
    z.array(feedbackFocusSchema),
    z.transform((list) => c.FEEDBACK_FOCUS.filter((f) => list.includes(f))),
  ),
});
export type ServicesBody = z.input<typeof servicesBodySchema>;

export const offersBodySchema = z.object({
  offers: z.array(homepageOfferSchema).check(z.maxLength(c.OFFERS_MAX, T.offersTooMany)),
});
export type OffersBody = z.input<typeof offersBodySchema>;

export const availabilityBodySchema = availabilitySchema;
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

export const videosBodySchema = z.object({
  videos: z.array(homepageVideoSchema).check(z.maxLength(c.VIDEOS_MAX, T.videosTooMany)),
});
export type VideosBody = z.input<typeof videosBodySchema>;

/** A student joins with their account; a guest gives an email (ADR 0030). */
export const waitlistBodySchema = z.object({
  email: z.optional(emailSchema),
  name: z.optional(z.string().check(z.trim(), z.maxLength(c.WAITLIST_NAME_MAX, T.waitlistNameTooLong))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(c.WAITLIST_MESSAGE_MAX, T.waitlistMessageTooLong))),
});
export type WaitlistBody = z.input<typeof waitlistBodySchema>;

export const waitlistJoinSchema = z.object({
  status: z.enum(['joined', 'already_joined']),
  message: z.string(),
});

export const waitlistEntrySchema = z.object({
  email: z.string(),
  name: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** The student's account, or null for a guest. */
  user_id: z.nullable(z.int()),
  created_at: z.iso.datetime(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
