import { z } from 'zod';
import { type ApiRoute } from '../api-route.ts';
import { uuid } from '../fields.ts';

/** What the handlers in routes/public-derivatives.ts take and answer. */
export const publicDerivativeContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/derivatives/{owner}/{photo}/{set}/{file}',
    summary:
      "A file of a photo's public image set, as `public_urls` names it locally (on Supabase those " +
      "URLs are Storage's own); cached for a year",
    access: 'public',
    params: {
      photo: uuid.describe('The photo id'),
      set: z.string().describe("The image set's hash"),
    },
    answers: { 200: 'image', 302: 'redirect' },
  },
];
