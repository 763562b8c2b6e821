/**
 * Commercial constants (docs/payments.md explains them). Kept in code, not settings, because
 * the receipt e-mail and the licence text promise them to the buyer.
 */
export const GRANT_RULES = {
  /** Days a download link works after the order is fulfilled. */
  validDays: 30,
  /** Downloads of the original one grant allows (a buyer may lose a file or switch devices). */
  maxDownloads: 5,
} as const;

/** The marketplace keeps 30% of each sale; the creator earns the rest. */
export const PLATFORM_FEE_PERCENT = 30;

/** Fee in whole cents, rounded half up, so gross = fee + net always holds exactly. */
export function splitSale(grossCents: number) {
  const feeCents = Math.round((grossCents * PLATFORM_FEE_PERCENT) / 100);
  return { grossCents, feeCents, netCents: grossCents - feeCents };
}

/** Free downloads an e-mail address may request per hour. */
export const FREE_DOWNLOADS_PER_HOUR = 10;
