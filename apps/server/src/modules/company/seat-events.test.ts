import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDashboard } from '@parley/contracts';
import { me } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall, organisation, seatsBought, type Person } from './content-test-helpers.ts';

/** The provider may send an event twice, or an older one after a newer (ADR 0072): seats follow the newest, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seatsOf = async (admin: Person) => ((await companyCall(t, admin, 'GET', '/dashboard')).json() as CompanyDashboard).seats;
const plansOf = async (people: Person[]) =>
  Promise.all(people.map(async (p) => (await me(t, p.token)).json<{ plan: string }>().plan));

describe('the Team subscription’s events', () => {
  it('apply once each, and one older than what is stored changes nothing', async () => {
    const started = t.clock.now();
    const later = (seconds: number) => new Date(started.getTime() + seconds * 1000);
    const { id, admin, members } = await organisation(t, 2);
    const everyone = [admin, ...members];
    expect(await seatsOf(admin)).toBe(20);

    expect(await seatsBought(t, id, admin.id, 20, { created: started })).toMatchObject({ duplicate: true });
    const grown = { id: `evt_grown_${id}`, type: 'customer.subscription.updated', created: later(60) } as const;
    expect(await seatsBought(t, id, admin.id, 25, grown)).toMatchObject({ duplicate: false });
    expect(await seatsOf(admin)).toBe(25);

    // Sent before the growth but delivered after it: stale.
    await seatsBought(t, id, admin.id, 10, { id: `evt_late_${id}`, type: 'customer.subscription.updated', created: later(30) });
    expect(await seatsBought(t, id, admin.id, 25, grown)).toMatchObject({ duplicate: true });
    expect(await seatsOf(admin)).toBe(25);
    expect(await plansOf(everyone)).toEqual(['team', 'team', 'team']);

    const ended = {
      id: `evt_ended_${id}`,
      type: 'customer.subscription.deleted',
      status: 'canceled',
      created: later(120),
    } as const;
    await seatsBought(t, id, admin.id, 25, ended);
    expect(await seatsOf(admin)).toBe(0);
    expect(await plansOf(everyone)).toEqual(['free', 'free', 'free']);
    // The first event again, and the end again: the organisation stays without seats, its members on Free.
    expect(await seatsBought(t, id, admin.id, 20, { created: started })).toMatchObject({ duplicate: true });
    expect(await seatsBought(t, id, admin.id, 25, ended)).toMatchObject({ duplicate: true });
    expect(await seatsOf(admin)).toBe(0);
    expect(await plansOf(everyone)).toEqual(['free', 'free', 'free']);
  });
});
