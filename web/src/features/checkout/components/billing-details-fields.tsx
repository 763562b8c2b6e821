import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { payHereDetailsSchema } from '@contract/checkout.ts';
import { DetailsFields, type DetailsField } from './details-fields.tsx';

export type BillingDetailsInput = z.input<typeof payHereDetailsSchema>;
export type BillingDetailsValues = z.output<typeof payHereDetailsSchema>;

const fields: DetailsField<keyof BillingDetailsInput>[] = [
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', type: 'text', autoComplete: 'country-name' },
];

/** What PayHere's hosted checkout asks for besides name and e-mail (signed in or out). */
export function BillingDetailsFields({
  form,
}: {
  form: UseFormReturn<BillingDetailsInput, unknown, BillingDetailsValues>;
}) {
  return <DetailsFields legend="Billing Details" fields={fields} form={form} />;
}
