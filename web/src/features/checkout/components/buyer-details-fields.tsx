import { Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ClipboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BuyerDetailsInput, BuyerDetailsValues } from './buyer-details-schema.ts';

/** Spec 5: cut, copy and paste are blocked in both e-mail fields, so the address is typed twice. */
const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

const fields: {
  name: keyof BuyerDetailsInput;
  label: string;
  type: string;
  autoComplete: string;
  noClipboard?: boolean;
}[] = [
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

/** The 'Your Details' form of a signed-out buyer: labels above, the spec's messages below. */
export function BuyerDetailsFields({
  form,
}: {
  form: UseFormReturn<BuyerDetailsInput, unknown, BuyerDetailsValues>;
}) {
  const { register, formState } = form;
  return (
    <Stack as="fieldset" gap="4">
      <Heading as="legend" size="md" mb="3">
        Your Details
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {fields.map((field) => {
          const error = formState.errors[field.name]?.message;
          return (
            <Field.Root key={field.name} invalid={Boolean(error)} required>
              <Field.Label>{field.label}</Field.Label>
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                minH="11"
                {...register(field.name)}
                {...(field.noClipboard && {
                  onCut: blockClipboard,
                  onCopy: blockClipboard,
                  onPaste: blockClipboard,
                })}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
