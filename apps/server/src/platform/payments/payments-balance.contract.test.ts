import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, HARNESSES, type Harness } from '../../test/payments-harness.ts';
import { addMonths } from '../../shared/add-months.ts';

/**
 * A customer's balance (ADR 0074): credit owed to a customer, once per idempotency key, taken off their next charges.
 * The sandbox shows the money; for Stripe the suite checks what Stripe is asked.
 */
describe.each(HARNESSES)('payments port contract, customer balance: %s', (name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());

  const credit = (customerId: string, key: string) =>
    h.port.creditBalance({
      customerId,
      amountCents: 1000,
      currency: 'usd',
      description: 'A friend subscribed',
      idempotencyKey: key,
    });

  /** A customer is made by a paid checkout, at either provider. */
  const customer = (customerId: string) => h.subscribe({ ...checkout(`${customerId}-checkout`), customerId });

  it('credits a customer once per key and answers the balance, negative being owed to the customer', async () => {
    await customer('cus_balance');
    const first = await credit('cus_balance', 'credit-1');
    expect(first.balanceCents).toBe(-1000);
    expect(first.id).toMatch(/^cbtxn_/);
    const again = await credit('cus_balance', 'credit-1');
    expect(again.id).toBe(first.id);
    expect((await credit('cus_balance', 'credit-2')).balanceCents).toBe(-2000);
    if (h.stripeRequests) {
      const asked = h.stripeRequests.filter((r) => r.path === '/v1/customers/cus_balance/balance_transactions');
      expect(asked[0]).toMatchObject({ method: 'POST', idempotencyKey: 'credit-1' });
      expect(asked[0]!.form).toMatchObject({ amount: '-1000', currency: 'usd', description: 'A friend subscribed' });
    }
  });

  it('answers NOT_FOUND for a customer it does not know, and credits nothing', async () => {
    await expect(credit('cus_unknown', 'unknown-credit')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await customer('cus_unknown');
    expect((await credit('cus_unknown', 'unknown-credit')).balanceCents).toBe(-1000);
  });

  it.runIf(name === 'sandbox')('takes the credit off the next charges before the card', async () => {
    const start = h.clock.now();
    await h.subscribe({ ...checkout('balance-sub'), amountCents: 1800, intervalMonths: 1, customerId: 'cus_balance_money' });
    await credit('cus_balance_money', 'money-credit');
    const amounts = async () => (await h.money!.subscriptions('cus_balance_money'))[0]!.charges.map((c) => c.amountCents);
    // The next month's 18 dollars less the 10 of credit; the month after, the credit is spent and the card pays it all.
    await h.money!.advanceTo(addMonths(start, 1));
    expect(await amounts()).toEqual([1800, 800]);
    await h.money!.advanceTo(addMonths(start, 2));
    expect(await amounts()).toEqual([1800, 800, 1800]);
  });
});
