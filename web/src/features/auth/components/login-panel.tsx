import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginRequest } from '@contract/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useLogin } from '../api/sign-in.ts';
import { loginFailure } from '../lib/error-messages.ts';
import { AccountMailDialog } from './account-mail-dialog.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

/** The e-mail branch of the login contract, with the spec's login messages. */
const loginForm = loginRequest.options[0].omit({ auth_provider: true });

/**
 * Everything the login page and the login popup share (spec 2 'Login', 4, 8): the form, the
 * forgot-password and resend-activation popups, and the social buttons. `next` is where a
 * Facebook redirect returns to.
 */
export function LoginPanel({
  next,
  onSignedIn,
  initialError = null,
}: {
  next: string;
  onSignedIn: () => void;
  initialError?: string | null;
}) {
  const login = useLogin();
  const [banner, setBanner] = useState<string | null>(initialError);
  const [dialog, setDialog] = useState<'reset' | 'activation' | null>(null);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { user_id: '', password: '' },
  });
  const { errors } = form.formState;

  function signedIn() {
    toast.success('You are successfully logged in');
    onSignedIn();
  }

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const failure = loginFailure(error);
      setBanner(failure.message);
      if (failure.kind === 'not-activated') setDialog('activation');
      return;
    }
    signedIn();
  });

  return (
    <Stack gap="5">
      <form noValidate onSubmit={submit} aria-label="Login">
        <Stack gap="4">
          <FormBanner message={banner} />
          <FormField label="Email" error={errors.user_id?.message}>
            <Input type="email" autoComplete="username" {...form.register('user_id')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button
            alignSelf="flex-end"
            variant="plain"
            colorPalette="brand"
            color="brand.fg"
            px="0"
            minH="44px"
            onClick={() => setDialog('reset')}
          >
            Forgot Password
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
      <SocialSignIn next={next} onSignedIn={signedIn} onError={setBanner} />
      <AccountMailDialog
        kind="reset"
        open={dialog === 'reset'}
        onOpenChange={(open) => setDialog(open ? 'reset' : null)}
        defaultEmail={form.getValues('user_id')}
      />
      <AccountMailDialog
        kind="activation"
        open={dialog === 'activation'}
        onOpenChange={(open) => setDialog(open ? 'activation' : null)}
        defaultEmail={form.getValues('user_id')}
      />
    </Stack>
  );
}
