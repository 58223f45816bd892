import { describe, expect, it } from 'vitest';
import { positionAt } from './playback.schemas.ts';
import { parseWatchSource, youtubeWatchUrl } from './watch.schemas.ts';

describe('a shared link', () => {
  it('is a YouTube video by its id, whatever form of link', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'http://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(parseWatchSource(link)).toEqual({ kind: 'youtube', video_id: 'dQw4w9WgXcQ' });
  });

  it('is a media file by the extension of an http(s) address, video or audio', () => {
    expect(parseWatchSource('https://cdn.example.com/a/Lesson.MP4?x=1')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/a/Lesson.MP4?x=1',
      media: 'video',
    });
    expect(parseWatchSource('http://radio.example.com/news.mp3')).toMatchObject({ media: 'audio' });
  });

  it('is nothing else: other schemes, pages, credentials, other video sites, bad ids', () => {
    for (const link of [
      'javascript:alert(1)//a.mp4',
      'data:video/mp4;base64,AAAA',
      'ftp://example.com/a.mp4',
      'https://example.com/watch',
      'https://example.com/mp4',
      'https://a:b@example.com/a.mp4',
      'https://vimeo.com/76979871',
      'https://www.youtube.com/watch?v=abc',
      'not a link',
    ])
      expect(parseWatchSource(link)).toBeNull();
  });

  it("plays in YouTube's no-cookie player without its own controls, driven by the page", () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ', 'https://parley.example')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&controls=0&rel=0&playsinline=1&origin=https%3A%2F%2Fparley.example',
    );
  });
});

describe('the room clock', () => {
  const at = '2026-03-10T10:00:00.000Z';
  it('moves a playing video on by the time since the change, and leaves a paused one where it is', () => {
    expect(positionAt({ playing: true, position: 10, at, by_user_id: 1 }, Date.parse(at) + 2_500)).toBe(12.5);
    expect(positionAt({ playing: false, position: 10, at, by_user_id: 1 }, Date.parse(at) + 2_500)).toBe(10);
    // A page whose clock reads a little before the change does not go back.
    expect(positionAt({ playing: true, position: 10, at, by_user_id: 1 }, Date.parse(at) - 300)).toBe(10);
  });
});
