import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { answerSchemas } from '../lib/auth-resolvers.ts';

/** The two mails a signed-out person can ask for; both answer the same for any address. */
export type AccountMail = 'reset' | 'activation';

const MAIL_PATHS: Record<AccountMail, string> = {
  reset: '/v1/request_password_reset',
  activation: '/v1/resend_activation',
};

export async function requestAccountMail(kind: AccountMail, email: string) {
  const { emailRequestAnswer } = await answerSchemas();
  return emailRequestAnswer.parse(await api.post(MAIL_PATHS[kind], { email }));
}

export function useRequestAccountMail(kind: AccountMail) {
  return useMutation({
    mutationFn: (email: string) => requestAccountMail(kind, email),
    ...errorShownByCaller,
  });
}

export async function resetPassword(input: { token: string; password: string }) {
  const { resetPasswordAnswer } = await answerSchemas();
  return resetPasswordAnswer.parse(await api.post('/v1/reset_password', input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, ...errorShownByCaller });
}
