import { WS_CLOSE } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { student } from '../test/event-helpers.ts';
import { openSocket, tokenOf } from '../test/live-socket.ts';
import { sample } from '../test/prometheus-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { METRICS_PATH } from './metrics.ts';
import { withoutTokens } from './request-log.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('keeps the live socket’s URL without its access token', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ann = await student(t);
    const token = tokenOf(ann);
    const socket = openSocket(base, { token, eventId: 'no-such-event' });
    expect((await socket.closed).code).toBe(WS_CLOSE.unknownEvent);
    const opened = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).filter((l) => l.req?.url.includes('/ws?'));
    expect(opened.map((l) => l.req!.url)).toEqual([expect.stringMatching(/[?&]token=\[redacted\]&event_id=no-such-event/)]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('counts the lines at error level or worse for the metrics', async () => {
    const logged = async () => sample((await t.app.inject({ method: 'GET', url: METRICS_PATH })).body, 'parley_log_errors_total');
    const before = (await logged()) ?? 0;
    t.app.log.warn('a warning is no fault');
    t.app.log.error('an error');
    t.app.log.fatal('a fatal one');
    expect(await logged()).toBe(before + 2);
  });

  it('cuts every parameter named for a token, and nothing else', () => {
    expect(withoutTokens('/u?token=abc&x=1&access_token=def#f')).toBe('/u?token=[redacted]&x=1&access_token=[redacted]#f');
    expect(withoutTokens('/tokens/list?page=2')).toBe('/tokens/list?page=2');
  });
});
