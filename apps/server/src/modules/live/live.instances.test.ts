// Postgres pass too: two server instances share one database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WS_CLOSE, WS_RECONNECT_DELAY_MS } from '@parley/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../platform/bus/redis.ts';
import { post } from '../../test/auth-helpers.ts';
import { freePort, startServer, waitUntilUp } from '../../test/server-process.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase, onPostgres } from '../../test/test-database.ts';
import { MINUTE, call, createEvent, student, teacher } from '../../test/event-helpers.ts';
import { openSocket, tokenOf } from '../../test/live-socket.ts';
import { eventCall, hostWithLiveEvent, register } from '../../test/process-members.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** Two instances of the server share one database and one Redis: the deployment the hub is built for. */
describe.runIf(REDIS_URL)('two instances on one event (Redis)', () => {
  it('each instance delivers the other one’s arrivals, chat and sign-outs', { timeout: 60_000 }, async () => {
    const a = await createTestApp({ platform: { bus: createRedisBus(REDIS_URL!) } });
    const shared = a.platform.database;
    const b = await createTestApp({
      platform: { bus: createRedisBus(REDIS_URL!), clock: a.clock, database: { ...shared, close: async () => undefined } },
    });
    try {
      const [baseA, baseB] = [
        await a.app.listen({ port: 0, host: '127.0.0.1' }),
        await b.app.listen({ port: 0, host: '127.0.0.1' }),
      ];
      a.clock.set('2026-03-10T10:00:00Z');
      const host = await teacher(a);
      const event = await createEvent(a, host, { start_time_utc: new Date(a.clock.now().getTime() + 2 * MINUTE).toISOString() });
      a.clock.advance(5 * MINUTE);
      const ann = await student(b);
      const onA = openSocket(baseA, { token: tokenOf(host), eventId: event.event_id });
      await onA.next('SNAPSHOT');
      const onB = openSocket(baseB, { token: tokenOf(ann), eventId: event.event_id });
      await onB.next('SNAPSHOT');
      expect((await onA.next('JOIN_ROOM')).payload.person.id).toBe(ann.id);
      expect((await call(b, 'POST', 'chat', ann.auth, { event_id: event.event_id, message: 'from b' })).statusCode).toBe(201);
      expect((await call(a, 'POST', 'chat', host.auth, { event_id: event.event_id, message: 'from a' })).statusCode).toBe(201);
      for (const s of [onA, onB]) {
        const texts = [(await s.next('CHAT')).payload.message.message, (await s.next('CHAT')).payload.message.message];
        expect(texts).toEqual(['from b', 'from a']);
      }
      const chatSeqs = (s: typeof onA) => s.messages.filter((m) => m.type === 'CHAT').map((m) => m.seq);
      expect(chatSeqs(onA)).toEqual(chatSeqs(onB));
      // A password reset on A ends Ann's sessions; her socket on B hears it through the bus and closes.
      await post(a, 'reset/email/step1', { email: ann.email });
      const code = codeIn(await a.smtp.next(ann.email));
      expect((await post(a, 'reset/email/step2', { email: ann.email, code, password: 'Sockets-close-2026' })).statusCode).toBe(
        200,
      );
      expect((await onB.closed).code).toBe(WS_CLOSE.badToken);
      onA.close();
      onB.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Separate processes need a database server they can share; PGlite lives inside one process. */
describe.runIf(REDIS_URL && onPostgres())('two server processes, one killed mid-event', () => {
  it('moves its clients to the other within 5 s with no message lost', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    await database.migrate();
    const servers = [];
    try {
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-live-'));
        dataDirs.push(dataDir);
        const env = {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url!,
          REDIS_URL: REDIS_URL!,
          JWT_SECRET: 'live-instances-secret-long-enough-for-hs256',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT_PER_IP: '100000',
        };
        const server = { ...startServer(env), url: `http://127.0.0.1:${port}` };
        servers.push(server);
        await waitUntilUp(`${server.url}/api/health`, server.child);
      }
      const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const { host, event } = await hostWithLiveEvent(one.url, database.db);
      const ann = await register(two.url, 'STUDENT');

      const hostSocket = openSocket(one.url, { token: host.token, eventId: event.event_id });
      await hostSocket.next('SNAPSHOT');
      const annSocket = openSocket(two.url, { token: ann.token, eventId: event.event_id });
      await annSocket.next('SNAPSHOT');
      await hostSocket.next('JOIN_ROOM');
      const seen = hostSocket.lastSeq();

      one.child.kill('SIGKILL');
      const dropped = await hostSocket.closed;
      const droppedAt = Date.now();
      expect(dropped.code).not.toBe(3000);
      // Chat goes on through the other instance while the host is away.
      for (const message of ['while', 'you', 'were', 'away'])
        expect((await eventCall(two.url, ann, 'POST', 'chat', { event_id: event.event_id, message })).status).toBe(201);

      // The client's own rule: reconnect after 3 s, to whichever instance the balancer picks.
      await new Promise((r) => setTimeout(r, WS_RECONNECT_DELAY_MS));
      const back = openSocket(two.url, { token: host.token, eventId: event.event_id, since: seen });
      const texts = [];
      for (let i = 0; i < 4; i++) texts.push((await back.next('CHAT')).payload.message.message);
      expect(Date.now() - droppedAt).toBeLessThan(5000);
      expect(texts).toEqual(['while', 'you', 'were', 'away']);
      const seqs = back.messages.map((m) => m.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seen + 1 + i));
      expect((await eventCall(two.url, ann, 'POST', 'chat', { event_id: event.event_id, message: 'welcome back' })).status).toBe(
        201,
      );
      expect((await back.next('CHAT')).seq).toBe(seen + 5);
      back.close();
      annSocket.close();
    } finally {
      for (const s of servers) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
      await database.close();
    }
  });
});
