import multipart from '@fastify/multipart';
import type { GrammarChecker } from '@parley/language';
import { CAPTION_THIS } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import { createChangeGroups, type ActivityMessages, type ChangeDeps } from '../live/public.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { registerCaptionMedia } from './caption/media.routes.ts';
import type { RelayDeps } from './engine/room-relay.ts';
import { registerTracks } from './musicbox/tracks.routes.ts';
import { wakeUp, WAKE_JOB } from './engine/runtime.ts';
import { clearCanvas, relayPoints, storeStrokes } from './pictionary/pictionary.service.ts';
import { relayDraft, storeCommits } from './whiteboard/whiteboard.service.ts';

/**
 * On a 2-core machine a group of finished strokes costs the embedded database, which runs on the server's own thread,
 * some 7 ms whatever the group's size; 200 people drawing finish 100 strokes a second (docs/benchmarks.md,
 * activities). A Postgres server does that work in its own process, and there waiting only adds to the latency.
 */
const STROKE_GROUP_SPACING_MS = { pglite: 25, postgres: 0 } as const;

/** What the activities do with their live socket messages, for the live module (wired in app.ts). */
export function createActivityMessages(
  deps: ChangeDeps & RelayDeps & { dbDriver: keyof typeof STROKE_GROUP_SPACING_MS },
): ActivityMessages {
  // Everyone drawing finishes strokes: an event's finished strokes are stored in groups (createChangeGroups), on the
  // embedded database at most every 25 ms, which the others do not notice: they saw the stroke being drawn.
  const spacingMs = STROKE_GROUP_SPACING_MS[deps.dbDriver];
  const boardCommits = createChangeGroups(deps, storeCommits, { spacingMs });
  const pictionaryStrokes = createChangeGroups(deps, storeStrokes, { spacingMs });
  return {
    whiteboardDraft: (viewer, eventId, elements) => relayDraft(deps, viewer, eventId, elements),
    whiteboardCommit: (viewer, eventId, elements) => boardCommits.submit(eventId, { viewer, elements }),
    pictionaryPoints: (viewer, eventId, piece) => relayPoints(deps, viewer, eventId, piece),
    pictionaryStroke: (viewer, eventId, stroke) => pictionaryStrokes.submit(eventId, { viewer, stroke }),
    pictionaryClear: (viewer, eventId) => clearCanvas(deps, viewer, eventId),
  };
}

/** The activities of live rooms (ADR 0048): their calls; their messages travel on the live room's log. */
export async function activitiesModule(app: FastifyInstance, deps: ModuleDeps & { grammar: () => Promise<GrammarChecker> }) {
  const { platform, config } = deps;
  const runtime = {
    db: deps.db,
    bus: platform.bus,
    clock: platform.clock,
    queue: platform.queue,
    clocks: { roundSeconds: config.ACTIVITY_ROUND_SECONDS ?? null, breakSeconds: config.ACTIVITY_BREAK_SECONDS ?? null },
  };
  // A round's clock is a delayed job, so it runs out on time whichever instance started it, and after a restart.
  if (config.ROLES.includes('worker')) platform.queue.work(WAKE_JOB, (job) => wakeUp(runtime, job.payload));
  if (!config.ROLES.includes('api')) return;
  await app.register(multipart, {
    // The games' spoken answers: a short clip each, the longest a spoken caption (each route sets its own).
    limits: { fileSize: CAPTION_THIS.spokenMaxBytes, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  activitiesRoutes(createRouter(app, deps), {
    ...runtime,
    ai: platform.ai,
    topicTimeoutMs: config.AI_TOPIC_TIMEOUT_MS,
    speech: platform.speech,
    grammar: deps.grammar,
    sharedBrowser: platform.sharedBrowser,
    browserIdleSeconds: config.HYPERBEAM_IDLE_SECONDS,
  });
  registerCaptionMedia(app);
  await registerTracks(app);
}
