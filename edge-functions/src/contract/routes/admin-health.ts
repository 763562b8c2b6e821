import { type ApiRoute, ok } from '../api-route.ts';
import { adminDigestRequest, adminDigestSetting, adminHealth } from '../ops.ts';

/** What the handlers in routes/admin-health.ts take and answer. */
export const adminHealthContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/admin/health',
    summary:
      "The marketplace's health: worker, queue, mail, payment notices, waiting work, storage, database",
    access: 'admin',
    answers: ok(adminHealth),
  },
  {
    method: 'get',
    path: '/admin/digest',
    summary: 'Whether this admin gets the daily digest mail',
    access: 'admin',
    answers: ok(adminDigestSetting),
  },
  {
    method: 'put',
    path: '/admin/digest',
    summary: 'Turn the daily digest mail on or off for this admin',
    access: 'admin',
    body: adminDigestRequest,
    answers: ok(adminDigestSetting),
  },
];
