import { useMutation } from '@tanstack/react-query';
import type { AuthProvider } from '@contract/account.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { notifySessionChanged } from '../../../lib/session.ts';
import { answerSchemas } from '../lib/auth-resolvers.ts';

/**
 * The calls that start a session or an account. Every successful login tells the session store
 * to re-read the `user` cookie the server just set.
 */

export interface PasswordLogin {
  user_id: string;
  password: string;
}

export async function loginWithPassword(input: PasswordLogin) {
  const { profileSchema } = await answerSchemas();
  const profile = profileSchema.parse(
    await api.post('/v1/sessions', { ...input, auth_provider: 'EMAIL' }),
  );
  notifySessionChanged();
  return profile;
}

export interface EmailSignUp {
  first_name: string;
  email: string;
  password: string;
}

export async function registerWithEmail(input: EmailSignUp) {
  const { registerAnswer } = await answerSchemas();
  return registerAnswer.parse(
    await api.post('/v1/register', { ...input, auth_provider: 'EMAIL', is_creator: 'false' }),
  );
}

/**
 * Spec 4 'Sign-up and login': e-mail sign-up registers, then logs in with the same credentials.
 * The login answers 1104 until the address is confirmed; that is expected here, so the caller
 * still sees success (the account exists and the activation mail is on its way).
 */
export async function signUpThenLogIn(input: EmailSignUp) {
  await registerWithEmail(input);
  try {
    await loginWithPassword({ user_id: input.email, password: input.password });
  } catch {
    // Not activated yet: the toast tells them to check their inbox.
  }
}

export type SocialProvider = Exclude<AuthProvider, 'EMAIL'>;

/**
 * Spec 4 social sign-in: ask whether the address is free; if so register (which signs in),
 * otherwise log in. `email` is the address the provider vouched for.
 */
export async function socialSignIn(provider: SocialProvider, token: string, email: string) {
  const body = { auth_provider: provider, auth_token: token };
  const { availabilityAnswer } = await answerSchemas();
  const available = availabilityAnswer.parse(
    await api.get('/v1/email_available', { query: { email } }),
  ).value;
  if (available) await api.post('/v1/register', body);
  else await api.post('/v1/sessions', body);
  notifySessionChanged();
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword, ...errorShownByCaller });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpThenLogIn, ...errorShownByCaller });
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: (input: { provider: SocialProvider; token: string; email: string }) =>
      socialSignIn(input.provider, input.token, input.email),
    ...errorShownByCaller,
  });
}
