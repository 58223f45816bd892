import type { SandboxPayoutDetails as PayoutForm } from '@parley/contracts';
import type { SandboxPayoutDetails } from '../platform/payments/port.ts';

/** What a test teacher enters on the sandbox's onboarding form, as the page posts it. */
export const PAYOUT_FORM: PayoutForm = {
  fullName: 'Tess Teacher',
  address: '1 Market Street, Springfield',
  phone_number: '+1 555 010 0199',
};

/** The same, as the provider side takes it. */
export const PAYOUT_DETAILS: SandboxPayoutDetails = {
  fullName: PAYOUT_FORM.fullName,
  address: PAYOUT_FORM.address,
  phoneNumber: PAYOUT_FORM.phone_number,
};
