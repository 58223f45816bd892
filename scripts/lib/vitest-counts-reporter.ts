import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export type ProjectCounts = Record<string, { passed: number; failed: number; skipped: number }>;

/**
 * Writes how many tests each vitest project passed, failed and skipped to TEST_COUNTS_FILE, for the step table
 * `npm test` prints (the JSON reporter does not say which project a file ran in, and one file can run in two).
 */
export default class CountsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const file = process.env.TEST_COUNTS_FILE;
    if (!file) return;
    const counts: ProjectCounts = {};
    for (const module of modules) {
      const project = (counts[module.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') project.passed++;
        else if (state === 'failed') project.failed++;
        else project.skipped++;
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  }
}
