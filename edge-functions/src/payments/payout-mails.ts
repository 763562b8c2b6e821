import type { MailMessage } from '../mail/outbox.ts';
import { message } from '../mail/review-mails.ts';
import { formatRupees } from './download-mail.ts';

/**
 * The e-mails a payout request sends its creator: received, paid, rejected. The account shows by
 * its bank and last four digits only.
 */
interface PayoutFacts {
  amountCents: number;
  bankName: string;
  accountLast4: string;
}

const account = (payout: PayoutFacts) => `${payout.bankName} account ending ${payout.accountLast4}`;

export function payoutRequestedMail(to: string, payout: PayoutFacts): MailMessage {
  return message(to, 'payout_requested', 'We received your payout request', [
    `We received your request for a payout of ${formatRupees(payout.amountCents)} to your ${account(payout)}.`,
    'We check requests and transfer the money within a few working days; we will write again when it is paid.',
  ]);
}

export function payoutPaidMail(
  to: string,
  payout: PayoutFacts,
  bankReference: string,
): MailMessage {
  return message(to, 'payout_paid', 'Your payout was paid', [
    `We transferred ${formatRupees(payout.amountCents)} to your ${account(payout)}.`,
    `Bank reference: ${bankReference}`,
    'It shows on your monthly statement under Stats.',
  ]);
}

export function payoutRejectedMail(to: string, payout: PayoutFacts, reason: string): MailMessage {
  return message(to, 'payout_rejected', 'Your payout request was not approved', [
    `Your request for a payout of ${formatRupees(payout.amountCents)} was not approved.`,
    `Reason: ${reason}`,
    'The amount is available again: you can correct your bank account and ask again.',
  ]);
}
