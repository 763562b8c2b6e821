import type { ApiRoute } from './api-route.ts';
import { errorCodes, type ErrorName } from './error-codes.ts';

/**
 * The catalogue errors a route can answer: those its shape implies, as the app's middleware and
 * input parsers give them to every such route, plus the route's own (`errors` in its contract/routes/ entry).
 * The OpenAPI document lists them by status; the route tests' client refuses any other.
 * INTERNAL (500) can happen anywhere and is the document's `default` answer.
 */
export function routeErrors(route: ApiRoute): ErrorName[] {
  const names = new Set<ErrorName>();
  const hasParams = route.path.includes('{');
  // parseBody / parseQuery: a body or query that does not match its schema; refuseNulInUrl: a
  // NUL in a path parameter.
  if (route.body || route.query || hasParams) names.add('VALIDATION');
  // parseParam: a malformed id names no row, and an unknown one none either.
  if (hasParams) names.add('NOT_FOUND');
  if (route.access === 'user' || route.access === 'admin') names.add('UNAUTHENTICATED');
  if (route.access === 'admin') names.add('FORBIDDEN');
  if (isMutation(route) && route.access !== 'webhook') names.add('CSRF');
  // The body limit of app.ts, on every body whether the route reads one or not (the upload has
  // its own, FILE_TOO_LARGE).
  if (isMutation(route) && route.body !== 'multipart') names.add('PAYLOAD_TOO_LARGE');
  for (const name of route.errors ?? []) names.add(name);
  return [...names].sort((a, b) => errorCodes[a].code - errorCodes[b].code);
}

export function isMutation(route: ApiRoute): boolean {
  return route.method !== 'get';
}

/** Whether a route documents this error answer (status and code). */
export function routeAnswersError(route: ApiRoute, status: number, code: number): boolean {
  if (status === errorCodes.INTERNAL.status && code === errorCodes.INTERNAL.code) return true;
  return routeErrors(route).some(
    (name) => errorCodes[name].status === status && errorCodes[name].code === code,
  );
}
