/** The media-cpu benchmark's section of docs/benchmarks.md: CPU per trial and path, and the video that was moving. */
import { runFooter } from './machine.ts';
import type { StreamRates } from './media-streams.ts';
import type { CpuWindow } from './proc-cpu.ts';
import { table } from './results-doc.ts';

export interface CpuTrial {
  provider: 'mesh' | 'janus';
  people: number;
  loadBefore: number;
  loadAfter: number;
  cpu: CpuWindow;
  /** Per page: the video it decoded and encoded over the window. */
  inbound: StreamRates[];
  outbound: StreamRates[];
  pageErrors: string[];
  /** Every page decoded every other person's video before the window. */
  complete: boolean;
}

/** A trial that started on a machine already this busy (1-minute load) is marked disturbed. */
const DISTURBED_LOAD = 4;

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const label = (t: { provider: string; people: number }) => `${t.provider === 'mesh' ? 'mesh' : 'Janus'}, ${t.people}`;

function figures(t: CpuTrial) {
  const core = (group: string) => t.cpu.cores[group] ?? 0;
  const total = core('browsers') + core('janus') + core('server');
  const received = t.inbound.reduce((sum, page) => sum + page.streams, 0);
  return { core, total, received, expected: t.people * (t.people - 1), perStream: (total / received) * 1000 };
}

function cpuRow(t: CpuTrial, index: number): string[] {
  const f = figures(t);
  const disturbed = (t.loadBefore > DISTURBED_LOAD ? ' (disturbed)' : '') + (t.complete ? '' : ' (incomplete)');
  return [
    label(t),
    `${index}${disturbed}`,
    `${fixed(t.loadBefore, 1)} / ${fixed(t.loadAfter, 1)}`,
    fixed(t.cpu.others),
    fixed(f.core('browsers')),
    fixed(f.core('janus')),
    fixed(f.core('server')),
    fixed(f.total),
    fixed(f.total / t.people),
    `${f.received} of ${f.expected}`,
    fixed(f.perStream, 0),
    fixed((f.core('browsers') / f.received) * 1000, 0),
    fixed(f.core('bench')),
  ];
}

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v} ${n}`).join(', ') || '–';
}

function videoRow(t: CpuTrial, index: number): string[] {
  const decoded = t.inbound.flatMap((page) => page.fps);
  const encoded = t.outbound.flatMap((page) => page.fps);
  const widths = [...new Set(t.outbound.flatMap((page) => page.widths))].sort((a, b) => b - a);
  return [
    label(t),
    String(index),
    `${fixed(median(decoded), 1)} (${fixed(Math.min(...decoded), 1)})`,
    tally(t.inbound.flatMap((page) => page.widths.map(String))),
    fixed(mean(t.outbound.map((page) => page.streams)), 1),
    widths.join(', ') || '–',
    fixed(median(encoded), 1),
    tally(t.outbound.flatMap((page) => page.limitations)),
  ];
}

function summaryRows(trials: CpuTrial[]): string[][] {
  const paths = [...new Set(trials.map(label))];
  return paths.map((path) => {
    const of = trials.filter((t) => label(t) === path).map(figures);
    const perStream = of.map((f) => f.perStream);
    return [
      path,
      String(of.length),
      fixed(mean(of.map((f) => f.total))),
      fixed(mean(of.map((f, i) => f.total / trials.filter((t) => label(t) === path)[i]!.people))),
      `${fixed(mean(perStream), 0)} (${fixed(Math.min(...perStream), 0)}–${fixed(Math.max(...perStream), 0)})`,
    ];
  });
}

export function formatTrials(
  results: (CpuTrial | { failed: { provider: string; people: number } })[],
  settings: { fps: number; camera: 'vga' | 'small'; sharedBrowser: boolean; warmupMs: number; windowMs: number },
  loadBefore: number,
): string {
  const trials = results.filter((r): r is CpuTrial => !('failed' in r));
  const failed = results.filter((r) => 'failed' in r).map((r) => label((r as { failed: CpuTrial }).failed));
  const index = (t: CpuTrial) => trials.filter((o) => label(o) === label(t)).indexOf(t) + 1;
  const errors = trials.flatMap((t) => t.pageErrors);
  return [
    `## media-cpu — ${new Date().toISOString().slice(0, 10)}`,
    '',
    'CPU per subscribed video stream in one live room: the peer-to-peer mesh (each person encodes their camera once per',
    'peer) against Janus (each person publishes once in simulcast layers, as many as the camera size allows; Janus',
    'forwards the layer each tile needs).',
    `Each person is ${settings.sharedBrowser ? 'a context of one headless Chromium process' : 'a headless Chromium process of its own'} (1280×720 window) with ${settings.camera === 'small' ? 'a fake camera playing a 160×120 test pattern' : 'Chromium’s fake camera at 640×480'} at`,
    `${settings.fps} fps and its fake microphone (decoded, not played), signed in to the e2e web build on one server; Janus is a`,
    `throw-away one on loopback. After every page decoded every other person's video (or a timeout) and ${settings.warmupMs / 1000} s`,
    `more, CPU time (utime + stime from /proc, every process of each tree) is taken over ${settings.windowMs / 1000} s.`,
    'A stream is one person’s video decoded by one other person: N people subscribe to N×(N−1). Per stream is the',
    "total (browsers + Janus + server) over the streams received, in thousandths of a core; 'others' is what every",
    "other process on the machine used meanwhile; the benchmark's own Playwright driver is shown apart, not in the total.",
    '',
    table(
      ['path, people', 'trial', 'load before / after', 'others', 'browsers', 'Janus', 'server', 'total cores'].concat([
        'per person',
        'streams',
        'per stream (millicores)',
        'browsers per stream',
        'Playwright',
      ]),
      trials.map((t) => cpuRow(t, index(t))),
    ),
    '',
    table(
      ['path, people', 'trials', 'total cores, mean', 'per person', 'per stream (millicores), mean (range)'],
      summaryRows(trials),
    ),
    '',
    'The video over the same window: frames decoded per second per received stream (median, and the slowest), the',
    'widths received (streams per width), the streams each sender encodes (the mesh: one per peer; Janus: its simulcast',
    'layers that are sent), their widths and frame rates, and what the encoders say limits them (WebRTC lowers the',
    'resolution or rate when the CPU or the bandwidth estimate does not keep up).',
    '',
    table(
      ['path, people', 'trial', 'decoded fps per stream (min)', 'received widths', 'encodings per sender'].concat([
        'sent widths',
        'encoded fps',
        'limited by',
      ]),
      trials.map((t) => videoRow(t, index(t))),
    ),
    '',
    ...(failed.length > 0 ? [`- Trials that failed before the window (not measured): ${failed.join('; ')}`] : []),
    '- Incomplete: not every page decoded every other person before the window; measured all the same.',
    `- Page errors during the trials: ${errors.length === 0 ? 'none' : errors.slice(0, 5).join(' · ')}`,
    `- Trials that began at a 1-minute load above ${DISTURBED_LOAD} are marked disturbed; the load after includes the trial's own browsers.`,
    ...runFooter(loadBefore, 'shared with other work'),
  ].join('\n');
}
