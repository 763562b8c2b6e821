import type { App } from '../app.ts';
import { TestClient } from './test-client.ts';

/** Ids from seed.sql, named for tests (the seed's comments describe each photo). */
export const seedPhoto = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const seedAlbum = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const seedUsers = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' },
  creator: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'creator@example.com',
    username: 'nuwan.perera',
  },
  newCreator: { id: '00000000-0000-4000-8000-000000000003', email: 'newcreator@example.com' },
  buyer: { id: '00000000-0000-4000-8000-000000000004', email: 'buyer@example.com' },
} as const;

/** The buyer's seeded collection ("Trip ideas") and favourites. */
export const seedCollection = '30000000-0000-4000-8000-000000000001';

export const seedFacts = {
  /** Free, ACCEPTED: "Sigiriya rock fortress at sunrise". */
  freePhoto: seedPhoto(1),
  /** Paid Rs. 4,500.00, ACCEPTED: "Lion's paws at the Sigiriya gateway". */
  paidPhoto: seedPhoto(2),
  paidPhotoCents: 450000,
  /** IN_REVIEW: "Pidurangala view over Sigiriya". */
  inReviewPhoto: seedPhoto(8),
  /** ACCEPTED but in the deleted album 6: "Colombo Lotus Tower at night". */
  deletedAlbumPhoto: seedPhoto(35),
  deletedAlbum: seedAlbum(6),
} as const;

/** A browser logged in as one of the seeded accounts. */
export async function signedIn(app: App, email: string): Promise<TestClient> {
  const client = new TestClient(app);
  await client.login(email);
  return client;
}
