import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHyperbeamStandIn } from '../../test/hyperbeam-standin.ts';
import { createSharedBrowser } from './index.ts';
import { SharedBrowserUnavailable } from './port.ts';

let standIn: Awaited<ReturnType<typeof startHyperbeamStandIn>>;
beforeAll(async () => {
  standIn = await startHyperbeamStandIn();
});
afterAll(() => standIn.close());

const config = () => ({ HYPERBEAM_API_KEY: standIn.apiKey, HYPERBEAM_BASE_URL: standIn.url });
const request = { startUrl: 'https://www.youtube.com', idleSeconds: 120 };

describe('shared browser port', () => {
  it('is off without HYPERBEAM_API_KEY, and says so by refusing', async () => {
    const browser = createSharedBrowser({ HYPERBEAM_BASE_URL: standIn.url });
    expect(browser).toMatchObject({ driver: 'off', available: false, frameOrigins: [] });
    await expect(browser.open(request)).rejects.toBeInstanceOf(SharedBrowserUnavailable);
  });

  it('opens a Hyperbeam browser on the start page and closes it for good', async () => {
    const browser = createSharedBrowser(config());
    expect(browser).toMatchObject({ driver: 'hyperbeam', available: true, frameOrigins: ['https://*.hyperbeam.com'] });
    const session = await browser.open(request);
    expect(Object.keys(session).sort()).toEqual(['embed_url', 'session_id']);
    expect(standIn.seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v0/vm',
      body: { start_url: 'https://www.youtube.com', offline_timeout: 120, ublock: true },
    });
    const held = standIn.sessions.get(session.session_id)!;
    expect(session).toEqual({ session_id: held.session_id, embed_url: held.embed_url });
    expect(held.termination_date).toBeNull();
    await browser.close(session.session_id);
    expect(standIn.sessions.get(session.session_id)!.termination_date).not.toBeNull();
    await expect(browser.close('no-such-session')).resolves.toBeUndefined();
  });

  it('refuses, never hangs, on a wrong key, an error status or a provider that is gone', async () => {
    await expect(createSharedBrowser({ ...config(), HYPERBEAM_API_KEY: 'wrong' }).open(request)).rejects.toThrow(
      'Hyperbeam answered 401',
    );
    const browser = createSharedBrowser(config());
    standIn.fail(503);
    await expect(browser.open(request)).rejects.toThrow('Hyperbeam answered 503');
    await expect(browser.close('any')).rejects.toBeInstanceOf(SharedBrowserUnavailable);
    standIn.fail(null);
    const gone = createSharedBrowser({ ...config(), HYPERBEAM_BASE_URL: 'http://127.0.0.1:9' });
    await expect(gone.open(request)).rejects.toThrow(/^Hyperbeam unreachable/);
  });
});
