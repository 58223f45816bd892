import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

export const BENCHMARKS_DOC = new URL('../../../docs/benchmarks.md', import.meta.url).pathname;

const INTRO = `# Benchmarks

Written by \`npm run bench -- <name>\` (bench/src/run.ts). Each run replaces its own dated section (one per benchmark and day)
or appends a new one; older sections stay as history. Numbers come from one machine with the load generator (autocannon) and
the server on the same cores, so compare ratios rather than absolute figures across machines.
`;

/** Replaces the section `id` in docs/benchmarks.md, or appends it; the file stays prettier-clean for `npm test`. */
export async function writeSection(id: string, markdown: string, file = BENCHMARKS_DOC): Promise<void> {
  const begin = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : INTRO;
  const start = current.indexOf(begin);
  const stop = current.indexOf(end);
  const next =
    start >= 0 && stop > start
      ? current.slice(0, start) + block + current.slice(stop + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
