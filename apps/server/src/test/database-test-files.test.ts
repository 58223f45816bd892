import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const files = databaseTestFiles(SRC).map((f) => path.relative(SRC, f));

/** Which files the Postgres pass runs (vitest.config.ts): the ones whose outcome a server with many connections can change. */
describe('Postgres pass files', () => {
  it('takes the files marked for it: the db port, queue and instances, and requests racing each other', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'platform/db/db.contract.test.ts',
        'platform/queue/queue.contract.test.ts',
        'modules/live/live.instances.test.ts',
        'modules/feedback/pipeline/feedback.restart.test.ts',
        'modules/storefront/checkout-holds.test.ts',
      ]),
    );
  });

  it('leaves the rest to the PGlite pass, database tests included', () => {
    expect(files).not.toContain('modules/auth/login.test.ts');
    expect(files).not.toContain('modules/feedback/live-hints/live-hints.test.ts');
    expect(files).not.toContain('platform/speech/word-error-rate.test.ts');
    expect(files).not.toContain('test/database-test-files.test.ts');
  });
});
