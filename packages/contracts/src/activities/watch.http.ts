import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { eventRefSchema } from '../events/events.schemas.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';
import { playbackCommandSchema } from './playback.schemas.ts';
import { switchCall } from './switch-call.ts';
import { parseWatchSource, sharedBrowsersSchema, WATCH_TEXTS, watchSchema } from './watch.schemas.ts';

export const watchShareBodySchema = z.extend(s.activityRoomQuerySchema, {
  url: z.string({ error: WATCH_TEXTS.unsupportedUrl }).check(
    z.trim(),
    z.maxLength(2048, WATCH_TEXTS.unsupportedUrl),
    z.refine((value) => parseWatchSource(value) !== null, WATCH_TEXTS.unsupportedUrl),
  ),
});

export const watchPlayBodySchema = z.extend(s.activityRoomQuerySchema, playbackCommandSchema.shape);

export const sharedBrowserQuerySchema = z.extend(eventRefSchema, {
  session_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** Watching together, the HYPERBEAM activity: a shared cloud browser when the server has one (ADR 0056). */
export const watchApi = {
  watchStart: switchCall(
    'hyperbeam',
    'start',
    'Host: watch together in a room or in every room (each room gets a shared browser when the server has one)',
  ),
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
  watchSessions: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/hyperbeam/sessions`,
    summary: "Host: the shared browsers open in the event's rooms",
    auth: 'access',
    query: eventRefSchema,
    status: 200,
    response: sharedBrowsersSchema,
  }),
  watchSessionDelete: endpoint({
    method: 'DELETE',
    path: `${ACTIVITIES_PREFIX}/hyperbeam/sessions`,
    summary: 'Host: close a shared browser; its room watches videos together instead',
    auth: 'access',
    query: sharedBrowserQuerySchema,
    status: 200,
    response: watchSchema,
  }),
} as const;
