import { describe, expect, it } from 'vitest';
import { RESERVED_HOMEPAGE_URLS, homepageUrlSchema } from './homepage-url.ts';
import { availabilitySchema } from './availability.ts';
import { STOREFRONT_TEXTS as T } from './storefront.constants.ts';
import { webLinkSchema } from './storefront.schemas.ts';
import { parseTeacherPlanId, teacherPlanId, teacherPlansOf } from './teacher-plans.ts';
import { parseVideoLink, videoEmbedUrl, videoLinkSchema } from './video-link.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
  ])('reads %s', (link, provider, id) => {
    expect(parseVideoLink(link)).toMatchObject({ provider, id });
  });

  it.each([
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
    'https://example.com/video.mp4',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
    expect(firstMessage(videoLinkSchema.safeParse(link))).toBe(T.videoInvalid);
  });

  it('asks for a link when there is none', () => {
    expect(firstMessage(videoLinkSchema.safeParse(''))).toBe(T.videoRequired);
    expect(firstMessage(videoLinkSchema.safeParse('   '))).toBe(T.videoRequired);
    expect(firstMessage(videoLinkSchema.safeParse(undefined))).toBe(T.videoRequired);
  });

  it('embeds without tracking cookies', () => {
    expect(videoEmbedUrl(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')!)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(videoEmbedUrl(parseVideoLink('https://vimeo.com/76979871/abcdef1234')!)).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abcdef1234',
    );
  });
});

describe('homepage urls', () => {
  it('reserves every route name and the server prefixes', () => {
    for (const name of ['login', 'events', 'pricing', 'profile', 'dashboard', 'checkout', 'api', 'assets', 'teacher']) {
      expect(RESERVED_HOMEPAGE_URLS.has(name)).toBe(true);
    }
    expect(firstMessage(homepageUrlSchema.safeParse('Login'))).toBe(T.urlReserved);
  });

  it.each([
    ['', T.urlRequired],
    ['ab', T.urlTooShort],
    ['tom teacher', T.urlCharacters],
    ['tom_teacher', T.urlCharacters],
    ['tom/teacher', T.urlCharacters],
    ['-tom', T.urlDashEdge],
    ['x'.repeat(41), T.urlTooLong],
  ])('refuses "%s"', (url, message) => {
    expect(firstMessage(homepageUrlSchema.safeParse(url))).toBe(message);
  });

  it('accepts letters, digits and dashes', () => {
    expect(homepageUrlSchema.parse(' Tom-Teacher-2 ')).toBe('Tom-Teacher-2');
  });
});

describe('teacher plans', () => {
  const homepage = { user_id: 7, price: 2500, ai_price: 900, visible_prices: [999, 510, 1510], expected_days: 3 };

  it('prices AI, Basic and Premium (price × 3 × 0.8) and describes what each holds', () => {
    expect(teacherPlansOf(homepage)).toEqual([
      {
        tier: 'ai',
        plan_id: 'tp_7_ai',
        price: 900,
        teacher_recordings_per_month: 0,
        live_sessions_per_week: 0,
        ai_feedback_per_month: 30,
        teacher_feedback_days: null,
      },
      {
        tier: 'basic',
        plan_id: 'tp_7_basic',
        price: 2500,
        teacher_recordings_per_month: 5,
        live_sessions_per_week: 3,
        ai_feedback_per_month: 30,
        teacher_feedback_days: 3,
      },
      {
        tier: 'premium',
        plan_id: 'tp_7_premium',
        price: 6000,
        teacher_recordings_per_month: 15,
        live_sessions_per_week: 7,
        ai_feedback_per_month: 30,
        teacher_feedback_days: 3,
      },
    ]);
  });

  it('shows only the visible plans and rounds to whole cents', () => {
    expect(teacherPlansOf({ ...homepage, price: 999, visible_prices: [1510] })).toMatchObject([{ tier: 'premium', price: 2398 }]);
  });

  it('reads plan ids back', () => {
    expect(parseTeacherPlanId(teacherPlanId(12, 'premium'))).toEqual({ userId: 12, tier: 'premium' });
    expect(parseTeacherPlanId('tp_12_gold')).toBeNull();
    expect(parseTeacherPlanId('basic')).toBeNull();
  });
});

describe('web links and availability', () => {
  it('puts http:// in front of a link without a scheme', () => {
    expect(webLinkSchema.parse('example.com/about')).toBe('http://example.com/about');
    expect(webLinkSchema.parse('https://example.com')).toBe('https://example.com');
    expect(webLinkSchema.parse('')).toBeNull();
    expect(firstMessage(webLinkSchema.safeParse('javascript:alert(1)'))).toBe(T.linkInvalid);
  });

  it('sorts slots and refuses overlaps and bad times', () => {
    const parsed = availabilitySchema.parse({
      timezone: 'Europe/London',
      slots: [
        { day: 'wed', start: '18:00', end: '19:00' },
        { day: 'mon', start: '09:00', end: '10:00' },
      ],
    });
    expect(parsed.slots.map((s) => s.day)).toEqual(['mon', 'wed']);
    const overlap = availabilitySchema.safeParse({
      timezone: 'Europe/London',
      slots: [
        { day: 'mon', start: '09:00', end: '10:00' },
        { day: 'mon', start: '09:30', end: '11:00' },
      ],
    });
    expect(firstMessage(overlap)).toBe(T.slotsOverlap);
    expect(firstMessage(availabilitySchema.safeParse({ timezone: 'Mars/Base', slots: [] }))).toBe(T.timezoneInvalid);
    expect(
      firstMessage(availabilitySchema.safeParse({ timezone: 'UTC', slots: [{ day: 'mon', start: '10:00', end: '09:00' }] })),
    ).toBe(T.slotEndBeforeStart);
  });
});
