import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { accessTokenByApi, logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { COMPANY_API, okJson, paidOrganisationByApi } from './company-support.ts';

/** An administrator signed in at their new organisation's page (made through the API: the start page has its own test). */
async function administrator(page: Page, fullName: string) {
  const admin = await verifiedUserByApi(page.request, { full_name: fullName });
  await logInAt(page, admin.email, admin.password);
  const headers = { authorization: `Bearer ${await accessTokenByApi(page.request, admin)}` };
  const started = await page.request.post(COMPANY_API, { headers, data: { name: 'Acme Talent', billing_email: admin.email } });
  expect(started.status(), await started.text()).toBe(201);
  await page.goto('/company/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Talent' })).toBeVisible();
  return admin;
}

type Headers = Record<string, string>;

/** An organisation with seats paid in the sandbox and a video, made through the API (the pages have their own tests). */
async function organisationWithVideo(request: APIRequestContext, admin: Headers) {
  const code = await paidOrganisationByApi(request, admin);
  const shelf = await okJson<{ collections: { id: number }[] }>(
    request.post(`${COMPANY_API}/videos/collections`, { headers: admin, data: { name: 'Basics' } }),
    201,
  );
  const video = { title: 'Small talk at work', collection_id: shelf.collections[0]!.id, link: 'https://vimeo.com/76979871' };
  await okJson(request.post(`${COMPANY_API}/videos`, { headers: admin, data: video }), 201);
  return code;
}

// An administrator fills the Team plan's content (ADR 0073): a practice question of their own and the team's progress
// with its CSV; training videos in a collection (a link, and an upload the player marks watched at its end); a member
// sees the videos and marks their own. A member practising with the custom question: e2e/interview/workshop.spec.ts.

