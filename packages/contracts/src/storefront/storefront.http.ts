import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import * as s from './storefront.schemas.ts';
import * as pay from './teacher-payments.ts';

export const TEACHER_PREFIX = '/api/v1/sdk/teacher';

const save = <B extends z.ZodMiniType>(page: string, body: B, summary: string) =>
  endpoint({
    method: 'PUT',
    path: `${TEACHER_PREFIX}/homepage/${page}`,
    summary,
    auth: 'access',
    body,
    status: 200,
    response: s.myHomepageSchema,
  });

/** Teachers' homepages (issue 7, storefront): the public page by its url, and the teacher's settings pages. */
export const storefrontApi = {
  page: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/page/{url}`,
    summary: 'A teacher homepage by its url, for anyone (no login); 404 "Page not found" for an unknown url',
    auth: 'none',
    params: s.homepageUrlParamsSchema,
    status: 200,
    response: s.teacherHomepageSchema,
  }),
  joinWaitlist: endpoint({
    method: 'POST',
    path: `${TEACHER_PREFIX}/page/{url}/waitlist`,
    summary: "Join a teacher's waitlist: a student with their account, a guest with an email; the teacher is told once",
    auth: 'optional',
    params: s.homepageUrlParamsSchema,
    body: s.waitlistBodySchema,
    status: 200,
    response: s.waitlistJoinSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/homepage`,
    summary: "The calling teacher's homepage, or null before a url is claimed (teachers only)",
    auth: 'access',
    status: 200,
    response: z.nullable(s.myHomepageSchema),
  }),
  saveBanner: save('banner', s.bannerBodySchema, 'Claim or change the homepage url, title and picture (creates the homepage)'),
  saveCustomization: save(
    'customization',
    s.customizationBodySchema,
    'Colours, welcome message, intro video (YouTube or Vimeo), thumbnail and the "How it works" features',
  ),
  savePrices: save('prices', s.pricesBodySchema, 'Price, the plans shown (visible_prices 999, 510, 1510), AI price, answer days'),
  saveServices: save('services', s.servicesBodySchema, 'Feedback services: accepting new students, maximum subscribers, focus'),
  saveOffers: save('offers', s.offersBodySchema, 'Extra services shown on the homepage'),
  saveAvailability: save('availability', s.availabilityBodySchema, 'Weekly live-session slots in the teacher’s time zone'),
  saveVideos: save('videos', s.videosBodySchema, 'Videos shown on the homepage (YouTube or Vimeo)'),
  waitlist: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/homepage/waitlist`,
    summary: "The calling teacher's waitlist, newest first",
    auth: 'access',
    status: 200,
    response: z.array(s.waitlistEntrySchema),
  }),
  paymentAccount: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/payment_account`,
    summary: "The calling teacher's payment account: its id (null before connecting) and whether it can take payments",
    auth: 'access',
    status: 200,
    response: pay.paymentAccountSchema,
  }),
  connect: endpoint({
    method: 'POST',
    path: `${TEACHER_PREFIX}/payment_account/connect`,
    summary: "Start or continue connecting the teacher's payment account: answers the provider's onboarding link",
    auth: 'access',
    status: 200,
    response: pay.connectResponseSchema,
  }),
  checkout: endpoint({
    method: 'POST',
    path: `${TEACHER_PREFIX}/checkout`,
    summary:
      "A student's checkout for a teacher's Basic or Premium plan, with the 7-day trial unless free_trial is false (EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING, EXC_TEACHER_MAX_SUBS_REACHED)",
    auth: 'access',
    body: pay.teacherCheckoutBodySchema,
    status: 200,
    response: pay.teacherCheckoutResponseSchema,
  }),
  aiCheckout: endpoint({
    method: 'POST',
    path: `${TEACHER_PREFIX}/checkout/ai`,
    summary: "A student's checkout for a teacher's Lite/AI plan (EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING)",
    auth: 'access',
    body: pay.aiCheckoutBodySchema,
    status: 200,
    response: pay.teacherCheckoutResponseSchema,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/subscriptions`,
    summary: "The caller's live plans with teachers (activated only by the provider's events)",
    auth: 'access',
    status: 200,
    response: z.array(pay.teacherSubscriptionSchema),
  }),
  trials: endpoint({
    method: 'GET',
    path: `${TEACHER_PREFIX}/trials`,
    summary: 'The teachers whose 7-day trial the caller has had: one trial per teacher, so their next checkout has none',
    auth: 'access',
    status: 200,
    response: pay.teacherTrialsSchema,
  }),
} as const;
