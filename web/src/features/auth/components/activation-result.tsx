import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/index.ts';

/** Spec 9: the activation page shows its spinner for 2 s before the outcome. */
export const ACTIVATION_SPINNER_MS = 2000;

/** The account activation result (spec 2): `success` is the API redirect's verdict. */
export function ActivationResult({ success }: { success: boolean }) {
  const [waiting, setWaiting] = useState(true);
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), ACTIVATION_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (waiting) {
    return (
      <Stack align="center" py="16" aria-busy="true">
        <Spinner size="xl" color="brand.solid" aria-label={t('emailLinks.activation.activating')} />
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
        {success ? t('emailLinks.activation.success') : t('emailLinks.activation.failed')}
      </Heading>
      <Text color="fg.muted">
        {success
          ? t('emailLinks.activation.successDetail')
          : t('emailLinks.activation.failedDetail')}
      </Text>
      {success ? (
        <Button asChild colorPalette="brand">
          <Link to={paths.home()}>{t('emailLinks.activation.home')}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}
