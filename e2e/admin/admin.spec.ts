import { ADMIN, AUTH_API, accessTokenByApi, eventByApi, logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, mailsTo, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

// The seeded admin approves a teacher candidate, who may then host, and warns a member someone reported (ADR 0070).

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** Only an admin finds the console, in the account menu. */
async function openConsole(page: Page) {
  await logInAt(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
}

test('an admin approves a teacher candidate, who can then host', async ({ page }) => {
  const name = `Cora Candidate ${Date.now().toString(36)}`;
  const candidate = await verifiedUserByApi(page.request, { status: 'TEACHER', full_name: name, approved: false });
  const token = await accessTokenByApi(page.request, candidate);
  const early = await page.request.post('/api/v1/sdk/event/event', {
    headers: { authorization: `Bearer ${token}` },
    data: { event_title: 'Too early', event_language: 'en', proficiency: 4, start_time_utc: tomorrow() },
  });
  expect(early.status()).toBe(403);

  await openConsole(page);
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Teacher approval' }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${name} as a teacher?` });
  await expectAccessible(page);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, `${name} is approved`)).toBeVisible();
  await expect(card).toBeHidden();
  await expect
    .poll(async () => (await mailsTo(candidate.email)).map((m) => m.subject))
    .toContain('Your teacher account is approved');
  await eventByApi(page.request, token);
});

test('an admin warns a reported member: the report closes and the member is mailed', async ({ page }) => {
  const id = Date.now().toString(36);
  const reporter = await verifiedUserByApi(page.request, { full_name: `Rita Reporter ${id}` });
  const reported = await verifiedUserByApi(page.request, { full_name: `Rob Rude ${id}` });
  const me = await page.request.get(`${AUTH_API}/me`, {
    headers: { authorization: `Bearer ${await accessTokenByApi(page.request, reported)}` },
  });
  const filed = await page.request.post(`${AUTH_API}/report`, {
    headers: { authorization: `Bearer ${await accessTokenByApi(page.request, reporter)}` },
    data: { user_id: ((await me.json()) as { id: number }).id, reason: 'harassment', details: 'Shouted at everyone' },
  });
  expect(filed.status(), await filed.text()).toBe(200);

  await openConsole(page);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const report = page.getByRole('listitem').filter({ hasText: `Rita Reporter ${id} reported Rob Rude ${id}` });
  await expect(report.getByText('Reason: Harassment')).toBeVisible();
  await expect(report.getByText('“Shouted at everyone”')).toBeVisible();
  await expectAccessible(page);
  await report.getByRole('button', { name: 'Warn' }).click();
  const warn = page.getByRole('dialog', { name: `Warn Rob Rude ${id}?` });
  await warn.getByRole('textbox', { name: 'Note (optional)' }).fill('Please be kind to the other learners.');
  await warn.getByRole('button', { name: 'Warn' }).click();
  await expect(toast(page, 'Warning sent')).toBeVisible();
  await expect(report).toBeHidden();
  await expect
    .poll(async () => (await mailsTo(reported.email)).find((m) => m.subject === 'A warning about your behaviour on Parley')?.text)
    .toContain('Our note: Please be kind to the other learners.');

  // The audit log names it (other tests approve teachers meanwhile, so it need not be first).
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: 'report.warn' }).first(),
  ).toBeVisible();
});
