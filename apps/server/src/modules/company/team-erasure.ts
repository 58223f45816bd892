import { endSubscriptions, type ErasurePart } from '../../plugins/account-erasure.ts';
import type { Db } from '../../platform/db/port.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import * as store from './company.store.ts';

/**
 * An organisation's Team seats when one of its people is erased (ADR 0079). The subscription is the organisation's,
 * so it runs on while another administrator can manage it; erasing the last administrator ends it at the provider at
 * once, as nobody would be left to pay for it, change its seats or cancel it. The members' plans then follow the
 * provider's event, as for any ended subscription.
 */
export function teamErasure({ db, payments }: { db: Db; payments: PaymentsPort }): ErasurePart {
  return {
    endPayments: async (userId) => {
      const membership = await store.membershipOf(db, userId);
      if (membership?.role !== 'admin' || (await store.adminCount(db, membership.company.id)) > 1) return;
      const live = await store.liveSubscriptionOf(db, membership.company.id);
      if (live?.provider === payments.driver) await endSubscriptions(payments, [live.providerId]);
    },
  };
}
