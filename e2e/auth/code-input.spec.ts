import type { Page } from '@playwright/test';
import { codeBoxes, expectCode, registerByApi, toast, typeCode } from '../support/app.ts';
import { expect, mailedCode, test, uniqueUser } from '../support/fixtures.ts';

/** /verify as opened from the mailed link, for a freshly registered account whose code is mail 0. */
async function openVerify(page: Page, request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request, uniqueUser('code'));
  await page.goto(`/verify?email=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  return user;
}

const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true });

/** Pastes through the real clipboard with Ctrl+V, as a person does. */
async function paste(page: Page, text: string) {
  // The e2e code compiles without the DOM library, so the page's clipboard is typed here.
  type PageNavigator = { clipboard: { writeText(text: string): Promise<void> } };
  await page.evaluate((value) => (navigator as unknown as PageNavigator).clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('typing moves to the next box; letters are ignored; a typed code verifies', async ({ page, request }) => {
  const user = await openVerify(page, request);
  const boxes = codeBoxes(page);
  const code = await mailedCode(user.email);

  await boxes[0]!.click();
  await page.keyboard.type('x');
  await expect(boxes[0]!).toHaveValue('');
  await expect(boxes[0]!).toBeFocused();
  for (const [i, digit] of code.split('').entries()) {
    await page.keyboard.type(digit);
    await expect(boxes[i]!).toHaveValue(digit);
    // Focus moves on after every digit and stays in the last box at the end.
    await expect(boxes[Math.min(i + 1, 5)]!).toBeFocused();
  }
  await expectCode(page, code);

  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your email is verified')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('arrow keys, Home and End move between boxes; a typed digit replaces the one there', async ({ page, request }) => {
  await openVerify(page, request);
  const boxes = codeBoxes(page);
  await typeCode(page, '123456');
  await expect(boxes[5]!).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(boxes[4]!).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(boxes[2]!).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(boxes[3]!).toBeFocused();
  await page.keyboard.press('Home');
  await expect(boxes[0]!).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // stays in the first box
  await expect(boxes[0]!).toBeFocused();
  await page.keyboard.press('End');
  await expect(boxes[5]!).toBeFocused();
  await page.keyboard.press('ArrowRight'); // stays in the last box
  await expect(boxes[5]!).toBeFocused();

  // Overwrite the third digit: the box's content is selected on focus, the new digit replaces it and moves on.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('9');
  await expectCode(page, '129456');
  await expect(boxes[3]!).toBeFocused();

  // Tab order follows the boxes too.
  await page.keyboard.press('Shift+Tab');
  await expect(boxes[2]!).toBeFocused();
});

test('Backspace clears the digit, then moves back and clears the one before; Delete stays', async ({ page, request }) => {
  await openVerify(page, request);
  const boxes = codeBoxes(page);
  await typeCode(page, '123456');

  await page.keyboard.press('Backspace'); // the last box holds a digit: clear it, stay
  await expectCode(page, '12345');
  await expect(boxes[5]!).toBeFocused();
  await page.keyboard.press('Backspace'); // now empty: go back and clear the fifth
  await expectCode(page, '1234');
  await expect(boxes[4]!).toBeFocused();
  await page.keyboard.press('Backspace');
  await expectCode(page, '123');
  await expect(boxes[3]!).toBeFocused();

  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await expectCode(page, '_23');
  await expect(boxes[0]!).toBeFocused();
  await page.keyboard.press('Backspace'); // nothing before the first box
  await expectCode(page, '_23');
  await expect(boxes[0]!).toBeFocused();

  // Typing fills the gap again.
  await page.keyboard.type('7');
  await expectCode(page, '723');
  await expect(boxes[1]!).toBeFocused();
});

test('pasting a whole code into any box fills every box from the first, and it verifies', async ({ page, request }) => {
  const user = await openVerify(page, request);
  const boxes = codeBoxes(page);
  const code = await mailedCode(user.email);

  // Spaces and dashes as people copy them from a mail are dropped.
  await boxes[3]!.click();
  await paste(page, ` ${code.slice(0, 3)}-${code.slice(3)} `);
  await expectCode(page, code);
  await expect(boxes[5]!).toBeFocused();

  await verifyButton(page).click();
  await expect(toast(page, 'Your email is verified')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('pasting part of a code fills from the box in focus; autofill of the whole code into one box fills them all', async ({
  page,
  request,
}) => {
  await openVerify(page, request);
  const boxes = codeBoxes(page);

  await boxes[2]!.click();
  await paste(page, '78');
  await expectCode(page, '__78');
  await expect(boxes[4]!).toBeFocused();

  await paste(page, 'no digits here');
  await expectCode(page, '__78');
  await expect(boxes[4]!).toBeFocused();

  // A browser's one-time-code autofill puts the whole code into the first box at once.
  await boxes[0]!.fill('246813');
  await expectCode(page, '246813');
});

test('Clear empties every box and puts the cursor in the first', async ({ page, request }) => {
  await openVerify(page, request);
  const boxes = codeBoxes(page);
  await typeCode(page, '123456');
  await expectCode(page, '123456');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expectCode(page, '');
  await expect(boxes[0]!).toBeFocused();
  await page.keyboard.type('5');
  await expect(boxes[0]!).toHaveValue('5');
});

test('an incomplete code is refused before sending; a wrong code shows "This code is not correct"', async ({ page, request }) => {
  const user = await openVerify(page, request);
  const boxes = codeBoxes(page);
  const code = await mailedCode(user.email);
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));

  let verifyCalls = 0;
  page.on('request', (r) => void (r.url().endsWith('/auth/verify/email') && verifyCalls++));

  await typeCode(page, code.slice(0, 4));
  await verifyButton(page).click();
  await expect(page.getByText('The code has 6 digits')).toBeVisible();
  expect(verifyCalls).toBe(0);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await typeCode(page, wrong);
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/verify/email'));
  await verifyButton(page).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText('This code is not correct', { exact: true })).toBeVisible();
  // The boxes are marked invalid and described by the error for screen readers.
  await expect(boxes[0]!).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription('This code is not correct');
  await expect(page).toHaveURL(/\/verify/);

  // The right code still works after one wrong try.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await typeCode(page, code);
  await verifyButton(page).click();
  await expect(toast(page, 'Your email is verified')).toBeVisible();
  await expect(page.getByText('This code is not correct', { exact: true })).toHaveCount(0);
});
