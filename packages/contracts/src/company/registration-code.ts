/**
 * Sign-up's organisation code (ADR 0072), apart from the company constants: the sign-up form and every page's user
 * schema import it, and the company texts must not ride along into the first download (ADR 0037's budget).
 */
/** The query parameter of the sign-up page that carries an organisation's join code. */
export const REGISTRATION_CODE_PARAM = 'code';
export const REGISTRATION_CODE_MAX = 32;
