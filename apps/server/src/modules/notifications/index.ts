import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createNotificationStreams } from './notification-stream.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { deliver, MAIL_JOB, type NotificationsDeps, sendMail } from './notifications.service.ts';

export { prune as pruneNotifications } from './notifications.service.ts';

/**
 * What Parley tells a member (issue 21 §4, ADR 0063): every module's notices are kept and pushed live on whichever
 * instance publishes them; the worker mails them when the member's preferences allow; see docs/features/notifications.md.
 */
export async function notificationsModule(app: FastifyInstance, deps: ModuleDeps) {
  const { platform, config, db, domain } = deps;
  const notificationDeps: NotificationsDeps = {
    db,
    clock: platform.clock,
    bus: platform.bus,
    queue: platform.queue,
    mail: platform.mail,
    secret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
  };
  // A notice that cannot be kept is logged, never the failure of what caused it (a follow, a booking).
  const offNotice = await domain.subscribe('notice', (notice) =>
    deliver(notificationDeps, notice).catch((err: unknown) => app.log.error({ err, kind: notice.kind }, 'notice not delivered')),
  );
  app.addHook('onClose', () => offNotice());
  if (config.ROLES.includes('worker')) {
    platform.queue.work(
      MAIL_JOB,
      (job) => sendMail(notificationDeps, (job.payload as { notificationId: number }).notificationId),
      {
        concurrency: 4,
      },
    );
  }
  if (!config.ROLES.includes('api')) return;
  // Mail clients post the one-click unsubscribe form (RFC 8058); its body says nothing the token does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  const streams = createNotificationStreams({ db, bus: platform.bus, domain });
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  notificationsRoutes(createRouter(app, deps), notificationDeps, streams);
}
