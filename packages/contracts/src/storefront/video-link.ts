import * as z from 'zod/mini';
import { STOREFRONT_TEXTS } from './storefront.constants.ts';

export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** Vimeo's private-link hash, when the link has one. */
  hash?: string;
}

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function youtube(url: URL): VideoLink | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

function vimeo(url: URL): VideoLink | null {
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, player.vimeo.com/video/123?h=abcdef
  const at = segments.findIndex((s) => VIMEO_ID.test(s));
  if (at === -1) return null;
  const id = segments[at]!;
  const hash = url.searchParams.get('h') ?? segments[at + 1];
  return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/** Reads an http or https YouTube or Vimeo link (spec §5); anything else is null. */
export function parseVideoLink(value: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.includes(host)) return youtube(url);
  if (VIMEO_HOSTS.includes(host)) return vimeo(url);
  return null;
}

/**
 * The player address for a link: YouTube's no-cookie domain and Vimeo with do-not-track, started at once because a
 * person already clicked to load it.
 */
export function videoEmbedUrl(link: VideoLink): string {
  if (link.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=1&rel=0`;
  const hash = link.hash ? `&h=${link.hash}` : '';
  return `https://player.vimeo.com/video/${link.id}?dnt=1&autoplay=1${hash}`;
}

/** A required video link: "Please enter a video link" when empty, "Please enter a valid YouTube or Vimeo link" otherwise. */
export const videoLinkSchema = z.string({ error: STOREFRONT_TEXTS.videoRequired }).check(
  z.trim(),
  z.minLength(1, STOREFRONT_TEXTS.videoRequired),
  z.maxLength(2048, STOREFRONT_TEXTS.videoInvalid),
  z.refine((value) => parseVideoLink(value) !== null, STOREFRONT_TEXTS.videoInvalid),
);
