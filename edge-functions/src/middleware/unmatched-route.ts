import type { Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * The last handler of the /v1 app: a path no route knows answers 404, a known path asked with a
 * method it does not take answers 405 with an `Allow` header, both as `{code, description}` JSON
 * like every other /v1 answer. The routes are read once, on the first miss, after all are added.
 */
export function unmatchedRoute(api: Hono<AppEnv>, mountedAt: string) {
  let methodsByPath: TrieRouter<string> | null = null;
  const methods = new Set<string>();

  function allowedMethods(path: string): string[] {
    if (!methodsByPath) {
      methodsByPath = new TrieRouter<string>();
      for (const route of api.routes) {
        // Middleware is registered for every method ('ALL') and says nothing about what exists.
        if (route.method === 'ALL') continue;
        methodsByPath.add(route.method, route.path, route.method);
        methods.add(route.method);
      }
    }
    const router = methodsByPath;
    const allowed = [...methods].filter((method) => router.match(method, path)[0].length > 0);
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed.sort();
  }

  return (c: Context<AppEnv>) => {
    const path = c.req.path.slice(mountedAt.length) || '/';
    const allowed = allowedMethods(path);
    if (allowed.length === 0) return c.json(new AppError('NOT_FOUND').toBody(), 404);
    c.header('allow', allowed.join(', '));
    return c.json(new AppError('METHOD_NOT_ALLOWED').toBody(), 405);
  };
}
