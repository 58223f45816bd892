import { randomInt } from 'node:crypto';
import { USERNAME_MAX } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import { findUserByUsername } from './auth.store.ts';

const ADJECTIVES = ['brave', 'calm', 'bright', 'curious', 'happy', 'kind', 'lucky', 'quick', 'sunny', 'witty', 'gentle', 'bold'];
const NOUNS = ['penguin', 'otter', 'falcon', 'panda', 'fox', 'koala', 'heron', 'lynx', 'robin', 'tiger', 'whale', 'owl'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

/** A free username built from `base` (or a friendly word pair) and a number. */
export async function freeUsername(db: Db, base?: string): Promise<string> {
  const stem = (base ?? `${pick(ADJECTIVES)}_${pick(NOUNS)}`)
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .slice(0, USERNAME_MAX - 5)
    .padEnd(3, '_');
  for (let tries = 0; tries < 20; tries++) {
    const candidate = tries === 0 && base ? stem : `${stem}${randomInt(10, 10_000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${stem.slice(0, 10)}${Date.now().toString(36)}`;
}
