import { EVENT_API, eventActionByApi, eventByApi, hostByApi, logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

// "Attend" adds the user at once and takes it back when the server says no.

test('a join the server refuses (the event was cancelled meanwhile) is rolled back with the reason', async ({
  page,
  request,
}) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token);
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  const cancelled = await request.delete(`${EVENT_API}/event/${event.event_id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(cancelled.status()).toBe(200);

  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(toast(page, 'This event has been cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await expect(page.getByText('1 person is going')).toBeHidden();
});

test('the join shows at once and is undone when the server answers the free plan limit', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token);
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  // Held until the optimistic state was seen, then answered with the server's error shape for the free limit.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${EVENT_API}/participate`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.fulfill({
      status: 403,
      json: {
        detail: {
          code: 'EXC_SESSION_LIMIT_REACHED',
          error_message:
            "Session Limit Reached: You've used your 5 free sessions this month. Upgrade your account for unlimited sessions.",
        },
      },
    });
  });
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page.getByRole('heading', { name: 'You are going to this event' })).toBeVisible();
  await expect(page.getByText('1 person is going')).toBeVisible();
  release();
  await expect(toast(page, "You've used your 5 free sessions this month")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await expect(page.getByText('1 person is going')).toBeHidden();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  // Nothing reached the server: the student is still not on the list.
  const res = await request.get(`${EVENT_API}/event/${event.event_id}`);
  expect(((await res.json()) as { participants_count: number }).participants_count).toBe(0);
});

test('on a live event "Attend" goes straight into the live room', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token);
  await eventActionByApi(request, token, 'start_now', event.event_id);
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByText('This event is live now')).toBeVisible();
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page).toHaveURL(`/live/${event.short_event_id}`);
});
