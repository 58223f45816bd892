import { ADMIN_PREFIX, AUTH_PREFIX, EVENT_PREFIX, type Event } from '@parley/contracts';
import { expect } from 'vitest';
import type { Db } from '../platform/db/port.ts';
import { grantAdmin } from './admin-helpers.ts';
import { newAccount } from './auth-helpers.ts';
import { MINUTE } from './event-helpers.ts';

/** Someone signed up on a server the test reaches only over HTTP (a server process, or a proxy in front of some). */
export interface ProcessMember {
  id: number;
  token: string;
}

export async function register(url: string, status: 'TEACHER' | 'STUDENT'): Promise<ProcessMember> {
  const res = await fetch(`${url}${AUTH_PREFIX}/register/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...newAccount(), status }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { user: { id: number }; access_token: { token: string } };
  return { id: body.user.id, token: body.access_token.token };
}

/** A call under the events prefix (`route` is the rest of the path), as `who`. */
export const eventCall = (url: string, who: ProcessMember, method: string, route: string, body?: object) =>
  fetch(`${url}${EVENT_PREFIX}/${route}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/**
 * A teacher who hosts an event started now. A teacher hosts once an admin approved them (ADR 0070): the first admin
 * is made in the database, as the seed does.
 */
export async function hostWithLiveEvent(url: string, db: Db): Promise<{ host: ProcessMember; event: Event }> {
  const host = await register(url, 'TEACHER');
  const admin = await register(url, 'STUDENT');
  await grantAdmin(db, admin.id);
  const approved = await fetch(`${url}${ADMIN_PREFIX}/teachers/${host.id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(approved.status).toBe(200);
  const created = await eventCall(url, host, 'POST', 'event', {
    event_title: 'Across instances',
    event_language: 'en',
    proficiency: 1,
    start_time_utc: new Date(Date.now() + 10 * MINUTE).toISOString(),
  });
  const event = (await created.json()) as Event;
  expect((await eventCall(url, host, 'POST', 'start_now', { event_id: event.event_id })).status).toBe(200);
  return { host, event };
}
