/**
 * Summarises a V8 .cpuprofile (from `npm run bench -- http --profile`): self time by package and by function.
 * Usage: node bench/src/cpu-profile.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/src/cpu-profile.ts <file.cpuprofile> [top]');
  process.exit(64);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> (scoped too), node:internals, our own source folders, or V8 pseudo frames. */
function bucket(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const ours = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return ours ? ours[1]! : url;
}

const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  const b = bucket(n.callFrame.url, n.callFrame.functionName);
  packages.set(b, (packages.get(b) ?? 0) + us);
  const f = `${n.callFrame.functionName || '(anonymous)'}  ${b}:${n.callFrame.lineNumber + 1}`;
  functions.set(f, (functions.get(f) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
show('self time by package', packages);
show('self time by function', functions);
