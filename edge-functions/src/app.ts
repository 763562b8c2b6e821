import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env.ts';
import { AppError, fromDatabaseError } from './lib/app-error.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { publicConfigRoutes } from './routes/public-config.ts';
import { publicPhotoRoutes } from './routes/public-photos.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { albumRoutes } from './routes/albums.ts';
import { photoRoutes } from './routes/photos.ts';
import { adminRoutes } from './routes/admin.ts';
import { duplicateRoutes } from './routes/duplicates.ts';
import { adminDetailRoutes } from './routes/admin-details.ts';
import { adminHealthRoutes } from './routes/admin-health.ts';
import { creatorStatsRoutes } from './routes/creator-stats.ts';
import { payoutRoutes } from './routes/payouts.ts';
import { adminPayoutRoutes } from './routes/admin-payouts.ts';
import { accountRoutes } from './routes/account.ts';
import { profileRoutes } from './routes/profile.ts';
import { publicAvatarRoutes } from './routes/public-avatars.ts';
import { publicDerivativeRoutes } from './routes/public-derivatives.ts';
import { publicAlbumRoutes } from './routes/public-albums.ts';
import { publicUserRoutes } from './routes/public-users.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { collectionRoutes } from './routes/collections.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { paymentRoutes } from './routes/payments.ts';
import { authHookRoutes } from './routes/auth-hooks.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { principalFromSession } from './middleware/principal.ts';
import { unmatchedRoute } from './middleware/unmatched-route.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { compressAnswers, webEncoders } from './middleware/compression.ts';
import { refuseNulInUrl } from './lib/request-input.ts';
import { apiOrigin, siteOrigin } from './lib/public-url.ts';
import { refuseUnknownHost } from './middleware/known-host.ts';

export type { AppDeps } from './app-env.ts';

/** The largest form-encoded or JSON body any /v1 call accepts (uploads have their own cap). */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

/**
 * The whole /v1 contract as one Hono app, shared by the Supabase edge function, the local Node
 * host and the tests (which call `app.request()`).
 */
export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? crypto.randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    // The origin's copies carry the id already: c.header() on a finished answer would rebuild
    // it around a stream, on every request they serve.
    if (!c.get('requestIdSent')) c.header('x-request-id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  // A Host the server does not answer for (while origins come from the request) is refused
  // before anything else: no route, dev page or kept copy ever sees it (docs/security.md).
  app.use('*', refuseUnknownHost(deps.config));

  const encoders = deps.compression ?? webEncoders;
  // Outside compression and the security headers: a copy is kept as sent, and served as it is.
  // Every path: a change through any route (the dev pages too) forgets the copies.
  if (deps.originCache) app.use('*', deps.originCache.middleware(encoders));

  // Every answer of the API and the dev pages, errors too: the site's security headers, and
  // text compressed for clients that accept it (brotli where the host has it, else gzip).
  const compression = compressAnswers(encoders);
  for (const path of ['/v1/*', '/dev/*']) {
    app.use(path, securityHeaders(deps.config), compression);
  }

  app.use('*', refuseNulInUrl);

  app.onError((error, c) => {
    const appError =
      error instanceof AppError ? error : (fromDatabaseError(error) ?? fromHttpException(error));
    if (appError) return c.json(appError.toBody(), appError.status as 400);
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error:
        error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    });
    const internal = new AppError('INTERNAL');
    return c.json(internal.toBody(), 500);
  });

  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));

  const v1 = new Hono<AppEnv>();
  // Form and JSON bodies are small; only the upload route takes files, and it enforces its own
  // streaming cap (64 MB). Anything larger is refused before it is read into memory.
  const smallBodies = bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  v1.use('*', (c, next) => (c.req.path === '/v1/generic/upload' ? next() : smallBodies(c, next)));
  v1.use(
    '*',
    csrfProtection(deps.config.appSecret, (c) => [
      siteOrigin(c, deps.config),
      apiOrigin(c, deps.config),
    ]),
  );
  v1.use('*', principalFromSession(deps.auth));
  v1.route('/', healthRoutes(deps));
  v1.route('/', openApiRoutes());
  v1.route('/', publicConfigRoutes(deps));
  v1.route('/', sessionRoutes(deps));
  v1.route('/', oauthRoutes(deps));
  v1.route('/', downloadRoutes(deps)); // before public photos: /public/photos/download is no :id
  v1.route('/', publicPhotoRoutes(deps));
  v1.route('/', uploadRoutes(deps));
  v1.route('/', albumRoutes(deps));
  v1.route('/', photoRoutes(deps));
  v1.route('/', adminRoutes(deps));
  v1.route('/', duplicateRoutes(deps));
  v1.route('/', adminDetailRoutes(deps));
  v1.route('/', adminHealthRoutes(deps));
  v1.route('/', creatorStatsRoutes(deps));
  v1.route('/', payoutRoutes(deps));
  v1.route('/', adminPayoutRoutes(deps));
  v1.route('/', accountRoutes(deps));
  v1.route('/', profileRoutes(deps));
  v1.route('/', publicAvatarRoutes(deps));
  v1.route('/', publicDerivativeRoutes(deps));
  v1.route('/', publicAlbumRoutes(deps));
  v1.route('/', publicUserRoutes(deps));
  v1.route('/', favouriteRoutes(deps));
  v1.route('/', collectionRoutes(deps));
  v1.route('/', checkoutRoutes(deps));
  v1.route('/', paymentRoutes(deps));
  v1.route('/', authHookRoutes(deps));
  v1.all('*', unmatchedRoute(v1, '/v1'));
  app.route('/v1', v1);

  return app;
}

export type App = ReturnType<typeof createApp>;

function fromHttpException(error: unknown): AppError | null {
  if (!(error instanceof HTTPException)) return null;
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.status === 400) return new AppError('VALIDATION');
  return null;
}
