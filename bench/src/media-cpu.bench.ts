/**
 * `npm run bench -- media-cpu`: CPU per subscribed video stream in a live room, over the peer-to-peer mesh (ADR 0019)
 * and through Janus (ADR 0086). Per path and trial: one server (the e2e web build, for loopback-only media), a
 * throw-away Janus for the Janus path, and one headless Chromium process per person (each person's own machine, as
 * far as one machine can play it) with Chromium's own fake camera at 640×480 (30 fps unless --fps) and its fake microphone.
 * Everyone enters one live room; once every page decodes every other person's video, and after a warm-up, the CPU
 * time of every process (/proc: browsers, Janus, our server) is taken over a steady window, with the frames each
 * page encodes and decodes. Reports cores in total, per person and per subscribed stream (N people receive N×(N−1)).
 * Flags: --paths <list> (mesh:6,janus:8,janus:6), --trials <n> (2), --fps <n> (30), --camera small (e2e's 160×120 at 5
 * fps instead), --shared-browser (every person a context of one Chromium), --warmup <s> (20), --window <s> (40),
 * --web-dist <dir> (a web build with VITE_E2E_HOOKS=1 to serve as it is; otherwise the e2e build, rebuilt when stale),
 * --no-write. Ports: BENCH_PORT (3340) for the server, E2E_SMTP_PORT / E2E_MAIL_HTTP_PORT (2656/3341) for its mail.
 * Exit: 0 · 1 invalid run · 2 some trial never had every stream flowing.
 */
import './lib/mail-ports.ts';
import os from 'node:os';
import { chromium, request, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type * as LiveRoom from '../../e2e/live/live-room.ts';
import { TEACHER } from '../../e2e/support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../../e2e/support/chromium.ts';
import { startJanus, type JanusServer } from '../../scripts/lib/janus.ts';
import { sleep } from './lib/latency.ts';
import { type CpuTrial, formatTrials } from './lib/media-cpu-report.ts';
import { pageVideo, ratesBetween, watchConnections, type PageVideo } from './lib/media-streams.ts';
import { cpuBetween, snapshot } from './lib/proc-cpu.ts';
import { startProduct } from './lib/product.ts';
import { writeSection } from './lib/results-doc.ts';

const log = (line: string) => console.error(`[bench:media-cpu] ${line}`);
const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * Chromium's own fake camera (640×480) at `fps`, or with `--camera small` e2e's own 160×120 test pattern at 5 fps (what
 * the eight-person e2e test sends); sound decoded but not played.
 */
const browserArgs = (settings: Settings) =>
  settings.camera === 'small'
    ? [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, '--mute-audio']
    : [
        ...CHROMIUM_ARGS,
        ...FAKE_MEDIA_ARGS.filter(
          (arg) => !arg.startsWith('--use-file-for-fake-video-capture') && arg !== '--use-fake-device-for-media-stream',
        ),
        `--use-fake-device-for-media-stream=fps=${settings.fps}`,
        '--mute-audio',
      ];
/** How long everyone may take to see everyone once in: eight browsers on two shared cores took minutes in e2e. */
const FLOWING_TIMEOUT_MS = 180_000;

interface Path {
  provider: 'mesh' | 'janus';
  people: number;
}

interface Settings {
  trials: number;
  fps: number;
  camera: 'vga' | 'small';
  /** Everyone a context of one Chromium (as in e2e) instead of a Chromium process each. */
  sharedBrowser: boolean;
  warmupMs: number;
  windowMs: number;
  webDist: string | undefined;
}

interface Room {
  url: string;
  api: APIRequestContext;
  janus: JanusServer | undefined;
  serverPid: number;
}

type LiveRoomHelpers = typeof LiveRoom;

/**
 * The browser as e2e's helpers use it (newContext only): its pages' relative addresses on `baseURL`, and minutes to
 * load, as six browsers loading the app at once on two shared cores took more than 30 s.
 */
const onBase = (browser: Browser, baseURL: string) =>
  ({
    newContext: async (options: BrowserContextOptions) => {
      const context = await browser.newContext({ ...options, baseURL });
      context.setDefaultNavigationTimeout(180_000);
      return context;
    },
  }) as Browser;

/** Waits until every page decodes video from every other person (frames moving between two readings). */
async function untilFlowing(pages: { page: Page }[], deadline: number): Promise<boolean> {
  let last = await Promise.all(pages.map((p) => pageVideo(p.page)));
  while (Date.now() < deadline) {
    await sleep(3000);
    const next = await Promise.all(pages.map((p) => pageVideo(p.page)));
    const moving = next.map((video, i) => ratesBetween(last[i]!.inbound, video.inbound, 3).streams);
    if (moving.every((n) => n >= pages.length - 1)) return true;
    log(`  streams decoding per page: ${moving.join(' ')}`);
    last = next;
  }
  return false;
}

/** One trial: everyone in a new room, then the steady window measured. */
async function trial(helpers: LiveRoomHelpers, room: Room, path: Path, settings: Settings) {
  const loadBefore = os.loadavg()[0]!;
  const { eventId } = await helpers.liveEventByApi(room.api);
  const learners = await Promise.all(
    Array.from({ length: path.people - 1 }, (_, i) => helpers.learnerByApi(room.api, `Bench Person ${i + 1}`)),
  );
  const browsers: Browser[] = [];
  try {
    for (let i = 0; i < (settings.sharedBrowser ? 1 : path.people); i++)
      browsers.push(await chromium.launch({ executablePath: CHROMIUM_PATH, args: browserArgs(settings) }));
    const people = await Promise.all(
      [TEACHER, ...learners].map((account, i) =>
        helpers.enterLiveRoom(onBase(browsers[settings.sharedBrowser ? 0 : i]!, room.url), room.api, account, eventId, {
          readyTimeout: 180_000,
          prepare: watchConnections,
        }),
      ),
    );
    // Measured all the same when not every stream flows in time: the streams and frame rates show what did.
    const complete = await untilFlowing(people, Date.now() + FLOWING_TIMEOUT_MS);
    if (!complete) log('  NOT every stream flowed in time; measuring what does');
    await sleep(settings.warmupMs);
    const read = () => Promise.all(people.map((p) => pageVideo(p.page)));
    const classify = ({ pid, comm }: { pid: number; comm: string }) =>
      pid === room.serverPid ? 'server' : comm === 'janus' ? 'janus' : /^chrom/.test(comm) ? 'browsers' : undefined;
    const videoStart = await read();
    const videoStartAt = performance.now();
    const cpuStart = snapshot(process.pid, 'bench', classify);
    await sleep(settings.windowMs);
    const cpu = cpuBetween(cpuStart, snapshot(process.pid, 'bench', classify));
    const videoEnd: PageVideo[] = await read();
    const videoSeconds = (performance.now() - videoStartAt) / 1000;
    return {
      ...path,
      loadBefore,
      loadAfter: os.loadavg()[0]!,
      cpu,
      inbound: videoEnd.map((end, i) => ratesBetween(videoStart[i]!.inbound, end.inbound, videoSeconds)),
      outbound: videoEnd.map((end, i) => ratesBetween(videoStart[i]!.outbound, end.outbound, videoSeconds)),
      pageErrors: helpers.pageErrors.splice(0),
      complete,
    } satisfies CpuTrial;
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
  }
}

function parsePaths(text: string): Path[] {
  return text.split(',').map((item) => {
    const [provider, people] = item.split(':');
    if ((provider !== 'mesh' && provider !== 'janus') || !(Number(people) >= 2)) throw new Error(`--paths: ${item}?`);
    return { provider, people: Number(people) };
  });
}

/**
 * Waits (up to 3 minutes) until the server idles: a new server's worker runs the demo recording's feedback job, with
 * retries, which would otherwise land in the first trial's window.
 */
async function untilIdle(pid: number): Promise<void> {
  const all = () => 'server';
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const start = snapshot(pid, 'server', all);
    await sleep(5000);
    const cores = cpuBetween(start, snapshot(pid, 'server', all)).cores.server ?? 0;
    if (cores < 0.05) return;
    log(`  the new server still works (${cores.toFixed(2)} cores)`);
  }
}

