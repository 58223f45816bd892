import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';
import { playbackCommandSchema } from './playback.schemas.ts';
import { switchCall } from './switch-call.ts';
import { parseWatchSource, WATCH_TEXTS, watchSchema } from './watch.schemas.ts';

export const watchShareBodySchema = z.extend(s.activityRoomQuerySchema, {
  url: z.string({ error: WATCH_TEXTS.unsupportedUrl }).check(
    z.trim(),
    z.maxLength(2048, WATCH_TEXTS.unsupportedUrl),
    z.refine((value) => parseWatchSource(value) !== null, WATCH_TEXTS.unsupportedUrl),
  ),
});

export const watchPlayBodySchema = z.extend(s.activityRoomQuerySchema, playbackCommandSchema.shape);

/** Watching together, the HYPERBEAM activity without a shared browser (ADR 0056). */
export const watchApi = {
  watchStart: switchCall('hyperbeam', 'start', 'Host: watch together in a room or in every room'),
  watchExit: switchCall('hyperbeam', 'exit', 'Host: stop watching together; the room goes back to the chat view'),
  watchGet: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/hyperbeam/get`,
    summary: "What the caller's room (or a host's chosen room) watches and where it is, with the server's time",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: watchSchema,
  }),
  watchShare: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/hyperbeam/share`,
    summary: 'Host: share a YouTube link or a media file address with the room; it starts paused at the beginning',
    auth: 'access',
    body: watchShareBodySchema,
    status: 200,
    response: watchSchema,
  }),
  watchPlay: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/hyperbeam/play`,
    summary: "Host: play, pause or seek the room's video for everyone",
    auth: 'access',
    body: watchPlayBodySchema,
    status: 200,
    response: watchSchema,
  }),
} as const;
