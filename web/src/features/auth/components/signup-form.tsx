import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerRequest } from '@contract/account.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useSignUp } from '../api/sign-in.ts';
import { signUpFailure } from '../lib/error-messages.ts';
import { SocialSignIn } from './social-sign-in.tsx';

/** The e-mail branch of the sign-up contract: first name, e-mail and password (spec 5). */
const signUpForm = registerRequest.options[0].pick({
  first_name: true,
  email: true,
  password: true,
});

/**
 * Sign-up (spec 2, 4): register, log in with the same credentials, then `onSignedUp` (the page
 * goes home) with the inbox toast. 1107 shows on the e-mail field, other errors in the banner.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: { first_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const failure = signUpFailure(error);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else setBanner(failure.message);
      return;
    }
    toast.success('Please check your inbox for the account verification email.');
    onSignedUp();
  });

  return (
    <Stack gap="5">
      <form noValidate onSubmit={submit} aria-label="Sign up">
        <Stack gap="4">
          <FormBanner message={banner} />
          <FormField label="First Name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={signUp.isPending}>
            Create Account
          </Button>
        </Stack>
      </form>
      <SocialSignIn
        next="/"
        onSignedIn={() => {
          toast.success('You are successfully logged in');
          onSignedUp();
        }}
        onError={setBanner}
      />
    </Stack>
  );
}
