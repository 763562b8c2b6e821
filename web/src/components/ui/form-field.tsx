import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label above, control, and the spec's message under it in the error colour (DESIGN.md, forms). */
export function FormField({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
