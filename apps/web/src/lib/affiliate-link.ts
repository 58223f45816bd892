// The constants' own file, not the contracts' index: this module is loaded beside the shell and must stay small.
import { AFFILIATE_PARAM, AFFILIATE_PREFIX, AFFILIATE_WINDOW_DAYS } from '@parley/contracts/affiliates/affiliates.constants';

/**
 * The affiliate link a browser came by (ADR 0076): kept in localStorage for the window, so a sign-up later in the
 * visit, or days later, still names the affiliate. Only a code the server calls valid is kept; a newer link replaces
 * an older one (the last link followed wins).
 */
const KEY = 'parley.affiliate';
const WINDOW_MS = AFFILIATE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

interface Kept {
  code: string;
  at: number;
}

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.code === 'string' && Date.now() - kept.at < WINDOW_MS ? kept : null;
  } catch {
    return null;
  }
}

/** The code to send with a sign-up, while its window lasts. */
export const keptAffiliateCode = (): string | null => read()?.code ?? null;

const postVisit = (code: string, token: string | undefined) =>
  fetch(`${AFFILIATE_PREFIX}/visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ code }),
  });

/**
 * Called once at start when the address has ?aff=: counts the click once per code and window (the server leaves out
 * the affiliate's own), and keeps the code. A stale session's token is dropped rather than refreshed for this.
 */
export async function captureAffiliateLink(search: string, token: string | undefined): Promise<void> {
  const code = new URLSearchParams(search).get(AFFILIATE_PARAM)?.trim();
  if (!code || read()?.code === code) return;
  let res = await postVisit(code, token);
  if (res.status === 401 && token) res = await postVisit(code, undefined);
  if (!res.ok) return;
  const { valid } = (await res.json()) as { valid: boolean };
  if (valid) localStorage.setItem(KEY, JSON.stringify({ code, at: Date.now() }));
}
