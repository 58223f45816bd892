import { PROFILE_TEXTS, teachingProfileApi, type User } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ME, MINE, storefrontTestSetup } from '../test/kit.ts';

storefrontTestSetup();

const UPDATE = `PUT ${teachingProfileApi.save.path}`;
const profile: NonNullable<User['profile']> = {
  bio: null,
  experience: 'Ten years with adults',
  tags: ['IELTS'],
  teaching_style: null,
  video_link: null,
  price_per_hour: 25,
  is_partner: false,
};
const teacher = makeUser({ id: 2, status: 'TEACHER', profile });

/** The page before a homepage url exists: the teaching form does not need one. */
async function openForm() {
  renderApp('/profile/my-teacher-bio');
  const form = await screen.findByRole('form', { name: 'About your teaching' });
  const inForm = within(form);
  return {
    user: userEvent.setup(),
    textbox: (name: string) => inForm.getByRole('textbox', { name }) as HTMLInputElement,
    button: (name: string) => inForm.getByRole('button', { name }) as HTMLButtonElement,
    tags: () => inForm.queryAllByRole('listitem').map((item) => item.textContent),
  };
}

describe('About your teaching', () => {
  it('starts from the profile, edits the tags and saves only what changed', async () => {
    const api = fakeApi({
      [ME]: () => json(200, teacher),
      [MINE]: () => json(200, null),
      [UPDATE]: () =>
        json(200, {
          user: { ...teacher, profile: { ...profile, tags: ['IELTS', 'Business'], price_per_hour: 30 } },
          message: 'Profile updated',
        }),
    });
    const { user, textbox, button, tags } = await openForm();
    expect(textbox('Experience').value).toBe('Ten years with adults');
    expect(textbox('Price per hour').value).toBe('25');
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    await user.type(textbox('Tags'), 'Business{Enter}');
    await user.type(textbox('Tags'), 'ielts{Enter}');
    await user.type(textbox('Tags'), 'Kids{Enter}');
    expect(tags()).toEqual(['IELTS', 'Business', 'Kids']);
    await user.click(button('Remove tag Kids'));
    expect(tags()).toEqual(['IELTS', 'Business']);
    expect(document.activeElement).toBe(textbox('Tags'));
    await user.clear(textbox('Price per hour'));
    await user.type(textbox('Price per hour'), '30');

    await user.click(button('Save'));
    expect(await screen.findByText('Your teaching profile is saved')).toBeTruthy();
    expect(api.to('PUT', teachingProfileApi.save.path)[0]?.body).toEqual({
      tags: ['IELTS', 'Business'],
      price_per_hour: 30,
    });
    await waitFor(() => expect(button('Save').disabled).toBe(true));
  });

  it('shows the server’s sentence under its field, and checks the price before calling', async () => {
    const api = fakeApi({
      [ME]: () => json(200, teacher),
      [MINE]: () => json(200, null),
      [UPDATE]: () =>
        apiError(400, 'VALIDATION_ERROR', PROFILE_TEXTS.videoLinkInvalid, [
          { loc: ['body', 'video_link'], msg: PROFILE_TEXTS.videoLinkInvalid },
        ]),
    });
    const { user, textbox, button } = await openForm();
    await user.clear(textbox('Price per hour'));
    await user.type(textbox('Price per hour'), '12.5');
    await user.click(button('Save'));
    expect(await screen.findByText(PROFILE_TEXTS.pricePerHourRange)).toBeTruthy();
    expect(api.to('PUT', teachingProfileApi.save.path)).toHaveLength(0);

    await user.click(button('Cancel'));
    await user.type(textbox('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(button('Save'));
    const video = textbox('Video link');
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(video.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(PROFILE_TEXTS.videoLinkInvalid);
    expect(api.to('PUT', teachingProfileApi.save.path)[0]?.body).toEqual({
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });
});
