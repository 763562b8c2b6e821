/** The sign-up form (`POST /v1/register`) of a new e-mail account, with fields to change. */
export function signUpForm(email: string, overrides: Record<string, string> = {}) {
  return {
    first_name: 'Amaya',
    last_name: 'Silva',
    email,
    password: 'correct-horse',
    is_creator: 'false',
    auth_provider: 'EMAIL',
    ...overrides,
  };
}
