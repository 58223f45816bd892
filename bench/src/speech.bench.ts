/**
 * `npm run bench -- speech`: a 60 s learner recording (flite's voice reading sentences with typical errors, encoded
 * as a browser would, Opus in WebM, cut into 5 s slices) through the whole feedback job with the local engines, as
 * the worker runs it: ffmpeg, pocketsphinx, harper + our rules, vocabulary, fluency, pronunciation with word clips
 * and reference speech. Target: feedback in at most 30 s on this 2-core machine with the engines kept loaded.
 * Prints each stage's real-time factor (stage seconds / audio seconds). Env: BENCH_RUNS (3), POCKETSPHINX_* (the
 * recogniser's settings, as the server reads them).
 * Flags: --no-write. Exit: 0 met · 1 invalid run · 2 missed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createGrammarChecker, type GrammarChecker } from '@parley/language';
import { loadConfig } from '@parley/server/config';
import { recordingChunks, recordings, users } from '@parley/server/db/schema/index';
import { runFeedbackJob, type StageTimes } from '@parley/server/modules/feedback/pipeline/feedback.job';
import { closePlatform, createPlatform, type Platform } from '@parley/server/platform/index';
import { createDomainEvents } from '@parley/server/shared/domain-events';
import { synthesizeFixture } from '@parley/server/test/speech-fixtures';
import { InvalidRunError } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';

const TARGET_SECONDS = 30;
const AUDIO_SECONDS = 60;
const log = (line: string) => console.error(`[bench:speech] ${line}`);

/** About a minute of a learner talking about their week, errors included. */
const SCRIPT = [
  'last weekend i go to the cinema with my friends and we watched a very good film.',
  'my brother don t like action films so he stay at home.',
  'i am living in this city since three years and i like it very much.',
  'every days i take the bus to my work and it is very crowded.',
  'yesterday i have met my teacher and she explain me the grammar.',
  'i want improving my english because i need it for my job.',
  'in the future i would like to travel to london and visit the museums.',
  'my friends says that the food there is not very good but i think it is nice.',
  'when i was a child i can not swim but now i swim every week.',
  'i think that english is more easier than french for me.',
  'the people in my city is very friendly and they help the tourists.',
  'next year i will try to speak more often with native speakers.',
];

async function minuteOfSpeech(): Promise<{ webm: Buffer; seconds: number }> {
  const parts: Uint8Array[] = [];
  let seconds = 0;
  for (let i = 0; seconds < AUDIO_SECONDS; i += 1) {
    const wav = await synthesizeFixture(SCRIPT[i % SCRIPT.length]!);
    parts.push(wav);
    seconds += (wav.length - 44) / 32_000 + 0.6;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-speech-'));
  try {
    const list = [];
    for (const [i, part] of parts.entries()) {
      const file = path.join(dir, `${i}.wav`);
      await writeFile(file, part);
      list.push(`file '${file}'`, `file '${path.join(dir, 'gap.wav')}'`);
    }
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '0.6',
      path.join(dir, 'gap.wav'),
    ]);
    await writeFile(path.join(dir, 'list.txt'), list.join('\n'));
    const webm = execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt')],
      ...['-t', String(AUDIO_SECONDS), '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
    ]);
    return { webm, seconds: AUDIO_SECONDS };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type JobDeps = Parameters<typeof runFeedbackJob>[0];
type JobRun = { total: number; times: StageTimes };

/** The platform as a worker runs it, on a throw-away data directory, and the feedback job's dependencies on it. */
async function feedbackWorker() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-speech-data-'));
  // The recogniser's settings may be varied from outside (POCKETSPHINX_PRONUNCIATION_VARIANTS=0 …) to compare them.
  const recogniser = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('POCKETSPHINX_')));
  const config = loadConfig({
    ...recogniser,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ROLES: 'api',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // A benchmark buys nothing and mails no one: the embedded providers, asked for by name as production requires.
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'outbox',
  });
  const platform = await createPlatform(config);
  await platform.database.migrate();
  let checker: Promise<GrammarChecker> | undefined;
  const deps: JobDeps = {
    db: platform.database.db,
    storage: platform.storage,
    speech: platform.speech,
    grammar: () => (checker ??= createGrammarChecker()),
    log: pino({ level: 'silent' }),
    clock: platform.clock,
    // Nobody listens: the benchmark times the analysis, not the notice that follows it.
    domain: createDomainEvents(platform.bus, () => undefined),
  };
  const close = async () => {
    if (checker) await (await checker).close();
    await closePlatform(platform);
    await rm(dataDir, { recursive: true, force: true });
  };
  return { platform, deps, close };
}

