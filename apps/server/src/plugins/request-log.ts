import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A URL as the logs may keep it: the value of every query parameter named for a token is cut. The live socket carries
 * its access token in the query (a browser's WebSocket cannot set a header), as mailed unsubscribe links carry theirs.
 */
export const withoutTokens = (url: string) => url.replace(/([?&][^=&#]*token[^=&#]*=)[^&#]*/gi, '$1[redacted]');

/** Fastify's own request line, but with the URL's tokens cut. */
function requestLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's number for the error level: this and fatal are our faults. */
const ERROR_LEVEL = 50;

/**
 * The app's logger: the configured level (unless the caller brings its own options), with the request line above;
 * `onErrorLine` hears of every line at error level or worse that the level lets through.
 */
export function loggerOptions(
  level: string,
  given: FastifyServerOptions['logger'],
  onErrorLine: () => void = () => undefined,
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  return {
    level,
    ...(typeof given === 'object' ? given : {}),
    serializers: { req: requestLine },
    hooks: {
      logMethod(args, method, lineLevel) {
        if (lineLevel >= ERROR_LEVEL) onErrorLine();
        return method.apply(this, args);
      },
    },
  };
}
