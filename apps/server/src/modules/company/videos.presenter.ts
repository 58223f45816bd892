import type { CompanyVideo, CompanyVideos, VideoSource } from '@parley/contracts';
import type { CollectionRow, VideoRow } from './videos.store.ts';

/** The source as the page plays it: a signed address for our file, the provider's id for a link (never an address). */
function sourceOf(video: VideoRow, url: (videoId: number) => string): VideoSource {
  if (video.source === 'youtube') return { kind: 'youtube', video_id: video.externalId! };
  if (video.source === 'vimeo') return { kind: 'vimeo', video_id: video.externalId!, hash: video.externalHash };
  return { kind: 'upload', url: url(video.id), type: video.fileType! };
}

export function presentVideos(
  collections: CollectionRow[],
  videos: VideoRow[],
  watched: Set<number>,
  url: (videoId: number) => string,
): CompanyVideos {
  const present = (video: VideoRow): CompanyVideo => ({
    id: video.id,
    title: video.title,
    collection_id: video.collectionId,
    source: sourceOf(video, url),
    watched: watched.has(video.id),
    created_at: video.createdAt.toISOString(),
  });
  return {
    collections: collections.map((c) => ({
      id: c.id,
      name: c.name,
      videos: videos.filter((v) => v.collectionId === c.id).map(present),
    })),
  };
}
