import {
  COMPANY_COLLECTIONS_MAX,
  COMPANY_CONTENT_TEXTS as T,
  COMPANY_TEXTS,
  COMPANY_VIDEOS_MAX,
  parseVideoLink,
  type CompanyVideos,
  type VideoArrangementBody,
  type VideoEditBody,
  type VideoLinkBody,
} from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import type { Caller } from './company-deps.ts';
import { administered } from './company.service.ts';
import { membershipOf, type CompanyRow } from './company.store.ts';
import { storeVideo, type VideoSigner } from './video-files.ts';
import { presentVideos } from './videos.presenter.ts';
import * as store from './videos.store.ts';

export interface VideosDeps {
  db: Db;
  clock: Clock;
  storage: StoragePort;
  signer: VideoSigner;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

async function arrangementOf(deps: VideosDeps, company: Pick<CompanyRow, 'id'>, viewerId: number): Promise<CompanyVideos> {
  const [collections, videos, watched] = await Promise.all([
    store.collectionsOf(deps.db, company.id),
    store.videosOf(deps.db, company.id),
    store.watchedBy(deps.db, company.id, viewerId),
  ]);
  const url = (videoId: number) => deps.signer.url(deps.publicUrl, videoId, viewerId, deps.clock.now());
  return presentVideos(collections, videos, watched, url);
}

export async function assertAdministrator(deps: VideosDeps, user: Caller) {
  await administered(deps.db, user.id);
}

/** Only the organisation's members see its videos; anyone else is told they belong to none. */
export async function list(deps: VideosDeps, user: Caller) {
  const membership = await membershipOf(deps.db, user.id);
  if (!membership) throw notFound(COMPANY_TEXTS.notFound);
  return arrangementOf(deps, membership.company, user.id);
}

/** A change made under the company row's lock (limits and places stay consistent), then the new arrangement. */
async function change(deps: VideosDeps, user: Caller, work: (tx: Db, company: CompanyRow) => Promise<void>) {
  const company = await deps.db.transaction(async (tx) => {
    const company = await administered(tx, user.id, true);
    await work(tx, company);
    return company;
  });
  return arrangementOf(deps, company, user.id);
}

async function ownCollection(db: Db, companyId: number, id: number) {
  const row = await store.collectionOf(db, companyId, id);
  if (!row) throw notFound(T.collectionNotFound);
  return row;
}

async function roomForVideo(db: Db, companyId: number, collectionId: number) {
  await ownCollection(db, companyId, collectionId);
  if ((await store.counts(db, companyId)).videos >= COMPANY_VIDEOS_MAX) throw conflict(T.tooManyVideos);
}

export const createCollection = (deps: VideosDeps, user: Caller, name: string) =>
  change(deps, user, async (tx, company) => {
    if ((await store.counts(tx, company.id)).collections >= COMPANY_COLLECTIONS_MAX) throw conflict(T.tooManyCollections);
    await store.insertCollection(tx, company.id, name);
  });

export const renameCollection = (deps: VideosDeps, user: Caller, id: number, name: string) =>
  change(deps, user, async (tx, company) => {
    await ownCollection(tx, company.id, id);
    await store.renameCollection(tx, id, name);
  });

export async function deleteCollection(deps: VideosDeps, user: Caller, id: number) {
  let files: string[] = [];
  const answer = await change(deps, user, async (tx, company) => {
    await ownCollection(tx, company.id, id);
    files = await store.deleteCollection(tx, id);
  });
  await dropFiles(deps, files);
  return answer;
}

export const addLink = (deps: VideosDeps, user: Caller, body: VideoLinkBody) =>
  change(deps, user, async (tx, company) => {
    // The contract has already refused anything that is not a YouTube or Vimeo link.
    const link = parseVideoLink(body.link)!;
    await roomForVideo(tx, company.id, body.collection_id);
    await store.insertVideo(tx, company.id, body.collection_id, user.id, {
      title: body.title,
      source: link.provider,
      externalId: link.id,
      externalHash: link.hash ?? null,
      fileKey: null,
      fileType: null,
    });
  });

/** The file is stored before the row: a refused row (limit, collection gone) deletes it again. */
export async function addUpload(
  deps: VideosDeps,
  user: Caller,
  upload: { fields: { title: string; collection_id: number }; data: Uint8Array; type: 'video/mp4' | 'video/webm' },
) {
  const company = await administered(deps.db, user.id);
  await roomForVideo(deps.db, company.id, upload.fields.collection_id);
  const key = await storeVideo(deps.storage, company.id, upload.data, upload.type);
  try {
    return await change(deps, user, async (tx, locked) => {
      await roomForVideo(tx, locked.id, upload.fields.collection_id);
      const video = { source: 'upload' as const, externalId: null, externalHash: null, fileKey: key, fileType: upload.type };
      await store.insertVideo(tx, locked.id, upload.fields.collection_id, user.id, { ...video, title: upload.fields.title });
    });
  } catch (err) {
    await dropFiles(deps, [key]);
    throw err;
  }
}

export const edit = (deps: VideosDeps, user: Caller, id: number, body: VideoEditBody) =>
  change(deps, user, async (tx, company) => {
    const video = await store.videoOf(tx, company.id, id);
    if (!video) throw notFound(T.videoNotFound);
    await ownCollection(tx, company.id, body.collection_id);
    await store.moveVideo(tx, video, body.title, body.collection_id);
  });

export async function remove(deps: VideosDeps, user: Caller, id: number) {
  let files: string[] = [];
  const answer = await change(deps, user, async (tx, company) => {
    const video = await store.videoOf(tx, company.id, id);
    if (!video) throw notFound(T.videoNotFound);
    await store.deleteVideo(tx, id);
    files = video.fileKey ? [video.fileKey] : [];
  });
  await dropFiles(deps, files);
  return answer;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The arrangement must name exactly the collections and videos there are; otherwise the page was out of date. */
export const arrange = (deps: VideosDeps, user: Caller, body: VideoArrangementBody) =>
  change(deps, user, async (tx, company) => {
    const [collections, videos] = await Promise.all([store.collectionsOf(tx, company.id), store.videosOf(tx, company.id)]);
    const sameCollections = sameIds(
      body.collections.map((c) => c.id),
      collections.map((c) => c.id),
    );
    const sameVideos = sameIds(
      body.collections.flatMap((c) => c.video_ids),
      videos.map((v) => v.id),
    );
    if (!sameCollections || !sameVideos) throw conflict(T.arrangementStale);
    await store.arrange(tx, body.collections);
  });

export async function setWatched(deps: VideosDeps, user: Caller, videoId: number, watched: boolean) {
  const membership = await membershipOf(deps.db, user.id);
  if (!membership) throw notFound(COMPANY_TEXTS.notFound);
  if (!(await store.videoOf(deps.db, membership.company.id, videoId))) throw notFound(T.videoNotFound);
  await store.setWatched(deps.db, videoId, user.id, watched, deps.clock.now());
  return { video_id: videoId, watched };
}

/** An uploaded video's bytes, for the member its signed address was made for while they still belong. */
export async function file(deps: VideosDeps, videoId: number, query: { u: number; exp: number; sig: string }) {
  const userId = deps.signer.verify(videoId, query, deps.clock.now());
  const [video, membership] = await Promise.all([store.videoById(deps.db, videoId), membershipOf(deps.db, userId)]);
  if (!video?.fileKey || !video.fileType || membership?.company.id !== video.companyId) throw notFound(T.videoNotFound);
  const stored = await deps.storage.get(video.fileKey);
  if (!stored) throw notFound(T.videoNotFound);
  return { data: stored.data, type: video.fileType };
}

/** A file left behind is only wasted space: its deletion is logged, never the caller's failure. */
async function dropFiles(deps: VideosDeps, keys: string[]) {
  await Promise.all(
    keys.map((key) => deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'company video file left'))),
  );
}
