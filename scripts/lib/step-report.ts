import { existsSync, readFileSync } from 'node:fs';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { ProjectCounts } from './vitest-counts-reporter.ts';

export interface StepResult {
  name: string;
  seconds: number;
  code: number;
  /** "passed / failed / skipped" and the like, for steps that run tests. */
  tests?: string;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** One line per vitest project: `server 612 passed, 3 skipped`. */
export function vitestCounts(file: string): string[] {
  const counts = readJson<ProjectCounts>(file);
  if (!counts) return [];
  return Object.entries(counts).map(
    ([project, c]) => `${project}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
  );
}

function* allSpecs(suites: JSONReportSuite[]): Generator<JSONReportSuite['specs'][number]> {
  for (const suite of suites) {
    yield* suite.specs;
    yield* allSpecs(suite.suites ?? []);
  }
}

/** Playwright's totals, and the tests that passed only on their retry (flaky means broken: each one is named). */
export function playwrightCounts(file: string): { line: string; flaky: string[] } | undefined {
  const report = readJson<JSONReport>(file);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  const flakyTests = [...allSpecs(report.suites)]
    .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
    .map((spec) => `${spec.file} › ${spec.title}`);
  return {
    line: `${expected} passed, ${unexpected} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
    flaky: flakyTests,
  };
}

/** The table `npm test` ends with: where the time went and how many tests each step ran. */
export function stepTable(results: StepResult[], totalSeconds: number): string {
  const rows = results.map((r) => [r.name, `${r.seconds.toFixed(0)} s`, r.code === 0 ? 'ok' : `exit ${r.code}`, r.tests ?? '']);
  rows.push(['total (wall)', `${totalSeconds.toFixed(0)} s`, '', '']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length), 4));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(['step', 'wall', 'result', 'tests']), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
