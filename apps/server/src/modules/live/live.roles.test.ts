// Postgres pass too: the roles run as separate processes, which share a database server (PGlite serves one process).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SequencedMessage, ServerMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../../../scripts/lib/cluster.ts';
import { openSocket, type TestSocket } from '../../test/live-socket.ts';
import { eventCall, hostWithLiveEvent, register, type ProcessMember } from '../../test/process-members.ts';
import { sample } from '../../test/prometheus-text.ts';
import { freePort } from '../../test/server-process.ts';
import { createTestDatabase, onPostgres } from '../../test/test-database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** Short rounds, looked at often: the worker's scheduler starts the second round while the test watches. */
const ROUND_MS = 2500;

const liveSocketsOf = async (url: string) => sample(await (await fetch(`${url}/metrics`)).text(), 'parley_live_sockets');
const sequenced = (messages: ServerMessage[], types: string[]) =>
  messages.filter((m): m is SequencedMessage => m.seq !== null && types.includes(m.type));

/**
 * Two realtime processes and one of the api and worker roles behind the proxy of `npm run cluster`
 * (scripts/lib/cluster.ts): whatever reaches a socket crosses processes through Redis, from a call (api), another
 * socket (realtime) or the scheduler (worker). The api and the worker share a process here, as each process costs some
 * 6 s of CPU to start; app.test.ts shows what each role serves on its own.
 */
describe.runIf(REDIS_URL && onPostgres())('a live event across role processes behind the proxy', () => {
  it(
    'two people on two realtime instances see each other’s media state, chat and rounds, in one order',
    { timeout: 90_000 },
    async () => {
      const database = await createTestDatabase();
      await database.migrate();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-roles-'));
      let cluster: Cluster | undefined;
      const sockets: TestSocket[] = [];
      try {
        const port = async (name: string, roles: string) => ({ name, roles, port: await freePort() });
        cluster = await startCluster({
          proxyPort: await freePort(),
          instances: [await port('api+worker', 'api,worker'), await port('rt-a', 'realtime'), await port('rt-b', 'realtime')],
          env: {
            DATABASE_URL: database.url!,
            REDIS_URL: REDIS_URL!,
            DATA_DIR: dataDir,
            JWT_SECRET: 'live-roles-secret-long-enough-for-hs256-0000',
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
            AUTH_RATE_LIMIT_PER_IP: '100000',
            ROUND_LENGTH_MS: String(ROUND_MS),
            ROTATION_TICK_MS: '100',
          },
        });
        const { url } = cluster;
        const [, rtA, rtB] = cluster.instances;
        const { host, event } = await hostWithLiveEvent(url, database.db);
        const [ann, bob] = [await register(url, 'STUDENT'), await register(url, 'STUDENT')];
        const enter = async (who: ProcessMember) => {
          expect((await eventCall(url, who, 'POST', `event/${event.event_id}/join`)).status).toBe(200);
          const socket = openSocket(url, { token: who.token, eventId: event.event_id });
          sockets.push(socket);
          await socket.next('SNAPSHOT');
          return socket;
        };
        // The proxy takes the sockets round the realtime instances: the host and Bob on A, Ann on B.
        await enter(host);
        const onB = await enter(ann);
        const onA = await enter(bob);
        expect([await liveSocketsOf(rtA!.url), await liveSocketsOf(rtB!.url)]).toEqual([2, 1]);

        // A call (the api process) pairs them; a socket message on B and a call reach the other instance.
        expect((await eventCall(url, host, 'POST', 'match-users', { event_id: event.event_id })).status).toBe(200);
        for (const s of [onA, onB]) expect((await s.next('NEXT_ROUND')).payload.round).toBe(1);
        onB.send({ type: 'MEDIA_STATE', payload: { audio_muted: true, video_muted: false } });
        expect((await onA.next('MEDIA_STATE')).payload).toMatchObject({ user_id: ann.id, audio_muted: true });
        expect((await eventCall(url, bob, 'POST', 'chat', { event_id: event.event_id, message: 'hello from A' })).status).toBe(
          201,
        );
        for (const s of [onA, onB]) expect((await s.next('CHAT')).payload.message.message).toBe('hello from A');
        // The round runs out: the worker process starts the next one (on a loaded machine the second may have come
        // before the chat above, and `next` reads on from there; both sockets' logs are compared below).
        for (const s of [onA, onB])
          expect((await s.next('NEXT_ROUND', ROUND_MS + 10_000)).payload.round).toBeGreaterThanOrEqual(2);

        const types = ['NEXT_ROUND', 'MEDIA_STATE', 'CHAT'];
        const seen = (s: TestSocket) => sequenced(s.messages, types).map((m) => `${m.seq} ${m.type}`);
        expect(seen(onA)).toEqual(seen(onB));
        const seqs = sequenced(onA.messages, types).map((m) => m.seq);
        expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      } finally {
        for (const s of sockets) s.close();
        await cluster?.stop();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
