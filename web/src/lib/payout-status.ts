import type { PayoutStatus } from '@contract/payouts.ts';

/** How a payout request's status reads, and its badge colour, for creators and admins alike. */
export const payoutStatusLabel: Record<PayoutStatus, { label: string; palette: string }> = {
  REQUESTED: { label: 'Requested', palette: 'orange' },
  APPROVED: { label: 'Approved', palette: 'blue' },
  PAID: { label: 'Paid', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'red' },
};
