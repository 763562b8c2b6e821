import { describe, expect, it } from 'vitest';
import { createEdgeSite, functionsUrlFrom } from './edge-site.ts';

const shell =
  '<html lang="en"><head><meta name="description" content="x" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';
const searchAnswer = {
  photos: [],
  page: 1,
  per_page: 30,
  query: 'sigiriya',
  fuzzy: false,
  total: 12,
  total_capped: false,
};

/** The site (its app shell) and the function (its API) as the edge function reaches them. */
function network(asked: string[]) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url === 'https://lankalens.test/app-shell.html') return new Response(shell);
    if (url.startsWith('https://ref.supabase.co/functions/v1/v1/public/photos/search?')) {
      return Response.json(searchAnswer);
    }
    return new Response('not here', { status: 404 });
  };
}

describe("the site's pages at the static host's edge", () => {
  it("draws a page as HTML with the function's answers, asked by HTTP", async () => {
    const asked: string[] = [];
    const site = createEdgeSite(
      { PUBLIC_SITE_URL: 'https://lankalens.test', SUPABASE_PROJECT_REF: 'ref' },
      async ({ answers }) => {
        const search = Object.values(answers)
          .map((answer) => answer.body as typeof searchAnswer | null)
          .find((body) => body?.total !== undefined)!;
        return `<h1>${search.total} photos of ${search.query}</h1>`;
      },
      network(asked) as typeof fetch,
    );
    const page = await site(new Request('https://lankalens.test/searchresults?q=sigiriya'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await page.text();
    expect(html).toContain('<div id="root"><h1>12 photos of sigiriya</h1></div>');
    expect(html).toMatch(/<title>[^<]*sigiriya[^<]*<\/title>/i);
    expect(
      asked.some((url) =>
        url.startsWith('https://ref.supabase.co/functions/v1/v1/public/photos/search?'),
      ),
    ).toBe(true);
  });

  it('needs the site address and the function address', () => {
    expect(() => createEdgeSite({ SUPABASE_PROJECT_REF: 'ref' }, null)).toThrow(/PUBLIC_SITE_URL/);
    expect(() => functionsUrlFrom({})).toThrow(/SUPABASE_PROJECT_REF/);
    expect(functionsUrlFrom({ SUPABASE_FUNCTIONS_URL: 'http://127.0.0.1:8235/functions/v1' })).toBe(
      'http://127.0.0.1:8235/functions/v1',
    );
  });
});
