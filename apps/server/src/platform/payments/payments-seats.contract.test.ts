import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, HARNESSES, type Harness } from '../../test/payments-harness.ts';
import { addMonths } from '../../shared/add-months.ts';

/**
 * Seats (ADR 0072): a checkout sells a quantity of a price, and a live subscription's quantity changes with the rest
 * of the period prorated at once. The sandbox shows the money; for Stripe the suite checks what Stripe is asked.
 */
describe.each(HARNESSES)('payments port contract, seats: %s', (name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());

  const seats = (key: string, quantity: number, customerId: string) => ({
    ...checkout(key),
    amountCents: 3500,
    intervalMonths: 1 as const,
    productName: 'Parley Team',
    quantity,
    customerId,
  });

  it('sells a quantity of the price at the checkout', async () => {
    const session = await h.port.createCheckout(seats('seats-terms', 3, 'cus_seat_terms'));
    expect(await h.quantityOf(session.url)).toBe(3);
    expect(await h.quantityOf((await h.port.createCheckout(checkout('one-seat'))).url)).toBe(1);
  });

  it('changes the quantity of a live subscription and answers it; an unknown one is NOT_FOUND', async () => {
    const id = await h.subscribe(seats('seats-change', 3, 'cus_seat_change'));
    const changed = await h.port.updateQuantity({ subscriptionId: id, quantity: 5, idempotencyKey: 'q-5' });
    expect(changed).toMatchObject({ id, quantity: 5, customerId: 'cus_seat_change' });
    expect((await h.port.updateQuantity({ subscriptionId: id, quantity: 5, idempotencyKey: 'q-5' })).quantity).toBe(5);
    await expect(
      h.port.updateQuantity({ subscriptionId: 'sub_unknown', quantity: 2, idempotencyKey: 'q-unknown' }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    if (h.stripeRequests) {
      const update = h.stripeRequests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${id}`).at(-1)!;
      expect(update.form).toMatchObject({ 'items[0][quantity]': '5', proration_behavior: 'always_invoice' });
      expect(update.form['items[0][id]']).toMatch(/^si_/);
      expect(update.idempotencyKey).toBe('q-5');
    }
  });

  it.runIf(name === 'sandbox')(
    'charges every seat each period, and the rest of a period for seats added or given back',
    async () => {
      const start = h.clock.now();
      const id = await h.subscribe(seats('seats-money', 3, 'cus_seat_money'));
      const amounts = async () => (await h.money!.subscriptions('cus_seat_money'))[0]!.charges.map((c) => c.amountCents);
      expect(await amounts()).toEqual([10_500]);
      const half = new Date((start.getTime() + addMonths(start, 1).getTime()) / 2);
      await h.money!.advanceTo(half);
      await h.port.updateQuantity({ subscriptionId: id, quantity: 5, idempotencyKey: 'money-5' });
      // Two seats for half the month, then the same request again charges nothing more.
      await h.port.updateQuantity({ subscriptionId: id, quantity: 5, idempotencyKey: 'money-5' });
      expect(await amounts()).toEqual([10_500, 3500]);
      await h.port.updateQuantity({ subscriptionId: id, quantity: 4, idempotencyKey: 'money-4' });
      // One seat given back for the same half month: credited (the two prorations share a moment, so either order).
      expect((await amounts()).slice(1).sort((a, b) => a - b)).toEqual([-1750, 3500]);
      await h.money!.advanceTo(addMonths(start, 1));
      expect((await amounts()).at(-1)).toBe(14_000);
      await h.money!.cancelAtPeriodEnd('cus_seat_money');
      await h.money!.advanceTo(addMonths(start, 2));
      await expect(h.port.updateQuantity({ subscriptionId: id, quantity: 6, idempotencyKey: 'money-6' })).rejects.toMatchObject({
        status: 409,
      });
    },
  );
});
