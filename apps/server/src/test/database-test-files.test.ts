import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const files = databaseTestFiles(SRC).map((f) => path.relative(SRC, f));

/** Which files the Postgres pass runs (vitest.config.ts): a database test left out would go unproven on Postgres. */
describe('database test files', () => {
  it('takes the tests that get a database, from the test app or directly', () => {
    expect(files).toContain('modules/auth/login.test.ts');
    expect(files).toContain('platform/queue/queue.contract.test.ts');
    expect(files).toContain('modules/live/live.instances.test.ts');
  });

  it('leaves out the tests that touch no database', () => {
    expect(files).not.toContain('platform/speech/word-error-rate.test.ts');
    expect(files).not.toContain('modules/matching/matching.engine.test.ts');
    expect(files).not.toContain('test/database-test-files.test.ts');
  });

  it('leaves out a file marked for the PGlite pass only, which says why', () => {
    expect(files).not.toContain('modules/feedback/live-hints/live-hints.test.ts');
    expect(files).not.toContain('plugins/openapi.test.ts');
    expect(files).not.toContain('plugins/web-app.test.ts');
    expect(files).not.toContain('modules/feedback/pipeline/feedback.job.test.ts');
    // Its job's writes are proven on Postgres here, by another process resuming it.
    expect(files).toContain('modules/feedback/pipeline/feedback.restart.test.ts');
  });
});
