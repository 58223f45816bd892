import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mailsTo } from '../support/fixtures.ts';

/** API shortcuts and page parts for classrooms. */
export const CLASSROOM_API = '/api/v1/sdk/classroom';

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const taskCards = (page: Page) => page.getByRole('region', { name: 'Tasks' }).getByRole('article');

/** The join link in the invitation mailed to `to`. */
export async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await mailsTo(to)).map((mail) => mail.text).join('\n');
      link = /https?:\/\/\S+\/classroom\/[A-Z0-9]{6}/.exec(texts)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** A classroom task through the API, as its teacher (`token`). */
export async function taskByApi(request: APIRequestContext, token: string, code: string, data: object) {
  const res = await request.post(`${CLASSROOM_API}/${code}/tasks`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}
