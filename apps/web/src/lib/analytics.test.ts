import { afterEach, describe, expect, it } from 'vitest';
import { track } from './analytics.ts';
import { saveConsent } from './consent.ts';

const choices = { productAnalytics: false, webAnalytics: false, chatSupport: false };

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
    localStorage.clear();
  });

  it('records nothing without product-analytics consent', () => {
    saveConsent({ ...choices, webAnalytics: true, chatSupport: true });
    expect(track('survey_completed', { rating: 5 })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('records the event with its properties once product analytics is allowed', () => {
    saveConsent({ ...choices, productAnalytics: true });
    expect(track('survey_completed', { rating: 4 })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'survey_completed', properties: { rating: 4 }, at: expect.any(String) }]);
  });

  it('stops recording when consent is withdrawn', () => {
    saveConsent({ ...choices, productAnalytics: true });
    track('first');
    saveConsent(choices);
    track('second');
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['first']);
  });
});
