import {
  BILLING_PERIODS,
  PLAN_CATALOGUE,
  PLAN_CURRENCY,
  PLAN_FREE_TRIAL_DAYS,
  planPrice,
  PLANS,
  type AuthResponse,
  type Event,
  type MyHomepage,
  type Plan,
  type PlanCard,
  type User,
} from '@parley/contracts';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'dana',
    email: 'dana@example.com',
    bio: null,
    image: null,
    full_name: 'Dana Demo',
    display_name: null,
    country: null,
    pronouns: null,
    date_of_birth: null,
    learning: [],
    speaking: [],
    address: null,
    status: 'STUDENT',
    profile: null,
    plan: 'free',
    is_company: false,
    completed_onboarding: true,
    registration_code: null,
    promotion_code: null,
    accent: null,
    voice_gender: null,
    about_me: null,
    group_settings: null,
    is_verified: true,
    is_guest: false,
    roles: [],
    teacher_approval_pending: false,
    deletion_scheduled_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A session whose access token is valid, or already expired when `accessExpired` is set. */
export function makeSession(user: Partial<User> = {}, { accessExpired = false, name = 'a' } = {}): AuthResponse {
  return {
    user: makeUser(user),
    access_token: { token: `access-${name}`, expiration_time: inHours(accessExpired ? -1 : 0.25) },
    refresh_token: { token: `refresh-${name}`, expiration_time: inHours(24 * 30) },
  };
}

/** An upcoming public event hosted by user 2, starting in a day. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  const host = { id: 2, username: 'tom', display_name: 'Tom Teacher', image: null };
  return {
    event_id: '11111111-1111-4111-8111-111111111111',
    short_event_id: 'abc123',
    event_title: 'Small talk at work',
    title: 'Small talk at work',
    event_description: 'Practise everyday conversation.',
    event_type: 'DISCUSSION',
    event_language: 'en',
    proficiency: 1,
    start_time_utc: inHours(24),
    end_time_utc: inHours(25),
    is_private: false,
    is_revision: false,
    is_cancelled: false,
    is_ended: false,
    tags: ['work', 'travel'],
    is_live: false,
    lesson_link: null,
    current_room_id: null,
    host,
    participants: [],
    participants_count: 0,
    max_number_users: 20,
    is_full: false,
    event_url: 'http://localhost:3000/event/11111111-1111-4111-8111-111111111111',
    google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Small+talk',
    ...overrides,
  };
}

/** A teacher's homepage as the teacher reads it, with the spec's defaults. */
export function makeHomepage(overrides: Partial<MyHomepage> = {}): MyHomepage {
  return {
    url: 'tom-teacher',
    name: 'English with Tom',
    teacher_name: 'Tom Teacher',
    welcome_message: 'Hi! I help you speak with confidence.',
    video_url: null,
    thumbnail: null,
    price: 2000,
    currency: 'usd',
    features: [],
    visible_prices: [999, 510, 1510],
    expected_days: 2,
    profile_pic: null,
    user_id: 2,
    color: '#0F766E',
    faq_color: '#F0FDFA',
    ai_price: 900,
    basic_plan_id: 'tp_2_basic',
    premium_plan_id: 'tp_2_premium',
    ai_plan_id: 'tp_2_ai',
    accepting_students: true,
    focus: [],
    offers: [],
    availability: { group_size: 1, timezone: 'UTC', slots: [] },
    teaching: { experience: null, teaching_style: null, tags: [], video_link: null, price_per_hour: null },
    rating: null,
    videos: [],
    max_subscribers: null,
    waitlist_count: 0,
    ...overrides,
  };
}

/** The plan cards as the server answers them to a viewer on `current`, who has had the trials of `trialsHad`. */
export const makePlanCards = (current: Plan | null, trialsHad: Plan[] = []): PlanCard[] =>
  PLANS.map((plan) => ({
    plan_id: plan,
    ...PLAN_CATALOGUE[plan],
    features: [...PLAN_CATALOGUE[plan].features],
    is_current_plan: plan === current,
    trial_days: plan === 'free' || trialsHad.includes(plan) ? null : PLAN_FREE_TRIAL_DAYS,
    prices: Object.fromEntries(
      BILLING_PERIODS.map((period) => {
        const p = planPrice(plan, period);
        const price = { price: p.monthlyCents, original_price: p.originalMonthlyCents, discount: p.discountPercent };
        return [period, { ...price, billed: p.billedCents, currency: PLAN_CURRENCY }];
      }),
    ) as PlanCard['prices'],
  }));
