import { INTERVIEW_REALTIME_PATH, LIVE_SOCKET_PATH } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';

/** The WebSocket endpoints: served by processes with the realtime role. */
export const SOCKET_PATHS = [LIVE_SOCKET_PATH, INTERVIEW_REALTIME_PATH] as const;

/**
 * The web app for a process with the api role; for the parts its roles leave to other processes, a 404 in the
 * envelope that names the role to ask (docs/operations.md, Roles): the sockets without `realtime`, every call and
 * page without `api`. A proxy that sends a request to the wrong kind of instance then says so in the answer.
 */
export async function registerRoleGaps(app: FastifyInstance, config: Pick<Config, 'ROLES' | 'WEB_DIST'>) {
  const runs = `this instance runs ${config.ROLES.join(',')}`;
  if (!config.ROLES.includes('realtime'))
    for (const url of SOCKET_PATHS)
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        sendError(reply, 404, 'NOT_FOUND', `${url} is served by instances with the realtime role; ${runs}`),
      );
  if (config.ROLES.includes('api')) return registerWebApp(app, config.WEB_DIST);
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      404,
      'NOT_FOUND',
      `No such route here: ${request.method} ${request.url.split('?')[0]} (the API and the pages are served by instances with the api role; ${runs})`,
    ),
  );
}
