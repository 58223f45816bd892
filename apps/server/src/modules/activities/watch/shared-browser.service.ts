import { WATCH_TEXTS, type SharedBrowser } from '@parley/contracts';
import { notFound } from '../../../errors.ts';
import { SharedBrowserUnavailable, type SharedBrowserPort } from '../../../platform/browser/index.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { act, storedState, switchActivity, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { watchMachine } from './watch.machine.ts';
import { watchFor } from './watch.service.ts';

export interface SharedBrowserDeps extends RuntimeDeps {
  sharedBrowser: SharedBrowserPort;
  browserIdleSeconds: number;
}

/** Where a room's shared browser opens: people watch videos together, and search for one from here. */
const START_PAGE = 'https://www.youtube.com';

type RoomBrowser = SharedBrowser & { room_id: string };

/** The spec's hyperbeam `sessions get`: the shared browsers open in the event's rooms, for a host. */
export function sessions(deps: live.ChangeDeps, viewer: Viewer, eventRef: string): Promise<RoomBrowser[]> {
  return live.change(deps, eventRef, async (ctx) => {
    live.mustHost(ctx.found, ctx.state, viewer);
    return (await live.openRooms(ctx.tx, ctx.found.event.id)).flatMap((room) => {
      const browser = room.activityType === 'HYPERBEAM' ? storedState(watchMachine, room)?.browser : null;
      return browser ? [{ room_id: room.id, ...browser }] : [];
    });
  });
}

/** A browser that does not close now ends itself once nobody watches it (HYPERBEAM_IDLE_SECONDS). */
async function closeQuietly(port: SharedBrowserPort, sessionId: string) {
  await port.close(sessionId).catch((err: unknown) => {
    if (!(err instanceof SharedBrowserUnavailable)) throw err;
  });
}

/**
 * A host starts watching together: with a shared browser on the server, each room switched gets one of its own (a
 * room whose browser does not open watches videos together instead); the browsers the rooms had are closed.
 */
export async function start(deps: SharedBrowserDeps, viewer: Viewer, target: Target) {
  const before = deps.sharedBrowser.available ? await sessions(deps, viewer, target.event_id) : [];
  const answer = await switchActivity(deps, viewer, target, 'HYPERBEAM');
  for (const old of before.filter((b) => answer.room_ids.includes(b.room_id)))
    await closeQuietly(deps.sharedBrowser, old.session_id);
  if (!deps.sharedBrowser.available) return answer;
  for (const roomId of answer.room_ids) {
    const browser = await deps.sharedBrowser
      .open({ startUrl: START_PAGE, idleSeconds: deps.browserIdleSeconds })
      .catch((err: unknown) => {
        if (err instanceof SharedBrowserUnavailable) return null;
        throw err;
      });
    if (!browser) continue;
    await act(deps, viewer, { event_id: target.event_id, room_id: roomId }, watchMachine, { type: 'browser', browser }).catch(
      async (err: unknown) => {
        await closeQuietly(deps.sharedBrowser, browser.session_id);
        throw err;
      },
    );
  }
  return answer;
}

/** A host ends watching together: the rooms go back to the chat view and their shared browsers close. */
export async function exit(deps: SharedBrowserDeps, viewer: Viewer, target: Target) {
  const before = deps.sharedBrowser.available ? await sessions(deps, viewer, target.event_id) : [];
  const answer = await switchActivity(deps, viewer, target, 'CHAT');
  for (const old of before.filter((b) => answer.room_ids.includes(b.room_id)))
    await closeQuietly(deps.sharedBrowser, old.session_id);
  return answer;
}

/** The spec's hyperbeam `sessions delete`: a host closes a room's shared browser; the room watches videos together. */
export async function closeSession(deps: SharedBrowserDeps, viewer: Viewer, query: { event_id: string; session_id: string }) {
  const open = (await sessions(deps, viewer, query.event_id)).find((b) => b.session_id === query.session_id);
  if (!open) throw notFound(WATCH_TEXTS.noSuchBrowser);
  const { room_id, state } = await act(
    deps,
    viewer,
    { event_id: query.event_id, room_id: open.room_id },
    watchMachine,
    { type: 'browser', browser: null },
    async (ctx) => live.mustHost(ctx.found, ctx.state, viewer),
  );
  await closeQuietly(deps.sharedBrowser, open.session_id);
  return watchFor(deps, room_id, state);
}
