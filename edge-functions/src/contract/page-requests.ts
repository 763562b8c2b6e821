/**
 * What a page asks the API for first, shared by the web app (which asks) and the site app (which
 * asks in its place and writes the answers into the page, decision 21). An answer only saves the
 * browser a request when both sides build the same request, so these live once, here.
 */

/** Search results per request: four rows of a four-column grid, a few screens on a phone. */
export const SEARCH_PER_PAGE = 24;

/** The last page number a search may ask for (the API refuses a later one). */
export const SEARCH_LAST_PAGE = 1000;

/** Spec 9: the sign-up gallery shows 9 featured photos. */
export const SIGNUP_GALLERY_SIZE = 9;

/** A photo grid's leading tiles that load eagerly: a phone's first screen of two columns. */
export const GRID_EAGER_TILES = 4;

const ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
const PRICES = ['free', 'paid'] as const;
const SORTS = ['relevant', 'newest', 'popular'] as const;

/** The search page's URL state: the query and the API's filters (the contract's names). */
export interface SearchPageParams {
  q: string;
  orientation?: (typeof ORIENTATIONS)[number];
  price?: (typeof PRICES)[number];
  sort: (typeof SORTS)[number];
}

/** Reads the search page's address, keeping only the values the API knows. */
export function readSearchPageParams(search: URLSearchParams): SearchPageParams {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = search.get(name);
    return allowed.find((option) => option === value);
  };
  return {
    q: (search.get('q') ?? '').trim(),
    orientation: pick('orientation', ORIENTATIONS),
    price: pick('price', PRICES),
    sort: pick('sort', SORTS) ?? 'relevant',
  };
}
