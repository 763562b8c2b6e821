import { describe, expect, it } from 'vitest';
import { buyerDetailsForm } from './buyer-details-schema.ts';

const valid = {
  first_name: 'Amaya',
  last_name: 'Perera',
  email: 'amaya@example.lk',
  confirm_email: 'amaya@example.lk',
};

/** The message a buyer sees under each field: the first problem of each, as the form shows. */
function messages(form: Partial<typeof valid>) {
  const result = buyerDetailsForm.safeParse({ ...valid, ...form });
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe("the checkout's 'Your Details' rules (spec section 5)", () => {
  it('accepts a complete form, trimmed', () => {
    const result = buyerDetailsForm.parse({
      ...valid,
      first_name: '  Amaya ',
      email: ' Amaya@Example.lk',
    });
    expect(result.first_name).toBe('Amaya');
    expect(result.email).toBe('amaya@example.lk');
  });

  it('says what is missing', () => {
    expect(messages({ first_name: '', last_name: ' ', email: '', confirm_email: '' })).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      email: 'Please enter your email address',
      confirm_email: 'Please confirm your email address',
    });
  });

  it("uses the spec's texts for short and invalid names", () => {
    expect(messages({ first_name: 'A', last_name: 'P' })).toEqual({
      first_name: 'First name is too short',
      last_name: 'First name is too short',
    });
    expect(messages({ first_name: 'Am4ya', last_name: 'Per3ra' })).toEqual({
      first_name: 'Please enter a valid first name',
      last_name: 'Please enter a valid last name',
    });
  });

  it('wants valid, matching e-mail addresses', () => {
    expect(messages({ email: 'amaya@example', confirm_email: 'amaya@example' })).toMatchObject({
      email: 'Please enter a valid email address',
    });
    expect(messages({ confirm_email: 'other@example.lk' })).toEqual({
      confirm_email: 'Emails should match',
    });
  });
});
