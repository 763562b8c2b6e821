/**
 * A photo's price in rupees as every answer states it: a free photo costs nothing whatever its
 * stored price, and prices are kept in cents so that sums stay exact.
 */
export function photoPriceRupees(photo: { free_download: boolean; price_cents: number }): number {
  return photo.free_download ? 0 : photo.price_cents / 100;
}
