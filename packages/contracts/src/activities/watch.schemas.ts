import * as z from 'zod/mini';
import { parseVideoLink } from '../storefront/video-link.ts';
import { playbackSchema } from './playback.schemas.ts';

export const WATCH_TEXTS = {
  noSuchBrowser: 'There is no such shared browser',
  unsupportedUrl: 'Share a YouTube link or a link to a video or audio file (MP4, WebM, Ogg, MP3, M4A or WAV)',
  nothingShared: 'Share a video first',
} as const;

/** Media files a browser plays itself, by the address's extension. */
const FILE_KINDS: Record<string, 'video' | 'audio'> = {
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  ogv: 'video',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
};

/** What a room watches: a YouTube video (by its id: the player is rebuilt from it) or a media file by its address. */
export const watchSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('youtube'), video_id: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string(), media: z.enum(['video', 'audio']) }),
]);
export type WatchSource = z.infer<typeof watchSourceSchema>;

/** Reads a shared link: an http(s) YouTube link, or an http(s) address of a media file without credentials in it. */
export function parseWatchSource(value: string): WatchSource | null {
  const link = parseVideoLink(value);
  if (link) return link.provider === 'youtube' ? { kind: 'youtube', video_id: link.id } : null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const media = FILE_KINDS[url.pathname.split('.').at(-1)?.toLowerCase() ?? ''];
  return media && url.pathname.includes('.') ? { kind: 'file', url: url.href, media } : null;
}

/**
 * YouTube's player for watching together: no cookies, no controls of its own (the host's controls drive everyone's),
 * and its script interface on, which the room's page talks to through postMessage.
 */
export function youtubeWatchUrl(videoId: string, origin: string): string {
  const query = new URLSearchParams({ enablejsapi: '1', controls: '0', rel: '0', playsinline: '1', origin });
  return `https://www.youtube-nocookie.com/embed/${videoId}?${query}`;
}

export const sharedBrowserSchema = z.object({ session_id: z.string(), embed_url: z.string() });
export type SharedBrowser = z.infer<typeof sharedBrowserSchema>;

/** The spec's hyperbeam `sessions`: each room's shared browser, for a host. */
export const sharedBrowsersSchema = z.array(z.extend(sharedBrowserSchema, { room_id: z.string() }));

/** What everyone in the room sees of watching together (the HYPERBEAM activity): what is shared and where it is. */
export const watchViewSchema = z.object({
  type: z.literal('HYPERBEAM'),
  source: z.nullable(watchSourceSchema),
  playback: z.nullable(playbackSchema),
  /** The room's shared cloud browser (Hyperbeam), when the server has one: everyone sees and uses the same page. */
  browser: z.nullable(sharedBrowserSchema),
});
export type WatchView = z.infer<typeof watchViewSchema>;

export const WAITING_WATCH: WatchView = { type: 'HYPERBEAM', source: null, playback: null, browser: null };

/** The room's view, with the server's time so a late joiner starts where the room is. */
export const watchSchema = z.object({ room_id: z.string(), view: watchViewSchema, server_now: z.iso.datetime() });
export type Watch = z.infer<typeof watchSchema>;
