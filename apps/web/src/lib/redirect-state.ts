import * as z from 'zod/mini';

/** What the login page says about why the user was sent there. */
export type Notice = 'loginRequired' | 'sessionExpired';

const pathSchema = z.object({ pathname: z.string(), search: z._default(z.string(), ''), hash: z._default(z.string(), '') });
const stateSchema = z.object({
  from: z.optional(pathSchema),
  notice: z.optional(z.enum(['loginRequired', 'sessionExpired'])),
});
export type RedirectState = z.input<typeof stateSchema>;

/** Only paths of this app: a crafted `//evil.example` or absolute URL must not become a redirect target. */
export function internalPath(url: string | null | undefined): string | undefined {
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : undefined;
}

/** Reads the location state the guards leave behind; anything else in history state is ignored. */
export function readRedirectState(state: unknown): { from?: string; notice?: Notice } {
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) return {};
  const { from, notice } = parsed.data;
  return { from: internalPath(from && `${from.pathname}${from.search}${from.hash}`), notice };
}
