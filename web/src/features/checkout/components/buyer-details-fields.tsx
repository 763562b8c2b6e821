import type { UseFormReturn } from 'react-hook-form';
import type { BuyerDetailsInput, BuyerDetailsValues } from './buyer-details-schema.ts';
import { DetailsFields, type DetailsField } from './details-fields.tsx';

const fields: DetailsField<keyof BuyerDetailsInput>[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', noClipboard: true },
  {
    name: 'confirm_email',
    label: 'Confirm e-mail',
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
  return <DetailsFields legend="Your Details" fields={fields} form={form} />;
}
