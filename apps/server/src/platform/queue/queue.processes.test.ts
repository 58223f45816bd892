// Postgres pass too: two worker processes share one queue.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabasePort } from '../db/port.ts';
import { createDbQueue } from './db-queue.ts';

const LEASE_MS = 800;
const wait = { timeout: 20_000, interval: 50 };

/** A worker process (worker-process.fixture.ts) and the lines it printed so far. */
function startWorker(url: string, name: string, jobMs: number) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'worker-process.fixture.ts'), url, name, String(LEASE_MS), String(jobMs)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  let partial = '';
  child.stdout.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, lines, exited, pid: child.pid };
}

/** Real processes sharing one Postgres table: only with a Postgres server (TEST_DATABASE_URL). */
describe.runIf(inject('postgresTemplate'))('db queue across processes (Postgres)', () => {
  let database: DatabasePort & { url?: string };
  const workers: ReturnType<typeof startWorker>[] = [];
  const start = (name: string, jobMs: number) => {
    const worker = startWorker(database.url!, name, jobMs);
    workers.push(worker);
    return worker;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await database.close();
  });

  it('shares the jobs between two worker processes, each job run once', async () => {
    const name = 'shared';
    const a = start(name, 30);
    const b = start(name, 30);
    await vi.waitFor(() => expect([a.lines, b.lines].every((l) => l.includes('ready'))).toBe(true), wait);
    const producer = createDbQueue(database.db, { leaseMs: LEASE_MS, backoffMs: 50, closeGraceMs: 50, pollMs: 20 });
    await Promise.all(Array.from({ length: 40 }, (_, n) => producer.enqueue(name, { n })));
    const done = () => [...a.lines, ...b.lines].filter((l) => l.startsWith('done'));
    await vi.waitFor(() => expect(done()).toHaveLength(40), wait);
    const started = [...a.lines, ...b.lines].filter((l) => l.startsWith('start'));
    expect(started).toHaveLength(40);
    expect(new Set(started.map((l) => l.split(' ')[1])).size).toBe(40);
    expect(a.lines.some((l) => l.startsWith('done'))).toBe(true);
    expect(b.lines.some((l) => l.startsWith('done'))).toBe(true);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
  });

  it('runs again in a new process the job of a process killed in the middle of it', async () => {
    const name = 'killed';
    const doomed = start(name, 60_000);
    await vi.waitFor(() => expect(doomed.lines).toContain('ready'), wait);
    const producer = createDbQueue(database.db, { leaseMs: LEASE_MS, backoffMs: 50, closeGraceMs: 50, pollMs: 20 });
    await producer.enqueue(name, { n: 7 }, { key: 'recording-7' });
    await vi.waitFor(() => expect(doomed.lines).toContain(`start 7 1 ${doomed.pid}`), wait);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const killedAt = Date.now();

    const next = start(name, 10);
    await vi.waitFor(() => expect(next.lines).toContain(`done 7 ${next.pid}`), wait);
    expect(next.lines).toContain(`start 7 2 ${next.pid}`);
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(LEASE_MS / 2);
    expect(await producer.failed(name)).toEqual([]);
    next.child.kill('SIGTERM');
    await next.exited;
  });
});
