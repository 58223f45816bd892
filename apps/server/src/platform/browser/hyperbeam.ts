import * as z from 'zod/mini';
import { SharedBrowserUnavailable, type SharedBrowserPort } from './port.ts';

const sessionSchema = z.object({ session_id: z.string().check(z.minLength(1)), embed_url: z.url() });

/** A call that hangs would hold a host's start of the activity: the provider answers in well under this. */
const TIMEOUT_MS = 10_000;

/** Hyperbeam's REST API (v0/vm): create, read and delete cloud browsers with the account's API key. */
export function createHyperbeam(options: { apiKey: string; baseUrl: string }): SharedBrowserPort {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  async function ask(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<Response> {
    try {
      return await fetch(new URL(path, base), {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new SharedBrowserUnavailable(`Hyperbeam unreachable: ${(err as Error).message}`);
    }
  }
  async function sessionOf(res: Response) {
    const session = sessionSchema.safeParse(await res.json().catch(() => null));
    if (!session.success) throw new SharedBrowserUnavailable('Hyperbeam answered without a session');
    return { session_id: session.data.session_id, embed_url: session.data.embed_url };
  }
  return {
    driver: 'hyperbeam',
    available: true,
    // Its browsers are framed from subdomains of hyperbeam.com.
    frameOrigins: ['https://*.hyperbeam.com'],
    async open({ startUrl, idleSeconds }) {
      const res = await ask('POST', 'v0/vm', { start_url: startUrl, offline_timeout: idleSeconds, ublock: true });
      if (!res.ok) throw new SharedBrowserUnavailable(`Hyperbeam answered ${res.status}`);
      return sessionOf(res);
    },
    async close(sessionId) {
      const res = await ask('DELETE', `v0/vm/${encodeURIComponent(sessionId)}`);
      if (!res.ok && res.status !== 404) throw new SharedBrowserUnavailable(`Hyperbeam answered ${res.status}`);
    },
  };
}
