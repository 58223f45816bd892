import { STORED_BYTES_QUOTA } from '@parley/contracts';
import { uploads } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Fills a free learner's space but for `leave` bytes with a picture's row (no file: the space counts rows), so a
 * test reaches the limit without uploading a gigabyte. Answers the row's key.
 */
export async function fillSpace(t: TestApp, userId: number, leave: number): Promise<string> {
  const key = `u${userId}-filler.png`;
  await t.db.insert(uploads).values({ key, userId, bytes: STORED_BYTES_QUOTA.free - leave, createdAt: t.clock.now() });
  return key;
}
