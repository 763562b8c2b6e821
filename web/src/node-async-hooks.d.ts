// The one Node API the server entry uses (Node and Deno both have it). The web app's TypeScript
// project has no Node types, so that browser code cannot reach for them by accident.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
