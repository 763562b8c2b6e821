import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDesignSystem } from '../app/design-system.tsx';

afterEach(() => cleanup());

// CI runs many suites at once on two cores: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Chakra UI and the photo album use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// jsdom does no layout, so every element is 0 px wide and width-driven layouts (the masonry
// album) would render nothing. Pretend a desktop-width container.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get: () => 1200,
});

// In the browser Chakra loads with the first screen that uses it (app/design-system.tsx); tests
// render those screens directly, so load it before any test renders.
await loadDesignSystem();
