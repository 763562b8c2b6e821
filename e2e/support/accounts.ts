/** The seeded demo accounts (seed.sql), all with the same local password. */
export const DEMO_PASSWORD = 'password123';

export const demoAccounts = {
  admin: 'admin@example.com',
  creator: 'creator@example.com',
  newCreator: 'newcreator@example.com',
  buyer: 'buyer@example.com',
} as const;

/** An address no other test uses, so journeys never depend on each other's state. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
