import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer.tsx';

describe('the video player', () => {
  it('shows a thumbnail as a picture, never as CSS, and builds the player from the parsed id', async () => {
    const thumbnail = 'https://pictures.example.com/a.png"); background-image: url("https://tracker.example.com/x.png';
    const { container } = render(
      <VideoPlayer url="https://youtu.be/dQw4w9WgXcQ?t=5&x=<b>" title="Welcome" thumbnail={thumbnail} />,
    );
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules)) expect(rule.cssText).not.toContain('tracker.example.com');
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(thumbnail);

    await userEvent.setup().click(screen.getByRole('button', { name: /Welcome/ }));
    expect(screen.getByTitle('Welcome').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/dQw4w9WgXcQ/,
    );
  });
});
