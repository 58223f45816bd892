// Postgres pass too: another process resumes the job on the same database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX, RECORD_PREFIX, type Recording } from '@parley/contracts';
import { jobs } from '../../../db/schema/index.ts';
import { newAccount } from '../../../test/auth-helpers.ts';
import { freePort, startServer, waitUntilUp } from '../../../test/server-process.ts';
import { asBrowserWebm, synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { createTestDatabase, onPostgres } from '../../../test/test-database.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A real server process is killed while it runs a feedback job; the next one to start finishes the job. */
describe.runIf(onPostgres())('a server restart in the middle of a feedback job', () => {
  it('loses nothing: the job runs again and the recording is processed', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    await database.migrate();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-restart-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      JWT_SECRET: 'restart-test-secret-long-enough-for-hs256-00',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // A killed worker's job is taken up again once its lease lapses: short here, so the test is quick.
      QUEUE_LEASE_MS: '2000',
    };
    const start = async () => {
      const server = startServer(env);
      cleanup.push(async () => {
        server.child.kill('SIGKILL');
        await server.exited;
      });
      await waitUntilUp(`${url}/api/health`, server.child);
      return server;
    };

    const first = await start();
    const registered = await fetch(`${url}${AUTH_PREFIX}/register/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...newAccount(), status: 'STUDENT' }),
    });
    const headers = {
      authorization: `Bearer ${((await registered.json()) as { access_token: { token: string } }).access_token.token}`,
    };
    const wav = await synthesizeFixture('i am living here since two years and i like it very much');
    const webm = asBrowserWebm(wav);
    const created = await fetch(`${url}${RECORD_PREFIX}/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 }),
    });
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append('file', new Blob([webm], { type: 'audio/webm' }), 'blob');
    expect(
      (await fetch(`${url}${RECORD_PREFIX}/upload_chunked_audio/${id}/0`, { method: 'POST', headers, body: form })).status,
    ).toBe(200);
    expect((await fetch(`${url}${RECORD_PREFIX}/stop_recording/${id}`, { method: 'POST', headers })).status).toBe(200);

    // Killed as soon as its worker has claimed the job, long before the job can finish.
    await expect
      .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.name, 'feedback')))[0]?.status, {
        timeout: 30_000,
        interval: 20,
      })
      .toBe('running');
    first.child.kill('SIGKILL');
    await first.exited;
    const read = async () =>
      ((await (await fetch(`${url}${RECORD_PREFIX}/${id}`, { headers })).json()) as Recording).processing_status;

    await start();
    await expect.poll(read, { timeout: 120_000, interval: 500 }).toBe('PROCESSED');
    const [job] = await database.db.select().from(jobs).where(eq(jobs.name, 'feedback'));
    expect(job).toMatchObject({ status: 'done', attempt: 2 });
  });
});
