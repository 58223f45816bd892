import { vi } from 'vitest';

export interface Recorded {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

type Handler = (request: Recorded) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, code: string, message: string, errors?: { loc: (string | number)[]; msg: string }[]) =>
  json(status, { detail: { error_message: message, code, ...(errors ? { errors } : {}) } });

/**
 * Replaces fetch, the network boundary, with handlers keyed "METHOD /path". Unknown routes answer the
 * server's 404 envelope, as the real server does for an API that does not exist yet.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: Recorded = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    return handler ? handler(request) : apiError(404, 'NOT_FOUND', `No such API route: ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/**
 * A handler that holds the calls it gets until the test answers, so a test can look at the page while it loads. The
 * answer goes to every call, held or later (a page may ask twice, and may ask only after its first paint), each with
 * its own copy of the response.
 */
export function heldAnswer() {
  const waiting: ((response: Response) => void)[] = [];
  let answered: (() => Response) | undefined;
  return {
    handler: () => (answered ? Promise.resolve(answered()) : new Promise<Response>((resolve) => waiting.push(resolve))),
    answer: (response: () => Response) => {
      answered = response;
      for (const resolve of waiting.splice(0)) resolve(response());
    },
  };
}
