import type { APIRequestContext } from '@playwright/test';
import { AUTH_API, completeOnboarding } from '../support/app.ts';
import { expect, mailedCode, uniqueUser } from '../support/fixtures.ts';

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  fullName: string;
}

export const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });

/** A new verified account made through the API, with its id and access token. */
export async function memberByApi(request: APIRequestContext, fullName: string): Promise<Member> {
  const user = uniqueUser('social');
  const res = await request.post(`${AUTH_API}/register/email`, {
    data: { username: user.username, email: user.email, password: user.password, status: 'STUDENT', full_name: fullName },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: { id: number }; access_token: { token: string } };
  const verified = await request.post(`${AUTH_API}/verify/email`, {
    data: { email: user.email, code: await mailedCode(user.email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  // Onboarding is not what these tests are about (e2e/onboarding covers it).
  await completeOnboarding(request, body.access_token.token);
  return {
    id: body.user.id,
    username: user.username,
    email: user.email,
    password: user.password,
    token: body.access_token.token,
    fullName,
  };
}

export async function followByApi(request: APIRequestContext, from: Member, to: Member) {
  const res = await request.post(`${AUTH_API}/follow/${to.id}`, { headers: bearer(from) });
  expect(res.status(), await res.text()).toBe(200);
}
