/** The accounts seed.sql creates for local demos (never on Supabase production). */
export const demoAccounts = [
  { email: 'admin@example.com', role: 'ADMIN' },
  { email: 'creator@example.com', role: 'CREATOR (verified)' },
  { email: 'newcreator@example.com', role: 'CREATOR (not verified yet)' },
  { email: 'buyer@example.com', role: 'USER' },
] as const;
