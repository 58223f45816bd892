import * as z from 'zod/mini';
import { parseVideoLink } from '../storefront/video-link.ts';
import * as c from './content.constants.ts';

const T = c.COMPANY_CONTENT_TEXTS;
const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

export const videoTitleSchema = z
  .string({ error: T.videoTitleRequired })
  .check(z.trim(), z.minLength(1, T.videoTitleRequired), z.maxLength(c.VIDEO_TITLE_MAX, T.videoTitleTooLong));

export const collectionBodySchema = z.strictObject({
  name: z
    .string({ error: T.collectionNameRequired })
    .check(z.trim(), z.minLength(1, T.collectionNameRequired), z.maxLength(c.COLLECTION_NAME_MAX, T.collectionNameTooLong)),
});

/**
 * A linked video: only a YouTube or Vimeo address, read into the provider and the video's id; the player's address is
 * rebuilt from those (companyVideoEmbedUrl), so nothing pasted is ever stored or shown as a page.
 */
export const videoLinkBodySchema = z.strictObject({
  title: videoTitleSchema,
  collection_id: id,
  link: z.string({ error: T.videoLinkInvalid }).check(
    z.trim(),
    z.maxLength(2048, T.videoLinkInvalid),
    z.refine((value) => parseVideoLink(value) !== null, T.videoLinkInvalid),
  ),
});
export type VideoLinkBody = z.infer<typeof videoLinkBodySchema>;

/** The fields sent before the file in an upload (multipart: title, collection_id, then file). */
export const videoUploadFieldsSchema = z.strictObject({ title: videoTitleSchema, collection_id: id });

export const videoEditBodySchema = z.strictObject({ title: videoTitleSchema, collection_id: id });
export type VideoEditBody = z.infer<typeof videoEditBodySchema>;

/** The whole arrangement after a drag: every collection in order, each with every one of its videos in order. */
export const videoArrangementBodySchema = z.strictObject({
  collections: z
    .array(z.strictObject({ id, video_ids: z.array(id).check(z.maxLength(c.COMPANY_VIDEOS_MAX)) }))
    .check(z.maxLength(c.COMPANY_COLLECTIONS_MAX)),
});
export type VideoArrangementBody = z.infer<typeof videoArrangementBodySchema>;

export const watchedBodySchema = z.strictObject({ watched: z.boolean() });

export const videoSourceSchema = z.discriminatedUnion('kind', [
  /** An uploaded file: a signed address that plays for VIDEO_URL_HOURS, for members only. */
  z.object({ kind: z.literal('upload'), url: z.string(), type: z.enum(c.VIDEO_UPLOAD_TYPES) }),
  z.object({ kind: z.literal('youtube'), video_id: z.string() }),
  z.object({ kind: z.literal('vimeo'), video_id: z.string(), hash: z.nullable(z.string()) }),
]);
export type VideoSource = z.infer<typeof videoSourceSchema>;

export const companyVideoSchema = z.object({
  id: z.int(),
  title: z.string(),
  collection_id: z.int(),
  source: videoSourceSchema,
  /** Whether the caller has watched it (marked by them, or by the player at its end). */
  watched: z.boolean(),
  created_at: z.iso.datetime(),
});
export type CompanyVideo = z.infer<typeof companyVideoSchema>;

export const videoCollectionSchema = z.object({ id: z.int(), name: z.string(), videos: z.array(companyVideoSchema) });
export type VideoCollection = z.infer<typeof videoCollectionSchema>;

export const companyVideosSchema = z.object({ collections: z.array(videoCollectionSchema) });
export type CompanyVideos = z.infer<typeof companyVideosSchema>;

export const collectionParamsSchema = z.object({ collectionId: id });
export const videoParamsSchema = z.object({ videoId: id });
/** The signature of an uploaded video's address: who it was given to, until when, and the server's HMAC. */
export const videoFileQuerySchema = z.object({
  u: id,
  exp: z.coerce.number().check(z.int(), z.gte(0)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * The player's address, rebuilt from the provider and id alone: YouTube's no-cookie player with its script interface
 * (the page hears when the video ends), Vimeo's with do-not-track. Both start at once: a person clicked to load them.
 */
export function companyVideoEmbedUrl(source: Exclude<VideoSource, { kind: 'upload' }>, origin: string): string {
  const videoId = encodeURIComponent(source.video_id);
  if (source.kind === 'youtube') {
    const query = new URLSearchParams({ enablejsapi: '1', autoplay: '1', rel: '0', origin });
    return `https://www.youtube-nocookie.com/embed/${videoId}?${query}`;
  }
  const query = new URLSearchParams({ dnt: '1', autoplay: '1', ...(source.hash ? { h: source.hash } : {}) });
  return `https://player.vimeo.com/video/${videoId}?${query}`;
}
