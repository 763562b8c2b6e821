import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { payHereDetailsSchema } from '@contract/checkout.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { DetailsFields, type DetailsField } from './details-fields.tsx';

export type BillingDetailsInput = z.input<typeof payHereDetailsSchema>;
export type BillingDetailsValues = z.output<typeof payHereDetailsSchema>;

const fields = (t: Translate): DetailsField<keyof BillingDetailsInput>[] => [
  { name: 'phone', label: t('checkout.billing.phone'), type: 'tel', autoComplete: 'tel' },
  {
    name: 'address',
    label: t('checkout.billing.address'),
    type: 'text',
    autoComplete: 'street-address',
  },
  { name: 'city', label: t('checkout.billing.city'), type: 'text', autoComplete: 'address-level2' },
  {
    name: 'country',
    label: t('checkout.billing.country'),
    type: 'text',
    autoComplete: 'country-name',
  },
];

/** What PayHere's hosted checkout asks for besides name and e-mail (signed in or out). */
export function BillingDetailsFields({
  form,
}: {
  form: UseFormReturn<BillingDetailsInput, unknown, BillingDetailsValues>;
}) {
  const t = useT();
  return <DetailsFields legend={t('checkout.billing.legend')} fields={fields(t)} form={form} />;
}