test("an administrator writes a practice question and exports the team's progress", async ({ page }) => {
  const admin = await administrator(page, 'Ada Admin');
  // A part-2 question needs its four prompts.
  await page.getByRole('tab', { name: 'Interview questions' }).click();
  await expect(page.getByText('No questions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByRole('combobox', { name: 'Workshop' }).click();
  await page.getByRole('option', { name: 'IELTS speaking' }).click();
  await dialog.getByRole('combobox', { name: 'Part' }).click();
  await page.getByRole('option', { name: 'Part 2' }).click();
  await dialog.getByRole('textbox', { name: 'Question' }).fill('Describe a client meeting that went better than planned.');
  for (const [i, prompt] of ['who was there', 'what was at stake', 'what you said'].entries())
    await dialog.getByRole('textbox', { name: `Prompt ${i + 1}` }).fill(prompt);
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog.getByText('A part 2 question has a cue card of four prompts; parts 1 and 3 have none')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Prompt 4' }).fill('why it went well');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(toast(page, 'Question saved')).toBeVisible();
  const questions = page.getByRole('region', { name: 'IELTS speaking' });
  await expect(questions.getByText('Describe a client meeting that went better than planned.')).toBeVisible();
  await expect(questions.getByText('Part 2', { exact: true })).toBeVisible();

  // The team's progress: the table, its CSV, and one member's page.
  await page.getByRole('tab', { name: 'Progress' }).click();
  const table = page.getByRole('table', { name: "Members' progress" });
  await expect(table.getByRole('rowheader', { name: 'Ada Admin' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of the team' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect((await download).suggestedFilename()).toMatch(/^team-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFname,username,email,role,joined_at,sessions,minutes_spoken,recordings,words_collected,words_learned,grammar_per_100_words,pronunciation_score,job_interview_sessions,ielts_sessions,practice_questions,team_questions',
  );
  expect(csv).toContain(`Ada Admin,${admin.username},${admin.email},admin,`);
  await expectAccessible(page);
  await table.getByRole('button', { name: 'View progress of Ada Admin' }).click();
  await expect(page.getByRole('heading', { name: "Ada Admin's progress" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Practice workshops' })).toContainText('Not practised yet');
  await page.getByRole('button', { name: 'Back to the team' }).click();
  await expect(table).toBeVisible();
});

test('an administrator shelves training videos: a link kept by its id, an upload marked watched at its end', async ({ page }) => {
  // The providers' players are not what this test is about (and the machine may be offline): an empty page stands in.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const admin = await administrator(page, 'Vic Videos');
  // Videos: a collection, a pasted embed code refused, a YouTube link kept by its id, and an uploaded clip.
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('textbox', { name: 'Collection name' }).fill('Onboarding');
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(toast(page, 'Collection added')).toBeVisible();
  await page.getByRole('button', { name: 'Add video to Onboarding' }).click();
  const add = page.getByRole('dialog', { name: 'Add a video to Onboarding' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Welcome to Acme');
  await add.getByRole('textbox', { name: 'Link' }).fill('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
  await add.getByRole('button', { name: 'Add video' }).click();
  await expect(add.getByText('Please enter a YouTube or Vimeo link')).toBeVisible();
  await add.getByRole('textbox', { name: 'Link' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await add.getByRole('button', { name: 'Add video' }).click();
  await expect(toast(page, 'Video added')).toBeVisible();

  const clip = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=teal:s=64x36:d=1:r=10'],
    ...['-c:v', 'libvpx', '-f', 'webm', 'pipe:1'],
  ]);
  await page.getByRole('button', { name: 'Add video to Onboarding' }).click();
  await add.getByRole('tab', { name: 'Upload a file' }).click();
  await add.getByRole('textbox', { name: 'Title' }).fill('One-second tour');
  await add.getByTestId('video-file').setInputFiles({ name: 'tour.webm', mimeType: 'video/webm', buffer: clip });
  await expect(add.getByText('Chosen: tour.webm')).toBeVisible();
  await add.getByRole('button', { name: 'Add video' }).click();
  await expect(toast(page, 'Video added')).toBeVisible();

  // The second video moves first by the keyboard.
  const onboarding = page.getByRole('region', { name: 'Onboarding' });
  await onboarding.getByRole('button', { name: 'Move video 2' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  const titles = onboarding.locator('li').getByText(/^(Welcome to Acme|One-second tour)$/);
  await expect(titles).toHaveText(['One-second tour', 'Welcome to Acme']);

  // The linked video plays in YouTube's private player, rebuilt from its id; the clip marks itself watched at its end.
  await onboarding.getByRole('button', { name: 'Play Welcome to Acme' }).click();
  const player = page.getByRole('dialog', { name: 'Welcome to Acme' });
  await expect(player.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1/,
  );
  await player.getByRole('button', { name: 'Close' }).click();
  await onboarding.getByRole('button', { name: 'Play One-second tour' }).click();
  const tour = page.getByRole('dialog', { name: 'One-second tour' });
  await expect(tour.getByRole('checkbox', { name: 'Mark One-second tour as watched' })).toBeChecked();
  await tour.getByRole('button', { name: 'Close' }).click();
  await expect(onboarding.getByRole('checkbox', { name: 'Mark One-second tour as watched' })).toBeChecked();
  await expectAccessible(page);
  // The server kept the order and the mark.
  const headers = { authorization: `Bearer ${await accessTokenByApi(page.request, admin)}` };
  const kept = (await (await page.request.get(`${COMPANY_API}/videos`, { headers })).json()) as {
    collections: { videos: { title: string; watched: boolean }[] }[];
  };
  expect(kept.collections[0]!.videos.map((v) => [v.title, v.watched])).toEqual([
    ['One-second tour', true],
    ['Welcome to Acme', false],
  ]);
});

test("a member sees the organisation's training videos and marks what they watched", async ({ page }) => {
  const admin = await verifiedUserByApi(page.request, { full_name: 'Ada Admin' });
  const code = await organisationWithVideo(page.request, {
    authorization: `Bearer ${await accessTokenByApi(page.request, admin)}`,
  });
  const member = await verifiedUserByApi(page.request, { full_name: 'Max Member' });
  const memberHeaders = { authorization: `Bearer ${await accessTokenByApi(page.request, member)}` };
  const joined = await page.request.post(`${COMPANY_API}/join/${code}`, { headers: memberHeaders });
  expect(joined.status(), await joined.text()).toBe(200);

  await logInAt(page, member.email, member.password);
  await page.goto('/company/account');
  await expect(page.getByText('You practise with Acme Talent on the Team plan.')).toBeVisible();
  const videos = page.getByRole('region', { name: 'Training videos' });
  await expect(videos.getByText('0 of 1 watched')).toBeVisible();
  await expect(videos.getByRole('region', { name: 'Basics' }).getByText('Small talk at work')).toBeVisible();
  await videos.getByRole('checkbox', { name: 'Mark Small talk at work as watched' }).check();
  await expect(videos.getByText('1 of 1 watched')).toBeVisible();
  await expectAccessible(page);
  // Theirs alone: the administrator has not watched it.
  const adminsView = await page.request.get(`${COMPANY_API}/videos`, {
    headers: { authorization: `Bearer ${await accessTokenByApi(page.request, admin)}` },
  });
  expect(
    ((await adminsView.json()) as { collections: { videos: { watched: boolean }[] }[] }).collections[0]!.videos[0]!.watched,
  ).toBe(false);
});
