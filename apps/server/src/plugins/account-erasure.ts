import { AppError } from '../errors.ts';
import type { Tx } from '../platform/db/port.ts';
import type { PaymentsPort } from '../platform/payments/port.ts';

/** Work to do once the account is gone, such as a mail to someone it concerned. */
export type AfterErasure = () => Promise<void>;

/**
 * A module's share in erasing an account (ADR 0079). The erasure asks every part in turn:
 * 1. `endPayments`, outside any transaction: ends at the provider whatever would go on charging. A throw keeps the
 *    account, untouched, for the next run.
 * 2. `keep` and `files`, inside the transaction that deletes the user row: what must outlive the person (accounting),
 *    and the storage keys of every file whose row that deletion takes away, the person's own and whatever cascades.
 * Once committed, the files are deleted and the after-work `endPayments` answered runs.
 */
export interface ErasurePart {
  endPayments?(userId: number): Promise<AfterErasure | void>;
  keep?(tx: Tx, userId: number, erasedAt: Date): Promise<void>;
  files?(tx: Tx, userId: number): Promise<readonly (string | null)[]>;
}

/** A subscription in these states charges nothing more; any other is ended before its account is erased. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/** Ends each subscription at once; one the provider does not know cannot charge, so it counts as ended. */
export async function endSubscriptions(payments: PaymentsPort, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await payments.cancelSubscription(id).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    });
  }
}
