import { endpoint } from '../common/endpoint.ts';
import { ACTIVITIES_PREFIX } from './activities.constants.ts';
import * as s from './activities.schemas.ts';
import { musicBoxSchema, musicPlayBodySchema, musicPlayedSchema } from './musicbox.schemas.ts';

/** The music box: a room-wide player beside any activity (ADR 0056). */
export const musicBoxApi = {
  musicBoxMusic: endpoint({
    method: 'GET',
    path: `${ACTIVITIES_PREFIX}/musicbox/music`,
    summary: "The music box's tracks and what the caller's room (or a host's chosen room) plays, with the server's time",
    auth: 'access',
    query: s.activityRoomQuerySchema,
    status: 200,
    response: musicBoxSchema,
  }),
  musicBoxPlay: endpoint({
    method: 'POST',
    path: `${ACTIVITIES_PREFIX}/musicbox/play`,
    summary: 'Host: play, pause or seek a track, or stop the music, in a room or in every room',
    auth: 'access',
    body: musicPlayBodySchema,
    status: 200,
    response: musicPlayedSchema,
  }),
} as const;
