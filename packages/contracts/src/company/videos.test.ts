import { describe, expect, it } from 'vitest';
import { parseVideoLink } from '../storefront/video-link.ts';
import { companyVideoEmbedUrl, videoLinkBodySchema } from './videos.schemas.ts';
import * as z from 'zod/mini';

const ORIGIN = 'https://parley.example';

describe("an organisation's video links", () => {
  it('are read into the provider and id from every YouTube and Vimeo form', () => {
    const cases: [string, ReturnType<typeof parseVideoLink>][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://youtube.com/shorts/aBcDeFgHiJ_?feature=share', { provider: 'youtube', id: 'aBcDeFgHiJ_' }],
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['  https://vimeo.com/76979871  ', { provider: 'vimeo', id: '76979871' }],
      ['https://vimeo.com/76979871/abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
      ['https://player.vimeo.com/video/76979871?h=abcdef1234', { provider: 'vimeo', id: '76979871', hash: 'abcdef1234' }],
      ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ];
    for (const [link, parsed] of cases) expect(parseVideoLink(link), link).toEqual(parsed);
  });

  it('refuse embed code, other hosts, look-alike hosts, other schemes and malformed ids', () => {
    for (const link of [
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      'https://evil.test/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://youtu.be/',
      'https://vimeo.com/staffpicks',
      'not a link',
    ]) {
      expect(parseVideoLink(link), link).toBeNull();
      expect(z.safeParse(videoLinkBodySchema, { title: 'T', collection_id: 1, link }).success, link).toBe(false);
    }
  });

  it("are played from an address rebuilt from the id alone, on the providers' private players", () => {
    expect(companyVideoEmbedUrl({ kind: 'youtube', video_id: 'dQw4w9WgXcQ' }, ORIGIN)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&autoplay=1&rel=0&origin=https%3A%2F%2Fparley.example',
    );
    expect(companyVideoEmbedUrl({ kind: 'vimeo', video_id: '76979871', hash: null }, ORIGIN)).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
    expect(companyVideoEmbedUrl({ kind: 'vimeo', video_id: '76979871', hash: 'abcdef1234' }, ORIGIN)).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abcdef1234',
    );
    // Even an id that never came from the parser cannot leave the player's path.
    expect(companyVideoEmbedUrl({ kind: 'youtube', video_id: '../x?y' }, ORIGIN)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/\.\.%2Fx%3Fy\?/,
    );
  });
});
