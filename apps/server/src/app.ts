import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { WS_MAX_FRAME_BYTES } from '@parley/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { adminModule } from './modules/admin/index.ts';
import { authModule } from './modules/auth/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { eventsModule, startEventReminders } from './modules/events/index.ts';
import { feedbackModule } from './modules/feedback/index.ts';
import { createFeedbackParts } from './modules/feedback/public.ts';
import { graphqlModule } from './modules/graphql/index.ts';
import { healthModule } from './modules/health/index.ts';
import { interviewModule } from './modules/interview/index.ts';
import { activitiesModule, createActivityMessages } from './modules/activities/index.ts';
import { createRecordingNotices, createRoomDirectory, liveModule } from './modules/live/index.ts';
import { createRoundMatcher } from './modules/matching/index.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { paymentsSandboxModule } from './modules/payments-sandbox/index.ts';
import { recordingsModule } from './modules/recordings/index.ts';
import { socialModule } from './modules/social/index.ts';
import { startUploadSweep, storageModule } from './modules/storage/index.ts';
import { storefrontModule } from './modules/storefront/index.ts';
import { classroomModule } from './modules/classroom/index.ts';
import { lessonsModule } from './modules/lessons/index.ts';
import { notesModule } from './modules/notes/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { progressModule } from './modules/progress/index.ts';
import { companyModule } from './modules/company/index.ts';
import { teamQuestionBank } from './modules/company/public.ts';
import { referralsModule, startReferralCredits } from './modules/referrals/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { affiliatesModule } from './modules/affiliates/index.ts';
import { campaignsModule } from './modules/campaigns/index.ts';
import { weblinksModule } from './modules/weblinks/index.ts';
import { vocabularyModule } from './modules/vocabulary/index.ts';
import { stickyNotesModule } from './modules/sticky-notes/index.ts';
import { liveBoardsModule } from './modules/live-boards/index.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { createAccessTokens } from './plugins/auth.ts';
import { createAuthenticator } from './plugins/authenticator.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/error-handler.ts';
import { refuseNulCharacters } from './plugins/nul-bytes.ts';
import { createPaymentEvents } from './plugins/payment-events.ts';
import { startPlanGrantExpiry } from './plugins/plan-grants.ts';
import { countErrorLines, registerMetrics } from './plugins/metrics.ts';
import { loggerOptions } from './plugins/request-log.ts';
import { createRegistrationCodes } from './plugins/registration-codes.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRoleGaps } from './plugins/roles.ts';
import { registerSecurity } from './plugins/security.ts';
import type { Db } from './platform/db/port.ts';
import type { Platform } from './platform/index.ts';
import { createMetrics, type MetricsPort } from './platform/metrics/index.ts';
import { createDomainEvents } from './shared/domain-events.ts';

export interface AppDeps {
  config: Config;
  platform: Platform;
  logger?: FastifyServerOptions['logger'];
  /** The app's series for GET /metrics: a registry of its own unless given. */
  metrics?: MetricsPort;
}

/** The modules only a process with the api role serves, in the order they register. */
const API_MODULES = [
  authModule,
  eventsModule,
  socialModule,
  onboardingModule,
  storageModule,
  graphqlModule,
  billingModule,
  paymentsSandboxModule,
  storefrontModule,
  classroomModule,
  lessonsModule,
  notesModule,
  documentsModule,
  weblinksModule,
  stickyNotesModule,
  liveBoardsModule,
  progressModule,
  referralsModule,
  adminModule,
  couponsModule,
  affiliatesModule,
  campaignsModule,
  companyModule,
];

/** The whole HTTP app on the given platform; tests call it directly and through a real port. */
export async function buildApp({ config, platform, logger, metrics = createMetrics() }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logger, countErrorLines(metrics)),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once shutdown starts, answers close their keep-alive connection so the server can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  registerErrorHandling(app);
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  refuseNulCharacters(app);
  await registerSecurity(app, config, platform);
  await registerCompression(app);
  // The API's description, with the API.
  if (config.ROLES.includes('api')) await registerOpenApi(app);
  // One WebSocket server for the whole app, which the live hub and the interview's voice channel share: each
  // registration listens for upgrades, so a second one would answer every upgrade twice.
  if (config.ROLES.includes('realtime')) await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });

  const db = platform.database.db;
  const tokens = createAccessTokens(config.JWT_SECRET, platform.clock);
  const domain = createDomainEvents(platform.bus, (err) => app.log.error({ err }, 'domain event handler'));
  const authenticator = await createAuthenticator({ db, tokens, domain });
  app.addHook('onClose', () => authenticator.close());
  const deps: ModuleDeps = {
    config,
    platform,
    db,
    tokens,
    authenticator,
    paymentEvents: createPaymentEvents(),
    registrationCodes: createRegistrationCodes(),
    domain,
    metrics,
  };
  await app.register(healthModule, deps);
  // Every role: any of them may have news for a member (the worker finishes feedback), and the worker mails it.
  await app.register(notificationsModule, deps);
  // A process without the api role (a worker, say) answers only its health.
  if (config.ROLES.includes('api')) for (const module of API_MODULES) await app.register(module, deps);
  startEventReminders(deps);
  startUploadSweep(app, deps);
  // Complimentary plans end on time, and balance credits still owed are asked of the provider (ADR 0074).
  const timed = { db, clock: platform.clock, domain, queue: platform.queue, roles: config.ROLES };
  await startPlanGrantExpiry(timed);
  await startReferralCredits({ ...timed, payments: platform.payments });
  if (config.ROLES.includes('worker')) {
    // The sandbox provider's own work (a real provider does it on its servers): posting webhooks, period ends.
    platform.payments.sandbox?.startWorker((err) => app.log.error({ err }, 'sandbox payments sweep'));
  }
  // A conversation recorded in a live room is checked against, and announced in, that room.
  const liveRecordings = createRecordingNotices({ db, bus: platform.bus, clock: platform.clock });
  const feedback = createFeedbackParts(app, deps);
  await app.register(recordingsModule, { ...deps, liveRecordings, uploadHints: feedback.liveHints });
  await app.register(feedbackModule, { ...deps, parts: feedback });
  // Every role: the worker's finished feedback gives the learner words.
  await app.register(vocabularyModule, deps);
  // The workshops ask each member their organisation's own questions too (ADR 0073).
  await app.register(interviewModule, { ...deps, bank: teamQuestionBank(db) });
  const matching = createRoundMatcher({ clock: platform.clock, metrics });
  app.addHook('onClose', () => matching.close());
  // The live hub keeps each event's rooms up to date; the activities relay strokes being drawn by them.
  const rooms = createRoomDirectory({ db, clock: platform.clock });
  await app.register(liveModule, {
    ...deps,
    matcher: (tx, round) => matching.match(tx as Db, round),
    activityMessages: createActivityMessages({
      db,
      bus: platform.bus,
      clock: platform.clock,
      rooms,
      dbDriver: platform.database.driver,
    }),
    rooms,
  });
  await app.register(activitiesModule, { ...deps, grammar: feedback.grammar });
  await registerRoleGaps(app, config);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
