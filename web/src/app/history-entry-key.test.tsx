import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router';
import { keyFirstEntry, scrollKey } from './history-entry-key.ts';

/** The app's layout as far as scrolling goes: `<ScrollRestoration />` keyed as in AppLayout. */
const routes = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </>
    ),
    children: [
      { path: '/long', element: <p id="part">A long page</p> },
      { path: '/other', element: <p>Another page</p> },
    ],
  },
];

let scrollY = 0;
const scrollTo = vi.fn((x: number, y: number) => {
  void x;
  scrollY = y;
});

/** A page load, as main.tsx does it: key the entry, then create and render the router. */
function load() {
  keyFirstEntry();
  const router = createBrowserRouter(routes);
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

/** Leaving the document: the browser scrolled to `y`, then fired pagehide. */
function leave(view: ReturnType<typeof render>, y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
}

const lastScroll = () => scrollTo.mock.calls.at(-1);

beforeEach(() => {
  sessionStorage.clear();
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockClear();
});

describe('scroll restoration keyed by history entry', () => {
  it('opens a new address in the same tab at the top, not where the last page was', () => {
    window.history.replaceState(null, '', '/long');
    const first = load();
    leave(first.view, 900);

    // Typing a new address: a new entry, without state, in a new document.
    window.history.pushState(null, '', '/other');
    load();
    expect(lastScroll()).toEqual([0, 0]);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('restores the position on back/forward within the app and on a refresh', async () => {
    window.history.replaceState(null, '', '/long');
    const { router, view } = load();
    scrollY = 400;
    await act(() => router.navigate('/other'));
    expect(lastScroll()).toEqual([0, 0]);
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/long'));
    expect(lastScroll()).toEqual([0, 400]);

    // A refresh keeps the entry's state, so its position comes back.
    leave(view, 650);
    scrollTo.mockClear();
    load();
    expect(lastScroll()).toEqual([0, 650]);
  });

  it('keeps the key React Router gives a landing entry', () => {
    window.history.replaceState(null, '', '/other');
    const { router } = load();
    // Pages tell a visitor who landed on them by this key (the purchase page's Back button).
    expect(router.state.location.key).toBe('default');
    expect(scrollKey(router.state.location)).not.toBe('default');
  });

  it('scrolls a new address with a hash to its target', () => {
    const scrollIntoView = vi.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    onTestFinished(() => {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    window.history.replaceState(null, '', '/other');
    const first = load();
    leave(first.view, 900);

    window.history.pushState(null, '', '/long#part');
    load();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });
});
