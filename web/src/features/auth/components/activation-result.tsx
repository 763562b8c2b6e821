import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { paths } from '../../../config/paths.ts';

/** Spec 9: the activation page shows its spinner for 2 s before the outcome. */
export const ACTIVATION_SPINNER_MS = 2000;

/** The account activation result (spec 2): `success` is the API redirect's verdict. */
export function ActivationResult({ success }: { success: boolean }) {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), ACTIVATION_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (waiting) {
    return (
      <Stack align="center" py="16" aria-busy="true">
        <Spinner size="xl" color="brand.solid" aria-label="Activating your account" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" align="center" textAlign="center" py="8">
      {success ? (
        <LuCircleCheck size={56} color="var(--chakra-colors-brand-solid)" aria-hidden />
      ) : (
        <LuCircleX size={56} color="var(--chakra-colors-red-solid)" aria-hidden />
      )}
      <Heading as="h1" size="2xl">
        {success ? 'Your account has been activated' : 'Account activation failed'}
      </Heading>
      <Text color="fg.muted">
        {success
          ? 'You can upload your photos now.'
          : 'Please go to your activation email and click the link again.'}
      </Text>
      {success ? (
        <Button asChild colorPalette="brand">
          <Link to={paths.home()}>Go to Home page</Link>
        </Button>
      ) : null}
    </Stack>
  );
}
