import type { AfterErasure, ErasurePart } from '../../plugins/account-erasure.ts';
import { deleteQueuedFiles, queueFileDeletions } from '../../plugins/file-deletions.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import * as store from './auth.store.ts';

export interface ErasureDeps {
  db: Db;
  clock: Clock;
  mail: Pick<MailPort, 'forget'>;
  storage: Pick<StoragePort, 'delete'>;
  /** Every module's share (account-erasure.ts wires them). */
  parts: readonly ErasurePart[];
  log: { warn(obj: object, msg: string): void };
}

/**
 * One account: its payments ended first, then its rows deleted in one transaction that keeps the billing records and
 * queues its files. False when the account is no longer due (its owner cancelled the deletion meanwhile).
 */
async function eraseAccount(deps: ErasureDeps, userId: number): Promise<boolean> {
  const after: AfterErasure[] = [];
  for (const part of deps.parts) {
    const then = await part.endPayments?.(userId);
    if (then) after.push(then);
  }
  const now = deps.clock.now();
  const erased = await deps.db.transaction(async (tx) => {
    const row = await store.lockUserDueBy(tx, userId, now);
    if (!row) return null;
    const keys: (string | null)[] = [];
    for (const part of deps.parts) {
      await part.keep?.(tx, userId, now);
      keys.push(...((await part.files?.(tx, userId)) ?? []));
    }
    await queueFileDeletions(tx, keys, now);
    await store.deleteUser(tx, userId);
    return row;
  });
  if (!erased) return false;
  if (erased.email) await deps.mail.forget(erased.email);
  for (const then of after) await then().catch((err: unknown) => deps.log.warn({ err }, 'after an account erasure'));
  return true;
}

/**
 * The erasure job (ADR 0079): every account whose 14 days have passed is erased on its own. One whose provider call
 * fails stays, untouched, for the next run, so nothing is deleted while the provider may still charge. The files of
 * the accounts erased are then deleted, with any an earlier run failed to delete. Answers how many were erased.
 */
export async function eraseDueAccounts(deps: ErasureDeps): Promise<number> {
  let erased = 0;
  for (const userId of await store.usersDueBy(deps.db, deps.clock.now())) {
    try {
      if (await eraseAccount(deps, userId)) erased += 1;
    } catch (err) {
      deps.log.warn({ err, userId }, 'account erasure left for the next run');
    }
  }
  await deleteQueuedFiles(deps);
  return erased;
}
