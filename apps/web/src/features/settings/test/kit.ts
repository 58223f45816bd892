import { authApi, AUTH_TEXTS, fillPath, modulesApi, type User } from '@parley/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';

export const ME = `GET ${authApi.me.path}`;
export const UPDATE = `POST ${authApi.update.path}`;
export const SUBMIT = `POST ${modulesApi.submit.path}`;
export const LANGUAGES_MODULE = `GET ${fillPath(modulesApi.get.path, { moduleId: 'Languages' })}`;
export const EMAIL_RESULTS = `GET ${fillPath(modulesApi.results.path, { moduleId: 'EmailPreferenceModule' })}`;

/**
 * A signed-in student and an empty cache before each test. Toasts queue one after another for 6 s, so each test
 * file (a fresh module graph) checks at most one toast per test it expects to see.
 */
export function settingsTestSetup() {
  beforeEach(() => {
    clearSession('logout');
    forgetEndReason();
    queryClient.clear();
    setSession(makeSession());
  });
  afterEach(() => vi.unstubAllGlobals());
}

export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const saved = (user: User) => json(200, { user, message: AUTH_TEXTS.profileUpdated });
