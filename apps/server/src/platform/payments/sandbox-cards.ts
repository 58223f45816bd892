import { AppError } from '../../errors.ts';
import type { Clock } from '../clock/port.ts';
import type { SandboxCard } from './port.ts';

/** Stripe's test cards that the sandbox honours; any other number is refused as a real card would be in test mode. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const declined = (message: string) => new AppError('PAYMENT_DECLINED', message);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ loc: ['body', field], msg: message }] });

/** Judges a card as the sandbox's bank: answers its last four digits or throws the refusal the buyer sees. */
export function chargeCard(card: SandboxCard, clock: Clock): string {
  if (!card.name.trim()) throw invalid('name', 'Full name is required');
  if (!/^\d{3,4}$/.test(card.cvc)) throw invalid('cvc', "Your card's security code is incomplete.");
  const now = clock.now();
  const expired =
    card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (card.expMonth < 1 || card.expMonth > 12) throw invalid('expiry', "Your card's expiration date is incomplete.");
  if (expired) throw invalid('expiry', "Your card's expiration date is in the past.");
  const number = card.number.replace(/[\s-]/g, '');
  if (number === SANDBOX_CARDS.declined) throw declined('Your card was declined. Please try another card.');
  if (number === SANDBOX_CARDS.insufficientFunds) throw declined('Your card has insufficient funds. Please try another card.');
  if (number !== SANDBOX_CARDS.succeeds)
    throw declined('Your card number is not a sandbox test card. Use 4242 4242 4242 4242 to pay in the sandbox.');
  return number.slice(-4);
}
