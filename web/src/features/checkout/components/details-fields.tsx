import { Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ClipboardEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../../i18n/index.ts';
import { checkoutFieldError } from './field-messages.ts';

/** Spec 5: cut, copy and paste are blocked in both e-mail fields, so the address is typed twice. */
const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export interface DetailsField<Name extends string> {
  name: Name;
  label: string;
  type: string;
  autoComplete: string;
  noClipboard?: boolean;
}

/** A checkout fieldset: labels above, the spec's messages below, two columns from `sm`. */
export function DetailsFields<Values extends FieldValues>({
  legend,
  fields,
  form,
}: {
  legend: string;
  fields: DetailsField<Path<Values>>[];
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const { register, formState } = form;
  const { t, fieldError } = useI18n();
  return (
    <Stack as="fieldset" gap="4">
      <Heading as="legend" size="md" mb="3">
        {legend}
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
              <Field.ErrorText>
                {typeof error === 'string' ? checkoutFieldError(error, t, fieldError) : null}
              </Field.ErrorText>
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
