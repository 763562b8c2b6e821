import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../contract/browse.ts';
import { describePage } from './public-pages.ts';

/** A search page's head from a given API answer, without a server: describePage asks `ask`. */
async function searchHead(answer: Partial<SearchAnswer>) {
  const body = { photos: [], page: 1, per_page: 30, query: 'beach', fuzzy: false, ...answer };
  const { head } = await describePage(
    new URL('https://lankalens.example/searchresults?q=beach'),
    'https://lankalens.example',
    async () => ({ status: 200, body }),
  );
  return head;
}

describe("a search page's description", () => {
  it('gives the exact count when the API counted every match', async () => {
    const head = await searchHead({ total: 12, total_capped: false });
    expect(head.description).toMatch(/^12 beach stock photos of Sri Lanka/);
  });

  it('says "1,000+" when the count stopped at the cap, as the page itself does', async () => {
    const head = await searchHead({ total: 1000, total_capped: true });
    expect(head.description).toMatch(/^1,000\+ beach stock photos of Sri Lanka/);
  });
});
