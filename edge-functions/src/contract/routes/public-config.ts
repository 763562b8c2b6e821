import { type ApiRoute, ok } from '../api-route.ts';
import { publicConfigAnswer } from '../public-config.ts';

/** What the handlers in routes/public-config.ts take and answer. */
export const publicConfigContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/config',
    summary: 'Which social sign-ins this deployment offers',
    access: 'public',
    answers: ok(publicConfigAnswer),
  },
];
