/** Where the identity provider sends the browser back after Google sign-in; not a route the spec names. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
