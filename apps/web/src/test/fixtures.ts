import type { AuthResponse, User } from '@parley/contracts';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'dana',
    email: 'dana@example.com',
    bio: null,
    image: null,
    full_name: 'Dana Demo',
    display_name: null,
    country: null,
    pronouns: null,
    date_of_birth: null,
    learning: [],
    speaking: [],
    address: null,
    status: 'STUDENT',
    profile: null,
    plan: 'free',
    is_company: false,
    completed_onboarding: true,
    registration_code: null,
    promotion_code: null,
    accent: null,
    voice_gender: null,
    about_me: null,
    group_settings: null,
    is_verified: true,
    is_guest: false,
    roles: [],
    deletion_scheduled_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A session whose access token is valid, or already expired when `accessExpired` is set. */
export function makeSession(user: Partial<User> = {}, { accessExpired = false, name = 'a' } = {}): AuthResponse {
  return {
    user: makeUser(user),
    access_token: { token: `access-${name}`, expiration_time: inHours(accessExpired ? -1 : 0.25) },
    refresh_token: { token: `refresh-${name}`, expiration_time: inHours(24 * 30) },
  };
}
