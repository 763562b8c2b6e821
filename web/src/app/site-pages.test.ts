import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchSitePage, NOT_FOUND_MODULE, sitePages } from '@contract/site-pages.ts';
import { routes } from './router.tsx';

/** Every path pattern the router knows, nested routes included. */
function routePatterns(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

describe("the server's page list (decision 21)", () => {
  it('knows every page the router shows, so none of them answers 404 from the server', () => {
    const known = new Set(sitePages.map((page) => page.pattern));
    expect(routePatterns(routes).filter((pattern) => !known.has(pattern))).toEqual([]);
  });

  it('lists no page the router would show as not found', () => {
    const routed = new Set(routePatterns(routes));
    expect(sitePages.filter((page) => !routed.has(page.pattern))).toEqual([]);
  });

  it("names each public page's route module as the router loads it (the server preloads its files)", async () => {
    const flat = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [route, ...flat(route.children ?? [])]);
    const modules = new Map(sitePages.map((page) => [page.pattern, page.module]));
    let checked = 0;
    for (const route of flat(routes)) {
      const pattern = route.index ? '/' : route.path;
      const module = pattern === '*' ? NOT_FOUND_MODULE : pattern && modules.get(pattern);
      if (!module || typeof route.lazy !== 'function') continue;
      const loaded = (await route.lazy()) as { Component?: unknown };
      const direct = (await import(/* @vite-ignore */ `./${module}`)) as { Component?: unknown };
      expect(loaded.Component, pattern).toBeDefined();
      expect(loaded.Component, pattern).toBe(direct.Component);
      checked += 1;
    }
    expect(checked).toBe(sitePages.filter((page) => page.module).length + 1);
  });

  it('matches addresses as the router does', () => {
    expect(matchSitePage('/photodetail/abc')?.params).toEqual({ photoId: 'abc' });
    expect(matchSitePage('/photodetail/abc/')?.page.pattern).toBe('/photodetail/:photoId');
    expect(matchSitePage('/public/albums/view/a/b')?.params).toEqual({
      albumId: 'a',
      photoId: 'b',
    });
    expect(matchSitePage('/public/albums/nuwan.perera')?.page.kind).toBe('public');
    expect(matchSitePage('/profile/albums')?.page.kind).toBe('private');
    expect(matchSitePage('/photodetail')).toBeNull();
    expect(matchSitePage('/photodetail/a/b')).toBeNull();
    expect(matchSitePage('/%E0%A4%A')).toBeNull();
  });
});
