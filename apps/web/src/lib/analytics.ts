import { getConsent } from './consent.ts';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProperties;
  at: string;
}

declare global {
  interface Window {
    /** The queue analytics tags read (the dataLayer convention); nothing is pushed without product-analytics consent. */
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Records a product event for analytics, only when the user allowed product analytics in the cookie dialog.
 * Answers whether it was recorded.
 */
export function track(event: string, properties: AnalyticsProperties = {}): boolean {
  if (!getConsent()?.productAnalytics) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, properties, at: new Date().toISOString() });
  return true;
}
