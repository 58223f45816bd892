import { signUpCodesSchema, type SignUpCodes } from '@parley/contracts';

/**
 * The register page's invitation and registration code (ADRs 0069, 0075), kept in this tab while the browser is away
 * at Google, for the page that finishes the sign-up. sessionStorage: they belong to this visit, not to the device.
 */
const KEY = 'parley.sign-up-codes';

export function keepSignUpCodes(codes: SignUpCodes): void {
  const given = Object.fromEntries(Object.entries(codes).filter(([, value]) => value));
  try {
    sessionStorage.setItem(KEY, JSON.stringify(given));
  } catch {
    return;
  }
}

/** Read once: a later Google sign-in in this tab does not bring them again. Nothing kept, or unreadable, is none. */
export function takeSignUpCodes(): SignUpCodes {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const parsed = signUpCodesSchema.safeParse(JSON.parse(raw ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
