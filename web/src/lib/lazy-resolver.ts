import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from './when-idle.ts';

/**
 * A form's react-hook-form resolver whose schemas arrive after the page works (issue 33).
 *
 * The contract's zod schemas are ~40 KB gzipped, and zod builds them as its module runs: on a
 * phone that is time the login page waits before it answers a tap. The form checks its values
 * only when they are sent, so the schemas load when the browser is first idle after the app took
 * over (`warm`), or at the first check if that comes sooner; a failed download is forgotten, so
 * the next check tries again.
 */
export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts the download on idle; answers a cancel function, so it can be an effect's cleanup. */
  warm: () => () => void;
}

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    warm: () => whenIdle(() => void loaded().catch(() => undefined)),
  };
}
