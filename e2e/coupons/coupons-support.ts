import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** A code no earlier run of the suite on the same database has taken. */
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

/** Makes a percent-off coupon on /admin/coupons as an admin would, and waits for its row. */
export async function createPercentCoupon(
  page: Page,
  code: string,
  percent: number,
  duration: 'The first payment' | 'Every payment',
) {
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('radio', { name: 'Percent off' }).check();
  await form.getByRole('textbox', { name: 'Percent off' }).fill(String(percent));
  await form.getByRole('radio', { name: duration }).check();
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
  return page.getByTestId(`coupon-${code}`);
}
