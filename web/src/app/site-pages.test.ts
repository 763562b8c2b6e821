import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKey } from '@contract/preloaded-answers.ts';
import { matchSitePage, NOT_FOUND_MODULE, pathTo, sitePages } from '@contract/site-pages.ts';
import * as guards from './guards.tsx';
import { queryClient } from './providers.tsx';
import { routes } from './router.tsx';

const PHOTO = '6f1c1b9e-2a4e-4d7e-9a51-0c1f2b3d4e5f';
const ALBUM = '0b8d2c7a-1e3f-4a5b-8c6d-7e8f9a0b1c2d';

/** A sample address of each page: ids where the page reads ids, a name where it reads one. */
const sampleParams: Record<string, string> = {
  photoId: PHOTO,
  albumId: ALBUM,
  collectionId: ALBUM,
  username: 'nuwan.perera',
  albumName: 'Kandy',
  month: '2026-11',
};

type Loaded = { Component?: unknown; loader?: (args: LoaderFunctionArgs) => unknown };

async function load(route: RouteObject): Promise<Loaded> {
  if (typeof route.lazy !== 'function') throw new Error('every route is lazy');
  return (await route.lazy()) as Loaded;
}

/** What the router shows at an address: its routes from the layout down. */
const routesAt = (address: string) => (matchRoutes(routes, address) ?? []).map((m) => m.route);

const guardOf = {
  user: guards.RequireUser,
  creator: guards.RequireCreator,
  admin: guards.RequireAdmin,
};

// Each page's loader asks from an empty cache, as on a first visit.
beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the router, built from the page list (decision 56)', () => {
  it.each(sitePages.map((page) => [page.name, page] as const))(
    'shows %s at its address, behind its guard, with the module the server preloads',
    async (_, page) => {
      const chain = routesAt(pathTo(page, sampleParams));
      const shown = chain.at(-1)!;
      expect(shown.path === '*', 'answered by the not-found route').toBe(false);
      if (page.guard !== 'anyone') {
        const guard = chain.find((route) => route !== shown && typeof route.lazy === 'function');
        expect(guard && (await load(guard)).Component).toBe(guardOf[page.guard]);
      } else {
        expect(chain.filter((route) => typeof route.lazy === 'function')).toEqual([shown]);
      }
      const { Component } = await load(shown);
      expect(Component).toBeDefined();
      if (page.module) {
        const direct = (await import(/* @vite-ignore */ `./${page.module}`)) as Loaded;
        expect(Component).toBe(direct.Component);
      }
    },
  );

  it('shows the not-found page, the server-drawn 404, at an address the list does not know', async () => {
    const shown = routesAt('/photos/abc').at(-1)!;
    expect(shown.path).toBe('*');
    const direct = (await import(/* @vite-ignore */ `./${NOT_FOUND_MODULE}`)) as Loaded;
    expect((await load(shown)).Component).toBe(direct.Component);
    expect(matchSitePage('/photos/abc')).toBeNull();
  });

  it.each(sitePages.filter((page) => page.firstData).map((page) => [page.name, page] as const))(
    'asks on %s exactly the first data the server embeds, so the browser asks the API nothing',
    async (_, page) => {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: string) => {
          asked.push(
            answerKey(new URL(input, 'http://site.test').href.slice('http://site.test'.length)),
          );
          return new Response('null', { headers: { 'content-type': 'application/json' } });
        }),
      );
      const search = new URLSearchParams({ q: 'kandy', orientation: 'portrait' });
      const address = `${pathTo(page, sampleParams)}?${search}`;
      const shown = routesAt(address).at(-1)!;
      const { loader } = await load(shown);
      const params = { ...sampleParams };
      const url = new URL(`http://site.test${address}`);
      const request = new Request(url);
      await loader?.({ params, request, url, pattern: page.pattern, context: {} });
      const expected = Object.values(page.firstData!({ params, search })).map(answerKey);
      expect(asked.sort()).toEqual(expected.sort());
    },
  );
});

describe('matchSitePage', () => {
  it('matches addresses as the router does', () => {
    expect(matchSitePage('/photodetail/abc')?.params).toEqual({ photoId: 'abc' });
    expect(matchSitePage('/photodetail/abc/')?.page.name).toBe('photoDetail');
    expect(matchSitePage('/public/albums/view/a/b')?.params).toEqual({
      albumId: 'a',
      photoId: 'b',
    });
    expect(matchSitePage('/public/albums/nuwan.perera')?.page.indexed).toBe(true);
    expect(matchSitePage('/profile/albums')?.page.indexed).toBe(false);
    expect(matchSitePage('/photodetail')).toBeNull();
    expect(matchSitePage('/photodetail/a/b')).toBeNull();
    expect(matchSitePage('/%E0%A4%A')).toBeNull();
  });

  it('fills a pattern into an address, each value one segment', () => {
    const page = sitePages.find((p) => p.name === 'profileAlbumUpload')!;
    expect(pathTo(page, { albumId: 'a b', albumName: 'x/y' })).toBe(
      '/profile/album/view/a%20b/x%2Fy',
    );
    expect(() => pathTo(page, { albumId: 'a' })).toThrow(':albumName');
  });
});
