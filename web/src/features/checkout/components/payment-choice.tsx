import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { PaymentProvider } from '../api/start-checkout.ts';

const OPTIONS: Record<PaymentProvider, { title: string; detail: string }> = {
  STRIPE: {
    title: 'Card payments worldwide',
    detail: 'Visa, Mastercard and American Express, through Stripe',
  },
  PAYHERE: {
    title: 'Sri Lankan cards and wallets',
    detail: 'eZ Cash, mCash, Genie, FriMi and bank cards, through PayHere',
  },
};

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
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        Pay with
      </Text>
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => onChange((details.value ?? value) as PaymentProvider)}
        colorPalette="brand"
        aria-label="Pay with"
      >
        <Stack gap="3">
          {providers.map((provider) => (
            <RadioGroup.Item key={provider} value={provider} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="medium">
                  {OPTIONS[provider].title}
                </Text>
                <Text as="span" display="block" textStyle="sm" color="fg.muted">
                  {OPTIONS[provider].detail}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}
