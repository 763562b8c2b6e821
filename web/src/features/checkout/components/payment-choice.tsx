import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/index.ts';
import type { PaymentProvider } from '../api/start-checkout.ts';

/** Shown only when both providers are on (GET /v1/public/config). */
export function PaymentChoice({
  providers,
  value,
  onChange,
}: {
  providers: PaymentProvider[];
  value: PaymentProvider;
  onChange: (provider: PaymentProvider) => void;
}) {
  const t = useT();
  const options: Record<PaymentProvider, { title: string; detail: string }> = {
    STRIPE: {
      title: t('checkout.provider.stripeTitle'),
      detail: t('checkout.provider.stripeDetail'),
    },
    PAYHERE: {
      title: t('checkout.provider.payHereTitle'),
      detail: t('checkout.provider.payHereDetail'),
    },
  };
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t('checkout.provider.payWith')}
      </Text>
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => onChange((details.value ?? value) as PaymentProvider)}
        colorPalette="brand"
        aria-label={t('checkout.provider.payWith')}
      >
        <Stack gap="3">
          {providers.map((provider) => (
            <RadioGroup.Item key={provider} value={provider} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="medium">
                  {options[provider].title}
                </Text>
                <Text as="span" display="block" textStyle="sm" color="fg.muted">
                  {options[provider].detail}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}
