import type { ApiRoute } from './api-route.ts';
import { accountContract } from './routes/account.ts';
import { adminDetailContract } from './routes/admin-details.ts';
import { adminHealthContract } from './routes/admin-health.ts';
import { adminPayoutContract } from './routes/admin-payouts.ts';
import { adminContract } from './routes/admin.ts';
import { albumContract } from './routes/albums.ts';
import { authHookContract } from './routes/auth-hooks.ts';
import { checkoutContract } from './routes/checkout.ts';
import { collectionContract } from './routes/collections.ts';
import { creatorStatsContract } from './routes/creator-stats.ts';
import { downloadContract } from './routes/downloads.ts';
import { duplicateContract } from './routes/duplicates.ts';
import { favouriteContract } from './routes/favourites.ts';
import { healthContract } from './routes/health.ts';
import { oauthContract } from './routes/oauth.ts';
import { openApiContract } from './routes/openapi.ts';
import { paymentContract } from './routes/payments.ts';
import { payoutContract } from './routes/payouts.ts';
import { photoContract } from './routes/photos.ts';
import { profileContract } from './routes/profile.ts';
import { publicAlbumContract } from './routes/public-albums.ts';
import { publicAvatarContract } from './routes/public-avatars.ts';
import { publicConfigContract } from './routes/public-config.ts';
import { publicDerivativeContract } from './routes/public-derivatives.ts';
import { publicPhotoContract } from './routes/public-photos.ts';
import { publicUserContract } from './routes/public-users.ts';
import { sessionContract } from './routes/sessions.ts';
import { uploadContract } from './routes/uploads.ts';

/**
 * Every /v1 route and what it answers: the one list that the route tests' client checks each
 * answer against and that GET /v1/openapi.json is generated from. A route the app mounts but
 * this list lacks, or an answer that differs from its schema, fails a test. Each handler file
 * `routes/<area>.ts` has its entries in `contract/routes/<area>.ts`, listed here in the order
 * app.ts mounts the handlers.
 */
export const apiRoutes: ApiRoute[] = [
  ...healthContract,
  ...openApiContract,
  ...publicConfigContract,
  ...sessionContract,
  ...oauthContract,
  ...downloadContract,
  ...publicPhotoContract,
  ...uploadContract,
  ...albumContract,
  ...photoContract,
  ...adminContract,
  ...duplicateContract,
  ...adminDetailContract,
  ...adminHealthContract,
  ...creatorStatsContract,
  ...payoutContract,
  ...adminPayoutContract,
  ...accountContract,
  ...profileContract,
  ...publicAvatarContract,
  ...publicDerivativeContract,
  ...publicAlbumContract,
  ...publicUserContract,
  ...favouriteContract,
  ...collectionContract,
  ...checkoutContract,
  ...paymentContract,
  ...authHookContract,
];

/** Matches `/v1/...` request paths (no query) to table entries: literal segments before `{x}`. */
export function findApiRoute(method: string, v1Path: string): ApiRoute | undefined {
  const lower = method.toLowerCase();
  const candidates = apiRoutes
    .filter(
      (route) =>
        route.method === lower &&
        [route.path, ...(route.aliases ?? [])].some((path) => pathPattern(path).test(v1Path)),
    )
    .sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return candidates[0];
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
