import type { UseFormReturn } from 'react-hook-form';
import type { BuyerDetailsInput, BuyerDetailsValues } from './buyer-details-schema.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { DetailsFields, type DetailsField } from './details-fields.tsx';

const fields = (t: Translate): DetailsField<keyof BuyerDetailsInput>[] => [
  {
    name: 'first_name',
    label: t('checkout.details.firstName'),
    type: 'text',
    autoComplete: 'given-name',
  },
  {
    name: 'last_name',
    label: t('checkout.details.lastName'),
    type: 'text',
    autoComplete: 'family-name',
  },
  {
    name: 'email',
    label: t('checkout.details.email'),
    type: 'email',
    autoComplete: 'email',
    noClipboard: true,
  },
  {
    name: 'confirm_email',
    label: t('checkout.details.confirmEmail'),
    type: 'email',
    autoComplete: 'off',
    noClipboard: true,
  },
];

/** The 'Your Details' form of a signed-out buyer (spec 5). */
export function BuyerDetailsFields({
  form,
}: {
  form: UseFormReturn<BuyerDetailsInput, unknown, BuyerDetailsValues>;
}) {
  const t = useT();
  return <DetailsFields legend={t('checkout.details.legend')} fields={fields(t)} form={form} />;
}
