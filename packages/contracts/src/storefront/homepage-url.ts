import * as z from 'zod/mini';
import { ROUTES } from '../common/routes.ts';
import { HOMEPAGE_URL_MAX, HOMEPAGE_URL_MIN, STOREFRONT_TEXTS } from './storefront.constants.ts';

/** First path segments the server or the browser uses for something other than the web app's routes. */
const NON_ROUTE_PREFIXES = ['api', 'assets', 'legal', 'auth', 'static', 'public', 'sandbox', 'admin', 'settings', 'www'];

/**
 * Names a teacher cannot claim: the first segment of every route of the app (login, events, …), so that no homepage
 * hides a page, and the server's own prefixes. Compared without case.
 */
export const RESERVED_HOMEPAGE_URLS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES)
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment && !segment.startsWith(':'))
    .map((segment) => segment.toLowerCase()),
  ...NON_ROUTE_PREFIXES,
]);

export const isReservedHomepageUrl = (url: string) => RESERVED_HOMEPAGE_URLS.has(url.toLowerCase());

/** A homepage url: letters, digits and dashes, never at either end, and not a reserved name. */
export const homepageUrlSchema = z.string({ error: STOREFRONT_TEXTS.urlRequired }).check(
  z.trim(),
  z.minLength(1, STOREFRONT_TEXTS.urlRequired),
  z.minLength(HOMEPAGE_URL_MIN, STOREFRONT_TEXTS.urlTooShort),
  z.maxLength(HOMEPAGE_URL_MAX, STOREFRONT_TEXTS.urlTooLong),
  z.regex(/^[A-Za-z0-9-]+$/, STOREFRONT_TEXTS.urlCharacters),
  z.refine((url) => !url.startsWith('-') && !url.endsWith('-'), STOREFRONT_TEXTS.urlDashEdge),
  z.refine((url) => !isReservedHomepageUrl(url), STOREFRONT_TEXTS.urlReserved),
);
