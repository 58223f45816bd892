import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_TEXTS as T } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getPage, save, teacherWithHomepage, type Person } from './storefront-test-helpers.ts';

let t: TestApp;
let teacher: Person & { url: string };
beforeAll(async () => {
  t = await createTestApp();
  teacher = await teacherWithHomepage(t);
});
afterAll(() => t.close());

const customization = {
  color: '#123456',
  faq_color: '#fefefe',
  welcome_message: '  Welcome to my page!  ',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  thumbnail: 'http://localhost:3000/api/v1/sdk/storage/files/u1-a.png',
  features: [
    { title: 'Record', description: 'Record yourself speaking.', url: 'example.com/how' },
    { title: 'Get feedback', description: '', url: '' },
  ],
};

const saveOk = async (page: string, payload: object) => {
  const res = await save(t, teacher, page, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const refused = async (page: string, payload: object, message: string) =>
  expectError(await save(t, teacher, page, payload), 400, 'VALIDATION_ERROR', message);

describe('customization options', () => {
  it('saves colours, welcome message, intro video, thumbnail and features (links get http://)', async () => {
    const saved = await saveOk('customization', customization);
    expect(saved).toMatchObject({
      color: '#123456',
      faq_color: '#fefefe',
      welcome_message: 'Welcome to my page!',
      video_url: customization.video_url,
      thumbnail: customization.thumbnail,
      features: [
        { title: 'Record', description: 'Record yourself speaking.', url: 'http://example.com/how' },
        { title: 'Get feedback', description: '', url: null },
      ],
    });
    expect((await getPage(t, teacher.url)).json()).toMatchObject({
      features: saved.features,
      video_url: customization.video_url,
    });
  });

  it('says the spec’s sentences for a missing or wrong video link', async () => {
    await refused('customization', { ...customization, video_url: '' }, T.videoRequired);
    await refused('customization', { ...customization, video_url: undefined }, T.videoRequired);
    for (const link of [
      'https://example.com/v.mp4',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      const error = await refused('customization', { ...customization, video_url: link }, T.videoInvalid);
      expect(error.errors?.[0]?.loc).toEqual(['body', 'video_url']);
    }
    expect((await saveOk('customization', { ...customization, video_url: 'https://vimeo.com/76979871' })).video_url).toBe(
      'https://vimeo.com/76979871',
    );
  });

  it('checks colours, the welcome message and features', async () => {
    await refused('customization', { ...customization, color: 'teal' }, T.colorInvalid);
    await refused('customization', { ...customization, welcome_message: ' ' }, T.welcomeRequired);
    await refused('customization', { ...customization, welcome_message: 'x'.repeat(1001) }, T.welcomeTooLong);
    await refused('customization', { ...customization, features: [{ title: '' }] }, T.featureTitleRequired);
    await refused('customization', { ...customization, features: [{ title: 'A', url: 'javascript:alert(1)' }] }, T.linkInvalid);
    await refused('customization', { ...customization, features: Array(7).fill({ title: 'A' }) }, T.featuresTooMany);
  });
});

describe('prices', () => {
  it('saves the price, the plans shown, the AI price and the answer days', async () => {
    const saved = await saveOk('prices', { price: 2500, visible_prices: [1510, 510], ai_price: 1200, expected_days: 3 });
    expect(saved).toMatchObject({ price: 2500, visible_prices: [510, 1510], ai_price: 1200, expected_days: 3 });
  });

  it('refuses prices out of range, no plan shown, unknown plan codes and bad days', async () => {
    const ok = { price: 2500, visible_prices: [510], ai_price: 900, expected_days: 2 };
    await refused('prices', { ...ok, price: 99 }, T.priceRange);
    await refused('prices', { ...ok, price: 12.5 }, T.priceRange);
    await refused('prices', { ...ok, ai_price: 100_001 }, T.priceRange);
    await refused('prices', { ...ok, visible_prices: [] }, T.visiblePricesRequired);
    expectError(await save(t, teacher, 'prices', { ...ok, visible_prices: [500] }), 400, 'VALIDATION_ERROR');
    await refused('prices', { ...ok, expected_days: 0 }, T.expectedDaysRange);
    await refused('prices', { ...ok, expected_days: 15 }, T.expectedDaysRange);
  });
});

describe('feedback services', () => {
  it('saves accepting students, the maximum number of subscribers and the focus', async () => {
    const saved = await saveOk('services', { accepting_students: false, max_subscribers: 12, focus: ['vocabulary', 'grammar'] });
    expect(saved).toMatchObject({ accepting_students: false, max_subscribers: 12, focus: ['grammar', 'vocabulary'] });
    expect((await getPage(t, teacher.url)).json()).toMatchObject({ accepting_students: false, focus: ['grammar', 'vocabulary'] });
    expect((await saveOk('services', { accepting_students: true, max_subscribers: null, focus: [] })).max_subscribers).toBeNull();
    await refused('services', { accepting_students: true, max_subscribers: 0, focus: [] }, T.maxSubscribersRange);
    await refused('services', { accepting_students: true, max_subscribers: 1001, focus: [] }, T.maxSubscribersRange);
  });
});

describe('offers', () => {
  it('saves up to five offers with an optional price', async () => {
    const saved = await saveOk('offers', {
      offers: [{ title: 'Mock IELTS test', description: 'A full speaking test with notes.', price: 3000 }, { title: 'CV check' }],
    });
    expect(saved.offers).toEqual([
      { title: 'Mock IELTS test', description: 'A full speaking test with notes.', price: 3000 },
      { title: 'CV check', description: '', price: null },
    ]);
    await refused('offers', { offers: [{ title: ' ' }] }, T.offerTitleRequired);
    await refused('offers', { offers: Array(6).fill({ title: 'A' }) }, T.offersTooMany);
    await refused('offers', { offers: [{ title: 'A', price: 50 }] }, T.priceRange);
  });
});

describe('availability', () => {
  it('saves weekly slots in the teacher’s time zone, sorted', async () => {
    const saved = await saveOk('availability', {
      timezone: 'Europe/Madrid',
      slots: [
        { day: 'thu', start: '18:00', end: '19:00' },
        { day: 'mon', start: '09:00', end: '10:30' },
      ],
    });
    expect(saved.availability).toEqual({
      group_size: 1,
      timezone: 'Europe/Madrid',
      slots: [
        { day: 'mon', start: '09:00', end: '10:30' },
        { day: 'thu', start: '18:00', end: '19:00' },
      ],
    });
  });

  it('refuses bad times, overlaps and unknown zones', async () => {
    await refused('availability', { timezone: 'Nowhere/City', slots: [] }, T.timezoneInvalid);
    await refused('availability', { timezone: 'UTC', group_size: 11, slots: [] }, T.groupSizeRange);
    await refused('availability', { timezone: 'UTC', slots: [{ day: 'mon', start: '9am', end: '10:00' }] }, T.slotTimeInvalid);
    await refused(
      'availability',
      { timezone: 'UTC', slots: [{ day: 'mon', start: '10:00', end: '10:00' }] },
      T.slotEndBeforeStart,
    );
    const overlapping = [
      { day: 'tue', start: '10:00', end: '11:00' },
      { day: 'tue', start: '10:59', end: '12:00' },
    ];
    await refused('availability', { timezone: 'UTC', slots: overlapping }, T.slotsOverlap);
  });
});

describe('my videos', () => {
  it('saves YouTube and Vimeo videos with a title, with the spec’s link sentences', async () => {
    const videos = [
      { title: 'Small talk', url: 'https://youtu.be/dQw4w9WgXcQ' },
      { title: 'Phrasal verbs', url: 'https://vimeo.com/76979871' },
    ];
    expect((await saveOk('videos', { videos })).videos).toEqual(videos);
    expect((await getPage(t, teacher.url)).json().videos).toEqual(videos);
    await refused('videos', { videos: [{ title: 'A', url: '' }] }, T.videoRequired);
    await refused('videos', { videos: [{ title: 'A', url: 'https://example.com' }] }, T.videoInvalid);
    await refused('videos', { videos: [{ title: '', url: videos[0]!.url }] }, T.videoTitleRequired);
    await refused('videos', { videos: Array(11).fill(videos[0]) }, T.videosTooMany);
  });
});
