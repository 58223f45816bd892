import { setTimeout as sleep } from 'node:timers/promises';
import { createPostgresDatabase } from '../db/postgres.ts';
import { createDbQueue } from './db-queue.ts';

/**
 * One db-queue worker in a process of its own, for queue.processes.test.ts: args are the database URL, the job name,
 * the lease and how long each job takes; it prints "start <n> <attempt> <pid>" and "done <n> <pid>" lines.
 */
const [url = '', name = '', leaseMs = '1000', jobMs = '10'] = process.argv.slice(2);
const database = await createPostgresDatabase(url);
const queue = createDbQueue(database.db, { leaseMs: Number(leaseMs), backoffMs: 50, closeGraceMs: 50, pollMs: 20 }, (err) =>
  console.error(err),
);
queue.work(
  name,
  async (job) => {
    const { n } = job.payload as { n: number };
    console.log(`start ${n} ${job.attempt} ${process.pid}`);
    await sleep(Number(jobMs));
    console.log(`done ${n} ${process.pid}`);
  },
  { concurrency: 2 },
);
console.log('ready');
process.on('SIGTERM', () => {
  void queue
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
