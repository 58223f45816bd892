/**
 * `npm run bench -- live-join`: two and then three people (the demo teacher hosting, new learners), each signed in
 * through the login page in a Chromium context of their own with a fake camera and microphone, open one new live room
 * at the same instant, 30 times each. Reports the time from that instant to each viewer's first decoded frame of each
 * peer, and the trials where some viewer got no frame from some peer within 30 s. Target: no such failure.
 * Flags: --url <server> (use a running e2e server, whose mail catcher's E2E_MAIL_HTTP_PORT is set; otherwise the
 * product is started as e2e does, on BENCH_PORT or 3330, its mail catcher on 2646/3331), --trials <n> (30),
 * --sizes <list> (2,3), --no-write. Exit: 0 met · 1 invalid run · 2 missed.
 */
import os from 'node:os';
import { chromium, request } from '@playwright/test';
import { DEMO_ACCOUNT } from '@parley/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../../e2e/support/chromium.ts';
import { joinTogether, type Account } from './lib/live-join-trial.ts';
import { runFooter } from './lib/machine.ts';
import { startProduct } from './lib/product.ts';
import { table, writeSection } from './lib/results-doc.ts';

const TIMEOUT_MS = 30_000;
const TEACHER: Account = { email: 'teacher@parley.local', password: DEMO_ACCOUNT.password };
const log = (line: string) => console.error(`[bench:live-join] ${line}`);

const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

export async function run(args: string[]): Promise<number> {
  const trials = Number(flag(args, '--trials') ?? 30);
  const loadBefore = os.loadavg()[0]!;
  // e2e's helpers read their mail catcher's ports when first imported.
  process.env.E2E_SMTP_PORT ??= '2646';
  process.env.E2E_MAIL_HTTP_PORT ??= '3331';
  const { learnerByApi, liveEventByApi } = await import('../../e2e/live/live-room.ts');
  const product = await startProduct({ url: flag(args, '--url'), port: Number(process.env.BENCH_PORT ?? 3330) });
  const api = await request.newContext({ baseURL: product.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] });
  const rows: string[][] = [];
  let failures = 0;
  try {
    for (const size of (flag(args, '--sizes') ?? '2,3').split(',').map(Number)) {
      const times: number[] = [];
      let failed = 0;
      for (let trial = 1; trial <= trials; trial++) {
        const { eventId } = await liveEventByApi(api);
        const learners = await Promise.all(Array.from({ length: size - 1 }, (_, i) => learnerByApi(api, `Learner ${i + 1}`)));
        const result = await joinTogether(browser, product.url, [TEACHER, ...learners], eventId, TIMEOUT_MS);
        times.push(...result.firstFrames);
        const slowest = Math.max(...result.firstFrames);
        if (result.missing.length > 0) {
          failed++;
          log(`${size} people, trial ${trial}: NO VIDEO ${result.missing.join(' ')}\n${result.diagnosis.join('\n')}`);
        } else log(`${size} people, trial ${trial}: every frame in ${Math.round(slowest)} ms`);
      }
      failures += failed;
      const sorted = times.sort((a, b) => a - b);
      const ms = (n: number) => (Number.isNaN(n) ? '–' : Math.round(n).toLocaleString('en-US'));
      rows.push([
        String(size),
        String(trials),
        ms(sorted[0] ?? NaN),
        ms(quantile(sorted, 0.5)),
        ms(quantile(sorted, 0.95)),
        ms(sorted.at(-1) ?? NaN),
        String(failed),
      ]);
    }
  } finally {
    await browser.close();
    await api.dispose();
    await product.stop();
  }
  const markdown = [
    `## live-join — ${new Date().toISOString().slice(0, 10)}`,
    '',
    'People signed in through the login page, each in a Chromium context of their own (fake camera and microphone, no',
    'test switch in the app), open one live room at the same instant. Times run from that instant to the first decoded',
    "frame of a peer's video in a viewer's tile, over every viewer and peer of every trial; a trial fails when some",
    `viewer has no frame from some peer within ${TIMEOUT_MS / 1000} s.`,
    '',
    table(['people', 'trials', 'min ms', 'median ms', 'p95 ms', 'max ms', 'failed trials'], rows),
    '',
    ...runFooter(loadBefore, 'shared with other work'),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`live-join:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return failures === 0 ? 0 : 2;
}
