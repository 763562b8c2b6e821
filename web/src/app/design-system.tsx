import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Chakra, loaded after the first page instead of with it (docs/decisions/, decision 20).
 *
 * The shell and the home page are plain CSS on Chakra's tokens, which reach the page as a
 * stylesheet built from the same theme (`web/build/design-system-css.ts`). Chakra's runtime and
 * theme (~45 KB gzipped) load with the first screen that uses Chakra components: every other
 * route and the shell's popups (menus, dialogs, toasts) wait for `loadDesignSystem()` before
 * they render, through `withDesignSystem`.
 *
 * One `ChakraProvider` sits above the whole app from the start, so nothing remounts when the
 * system arrives: only its value changes. That value never carries the global styles, which the
 * stylesheet already holds.
 */
type Globals = Pick<SystemContext, '_config' | '_global'>;

const withoutGlobals = (system: SystemContext): SystemContext => ({
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
});

/**
 * Until the system loads: the two fields the provider itself reads, and a clear failure for a
 * component that renders too early (one not loaded through `withDesignSystem`).
 */
const notLoaded = new Proxy<Globals>(
  { _config: { disableLayers: true }, _global: [] },
  {
    get(target, property) {
      if (property in target) return target[property as keyof Globals];
      throw new Error(
        `A Chakra component rendered before loadDesignSystem() resolved (it read "${String(property)}"): load its module through withDesignSystem().`,
      );
    },
  },
) as SystemContext;

let current: SystemContext = notLoaded;
let loading: Promise<SystemContext> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads Chakra's runtime and the app's theme once; later calls share the first load. A failed
 * download (offline for a moment) is forgotten, so the next page the visitor opens tries again.
 */
export function loadDesignSystem(): Promise<SystemContext> {
  loading ??= import('./theme.ts').then(
    ({ system }) => {
      current = withoutGlobals(system);
      listeners.forEach((listener) => listener());
      return system;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A lazy import that resolves once both the module and the design system are loaded. */
export function withDesignSystem<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadDesignSystem()]);
    return module;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DesignSystemProvider({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
