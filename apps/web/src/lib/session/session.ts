import { authResponseSchema, type AuthResponse, type TokenPair, type User } from '@parley/contracts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../browser-storage/local-store.ts';
import { createStore, useStore } from '../external-store.ts';

export type Session = AuthResponse;
/** Why there is no session: the guards greet a logged-out user differently from one whose session ran out. */
export type EndReason = 'logout' | 'expired';

interface SessionState {
  current: Session | null;
  endedBy: EndReason | null;
}

const load = (): Session | null => readStored(STORAGE_KEYS.session, authResponseSchema);
const store = createStore<SessionState>({ current: load(), endedBy: null });

export const getSession = (): Session | null => store.get().current;

export function setSession(next: Session): void {
  store.set({ current: next, endedBy: null });
  writeStored(STORAGE_KEYS.session, next);
}

export function setTokens(pair: TokenPair): void {
  const current = getSession();
  if (current) setSession({ ...current, ...pair });
}

export function setUser(user: User): void {
  const current = getSession();
  if (current) setSession({ ...current, user });
}

export function clearSession(reason: EndReason): void {
  store.set({ current: null, endedBy: reason });
  removeStored(STORAGE_KEYS.session);
}

/** Once the login page is shown, a later visit to a protected page is an ordinary "log in first". */
export function forgetEndReason(): void {
  if (store.get().endedBy) store.set({ ...store.get(), endedBy: null });
}

/**
 * Another tab may have logged in, out, or rotated the refresh token; using our stale copy of a
 * rotated refresh token would look like token theft to the server and revoke the whole session.
 */
export function reloadSession(): Session | null {
  const stored = load();
  if (stored?.refresh_token.token !== getSession()?.refresh_token.token) {
    store.set({ current: stored, endedBy: stored ? null : 'logout' });
  }
  return stored;
}

export const useSessionState = (): SessionState => useStore(store);
export const useUser = (): User | null => useSessionState().current?.user ?? null;
