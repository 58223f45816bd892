import type { Page } from '@playwright/test';
import { logInAt } from '../support/app.ts';
import { expect } from '../support/fixtures.ts';

/** Small page objects for the settings pages (/profile/{section}). */

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
export const settingsMenu = (page: Page) => page.getByRole('navigation', { name: 'Settings menu' });

/** Opens a settings page and waits for its heading (the user has been fetched by then). */
export async function openSection(page: Page, section: string, heading: string) {
  await page.goto(`/profile/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

export async function logInToSection(page: Page, user: { email: string; password: string }, section: string, heading: string) {
  await logInAt(page, user.email, user.password);
  await openSection(page, section, heading);
}

/** Picks an option of an MUI select. */
export async function choose(page: Page, label: string, option: string) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Reloads and waits for the same page to be back, so the next checks read what the server kept. */
export async function reloadSection(page: Page, heading: string) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}
