import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_API, logInAt } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { bearer, memberByApi, type Member } from './members.ts';

/** A name no other test (nor an earlier run against the same database) uses. */
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

async function updateByApi(request: APIRequestContext, member: Member, data: Record<string, unknown>) {
  const res = await request.post(`${AUTH_API}/update`, { headers: bearer(member), data });
  expect(res.status(), await res.text()).toBe(200);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The community flows take some twenty steps each (two sign-ups, a sign-in, filters, reloads, axe twice); on a busy
// machine every step can take a second.
test.describe.configure({ timeout: 60_000 });

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'People' }).getByRole('link', { name: new RegExp(name) });

/** A viewer, signed in on the community page, and a member to find, who speaks Swahili and learns Korean. */
async function openCommunity(page: Page, request: APIRequestContext) {
  const viewerName = uniqueName('Cleo');
  const [viewer, target] = await Promise.all([memberByApi(request, viewerName), memberByApi(request, 'New Member')]);
  const name = uniqueName('Zuri');
  await updateByApi(request, target, {
    full_name: name,
    about_me: 'I sing in a choir.',
    speaking: [{ code: 'sw', proficiency: 4 }],
    learning: [{ code: 'ko', proficiency: 3 }],
  });
  await logInAt(page, viewer.email, viewer.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL('/dashboard/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText(/people? found/)).toBeVisible();
  return { viewerName, target, name };
}

test('find a member by name, never oneself; "No people found" offers Clear filters; axe', async ({ page, request }) => {
  const { viewerName, name } = await openCommunity(page, request);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await expect(page).toHaveURL(`/dashboard/community?name=${encodeURIComponent(name).replace(/%20/g, '+')}`);
  await expect(page.getByText('1 person found')).toBeVisible();
  const found = card(page, name);
  await expect(found).toContainText('Speaks Swahili (level 4 of 4)');
  await expect(found).toContainText('Learns Korean (level 3 of 4)');
  await expect(found).toContainText('0 followers');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(viewerName);
  await expect(page.getByRole('heading', { name: 'No people found' })).toBeVisible();
  await expect(page.getByText('Try another name, language or level.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/dashboard/community');
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
});

test('find a member by language and level; filters survive reload and back; the card opens the profile', async ({
  page,
  request,
}) => {
  const { target, name } = await openCommunity(page, request);
  await choose(page, 'Language', 'Korean');
  await choose(page, 'Level', 'Advanced');
  await expect(page).toHaveURL('/dashboard/community?language=ko&level=3');
  await expect(card(page, name)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Korean');
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveText('Advanced');
  await expect(card(page, name)).toBeVisible();

  await choose(page, 'Level', 'Beginner');
  await expect(page).toHaveURL('/dashboard/community?language=ko&level=1');
  await expect(card(page, name)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveText('Advanced');
  await expect(card(page, name)).toBeVisible();

  await card(page, name).click();
  await expect(page).toHaveURL(`/dashboard/community/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About me' })).toContainText('I sing in a choir.');
  await expect(page.getByRole('list', { name: 'Languages and levels' })).toContainText('Speaks Swahili (level 4 of 4)');
  await expect(page.getByTestId('public-follower-count')).toHaveText('0 followers');
  await expectAccessible(page);
});

test('connections open on Matches, which says "You have no matches." to a new member; axe', async ({ page, request }) => {
  const member = await memberByApi(request, 'Nia New');
  await logInAt(page, member.email, member.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL('/dashboard/connections');
  await expect(page.getByRole('tab')).toHaveText(['Matches', 'Following', 'Followers', 'Avoiding']);
  await expect(page.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no matches.')).toBeVisible();
  await expectAccessible(page);
});