/** A pro learner, so the job runs every stage. */
async function insertSpeaker(db: JobDeps['db']): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      username: 'bench_speaker',
      email: 'bench_speaker@bench.parley.local',
      status: 'STUDENT',
      plan: 'pro',
      accent: 'en-GB',
    })
    .returning({ id: users.id });
  return user!.id;
}

/** A stopped recording of the audio, stored in the recorder's 5 s slices. */
async function storeRecording(platform: Platform, userId: number, webm: Buffer, seconds: number): Promise<number> {
  const db = platform.database.db;
  const sliceBytes = Math.ceil(webm.length / Math.ceil(seconds / 5));
  const [row] = await db
    .insert(recordings)
    .values({
      userId,
      sampleRate: 48000,
      channels: 1,
      chunkSize: 5,
      sampleWidth: 2,
      status: 'PROCESSING',
      usesAiFeedback: true,
      stoppedAt: new Date(),
    })
    .returning({ id: recordings.id });
  for (let i = 0; i * sliceBytes < webm.length; i += 1) {
    const key = `bench-${row!.id}-${i}`;
    await platform.storage.put(
      key,
      webm.subarray(i * sliceBytes, (i + 1) * sliceBytes),
      i === 0 ? 'audio/webm' : 'application/octet-stream',
    );
    await db
      .insert(recordingChunks)
      .values({ recordingId: row!.id, index: i, storageKey: key, contentType: 'audio/webm', bytes: 0 });
  }
  return row!.id;
}

/** Runs the feedback job on the recording as the worker would; a run that does not end PROCESSED is invalid. */
async function timeJob(deps: JobDeps, recordingId: number): Promise<JobRun> {
  const started = performance.now();
  const times = await runFeedbackJob(deps, recordingId);
  const total = (performance.now() - started) / 1000;
  if (!times) throw new InvalidRunError('the job did not run');
  const [done] = await deps.db.select().from(recordings).where(eq(recordings.id, recordingId));
  if (done?.status !== 'PROCESSED') throw new InvalidRunError(`the recording ended ${done?.status}`);
  return { total, times };
}

/** The first run loads the engines; the target is for the slowest of the warm runs after it. */
function report(results: JobRun[], runs: number, seconds: number, loadBefore: number) {
  const [cold, ...warm] = results;
  const slowest = warm.reduce((a, b) => (b.total > a.total ? b : a));
  const met = slowest.total <= TARGET_SECONDS;
  const stages = Object.keys(slowest.times);
  const rtf = (s: number) => (s / seconds).toFixed(3);
  const rows = [
    ...stages.map((stage) => [
      stage,
      cold!.times[stage]!.toFixed(2),
      slowest.times[stage]!.toFixed(2),
      rtf(slowest.times[stage]!),
    ]),
    ['**whole job**', cold!.total.toFixed(1), slowest.total.toFixed(1), rtf(slowest.total)],
  ];
  const markdown = [
    `## speech — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `A ${seconds} s recording (flite reading learner sentences, Opus in WebM, 5 s slices) through the whole feedback job`,
    `with the local engines, for a pro learner (grammar, vocabulary, pronunciation with word clips and reference speech).`,
    `Cold: the first run, loading pocketsphinx and harper. Warm: the slowest of ${runs} runs with the engines loaded.`,
    `Target: at most ${TARGET_SECONDS} s warm. Verdict: **${met ? 'met' : 'MISSED'}** (${slowest.total.toFixed(1)} s).`,
    '',
    table(['stage', 'cold s', 'warm s', 'warm real-time factor'], rows),
    '',
    ...runFooter(loadBefore),
  ].join('\n');
  return { markdown, met };
}

export async function run(args: string[]): Promise<number> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const loadBefore = os.loadavg()[0]!;
  const { webm, seconds } = await minuteOfSpeech();
  log(`audio: ${seconds} s, ${Math.round(webm.length / 1024)} KiB of Opus in WebM`);
  const worker = await feedbackWorker();
  const results: JobRun[] = [];
  try {
    const userId = await insertSpeaker(worker.deps.db);
    for (let n = 0; n <= runs; n += 1) {
      const result = await timeJob(worker.deps, await storeRecording(worker.platform, userId, webm, seconds));
      log(`${n === 0 ? 'cold' : `warm ${n}`}: ${result.total.toFixed(1)} s`);
      results.push(result);
    }
  } finally {
    await worker.close();
  }
  const { markdown, met } = report(results, runs, seconds, loadBefore);
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`speech:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return met ? 0 : 2;
}
