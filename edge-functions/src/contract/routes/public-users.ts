import { type ApiRoute, cacheable } from '../api-route.ts';
import { publicUserSchema } from '../browse.ts';

/** What the handlers in routes/public-users.ts take and answer. */
export const publicUserContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/users/{username}',
    summary: "A contributor's public header",
    access: 'public',
    answers: cacheable(publicUserSchema),
  },
];
