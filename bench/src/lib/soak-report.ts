import { formatNumber as fmt } from './latency.ts';
import type { MemorySample } from './memory-probe.ts';
import { table } from './results-doc.ts';
import type { SoakSettings } from '../soak.bench.ts';

const TARGET_GROWTH = 0.1;
const MB = 2 ** 20;

export interface SoakActivity {
  rounds: number;
  messages: number;
  toggles: number;
  chats: number;
  chatsFailed: number;
  chatFailures: string;
  signals: number;
  errors: number;
  reconnects: number;
  finalCloses: number;
}

const mean = (samples: MemorySample[], key: keyof MemorySample) => samples.reduce((n, s) => n + s[key], 0) / samples.length;

/**
 * The run's verdict: the warm-up is a sixth of the run (at most 5 minutes); the level after it is the mean of the next
 * fifteenth of the run, the end's the mean of the last fifteenth (at least two samples each).
 */
export const warmupSeconds = (minutes: number) => Math.min((minutes * 60) / 6, 300);

export function growthOf(samples: MemorySample[], minutes: number) {
  const seconds = minutes * 60;
  const warmup = warmupSeconds(minutes);
  const window = seconds / 15;
  const atLeastTwo = (picked: MemorySample[], fallback: MemorySample[]) => (picked.length >= 2 ? picked : fallback);
  const after = samples.filter((s) => s.at >= warmup);
  const start = atLeastTwo(
    after.filter((s) => s.at < warmup + window),
    after.slice(0, 2),
  );
  const end = atLeastTwo(
    samples.filter((s) => s.at > seconds - window),
    samples.slice(-2),
  );
  const growth = (key: 'heapUsed' | 'rss') => mean(end, key) / mean(start, key) - 1;
  const peak = (key: 'heapUsed' | 'rss') => Math.max(...after.map((s) => s[key])) / mean(start, key) - 1;
  return { warmup, heap: growth('heapUsed'), rss: growth('rss'), heapPeak: peak('heapUsed'), rssPeak: peak('rss') };
}

/** About ten samples spread over the run, first and last included. */
function spread(samples: MemorySample[]): MemorySample[] {
  const step = Math.max(1, Math.round(samples.length / 10));
  return samples.filter((_, i) => i % step === 0 || i === samples.length - 1);
}

const pct = (n: number) => `${n >= 0 ? '+' : ''}${fmt(n * 100, 1)} %`;

export function soakReport(s: SoakSettings, samples: MemorySample[], activity: SoakActivity, database: string) {
  const g = growthOf(samples, s.minutes);
  const met = g.heap <= TARGET_GROWTH && g.rss <= TARGET_GROWTH && activity.finalCloses === 0;
  const rows = spread(samples).map((m) => [
    fmt(m.at / 60, 1),
    fmt(m.rss / MB, 1),
    fmt(m.heapUsed / MB, 1),
    fmt(m.heapTotal / MB, 1),
    fmt(m.external / MB, 1),
    fmt(m.arrayBuffers / MB, 1),
  ]);
  const a = activity;
  const markdown = [
    `## soak — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `One server process (\`apps/server/src/main.ts\` on ${database}) holds a live CHAT event of ${s.people} people for`,
    `${s.minutes} minutes with rotation: the host pairs everyone once, the scheduler starts a new round every`,
    `${s.roundSeconds} s, and each new pair negotiates over the socket (an offer or answer and three candidates each).`,
    `Everyone toggles their microphone about every ${s.toggleMs / 1000} s and chats in their room about every`,
    `${s.chatMs / 1000} s; every minute ${s.dropsPerMinute} connections drop and the web app's socket client reconnects`,
    `with its last sequence number. Memory is read through the inspector after a full collection every`,
    `${s.sampleSeconds} s. Target: after a ${fmt(g.warmup / 60, 1)}-minute warm-up, heap used and RSS at the end at most`,
    '10 % above their level just after it (means over a fifteenth of the run each).',
    '',
    table(['minute', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB', 'array buffers MB'], rows),
    '',
    `Heap used ${pct(g.heap)} (peak ${pct(g.heapPeak)}), RSS ${pct(g.rss)} (peak ${pct(g.rssPeak)}) from after the`,
    `warm-up to the end: **${met ? 'PASS' : 'FAIL'}**. ${fmt(a.rounds)} rounds, ${fmt(a.messages)} sequenced messages`,
    `(as the host received them), ${fmt(a.toggles)} toggles, ${fmt(a.chats)} chat messages (${fmt(a.chatsFailed)} refused`,
    `or failed: ${a.chatFailures}), ${fmt(a.signals)} signals, ${fmt(a.reconnects)} reconnections, ${fmt(a.errors)} ERROR messages,`,
    `${a.finalCloses} clients closed for good.`,
    ...(s.heapSnapshots ? ['', `Heap snapshots were taken (${s.heapSnapshots}): RSS holds what taking them cost.`] : []),
  ].join('\n');
  return { markdown, met };
}