/** The trials of one path, on a server (and Janus) of its own. */
async function runPath(helpers: LiveRoomHelpers, path: Path, settings: Settings) {
  const janus = path.provider === 'janus' ? await startJanus() : undefined;
  const env: Record<string, string> = {
    WEB_BUILD: 'e2e',
    ...(janus && {
      JANUS_URL: janus.url,
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_TOKEN_SECRET: janus.tokenSecret,
    }),
  };
  const results: (CpuTrial | { failed: Path })[] = [];
  try {
    const product = await startProduct({ port: Number(process.env.BENCH_PORT ?? 3340), env, webDist: settings.webDist });
    const api = await request.newContext({ baseURL: product.url });
    try {
      await untilIdle(product.pid!);
      for (let t = 1; t <= settings.trials; t++) {
        log(`${path.provider} with ${path.people}, trial ${t} (load ${os.loadavg()[0]!.toFixed(1)})`);
        const room = { url: product.url, api, janus, serverPid: product.pid! };
        // A trial that fails (a page that never loaded) is reported as such; the others still run.
        const result = await trial(helpers, room, path, settings).catch((err: unknown) => {
          log(`  failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
          return null;
        });
        results.push(result ?? { failed: path });
      }
    } finally {
      await api.dispose();
      await product.stop();
    }
  } finally {
    janus?.stop();
  }
  return results;
}

export async function run(args: string[]): Promise<number> {
  const loadBefore = os.loadavg()[0]!;
  const settings: Settings = {
    trials: Number(flag(args, '--trials') ?? 2),
    fps: flag(args, '--camera') === 'small' ? 5 : Number(flag(args, '--fps') ?? 30),
    camera: flag(args, '--camera') === 'small' ? 'small' : 'vga',
    sharedBrowser: args.includes('--shared-browser'),
    warmupMs: Number(flag(args, '--warmup') ?? 20) * 1000,
    windowMs: Number(flag(args, '--window') ?? 40) * 1000,
    webDist: flag(args, '--web-dist'),
  };
  const helpers = await import('../../e2e/live/live-room.ts');
  const results: (CpuTrial | { failed: Path })[] = [];
  // Written after each path: a run stopped later keeps the paths it finished.
  for (const path of parsePaths(flag(args, '--paths') ?? 'mesh:6,janus:8,janus:6')) {
    results.push(...(await runPath(helpers, path, settings)));
    const markdown = formatTrials(results, settings, loadBefore);
    console.log(`\n${markdown}\n`);
    if (!args.includes('--no-write')) {
      await writeSection(`media-cpu:${new Date().toISOString().slice(0, 10)}`, markdown);
      log('written to docs/benchmarks.md');
    }
  }
  return results.some((r) => 'failed' in r || !r.complete) ? 2 : 0;
}
