import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { accountMailFailure, loginFailure, signUpFailure } from './error-messages.ts';

const apiError = (status: number, code: number, description: string) =>
  new ApiError(status, { code, description });

describe('spec 8 error mapping of the auth forms', () => {
  it('login: 1102 and 1103 read the same fixed sentence in the banner', () => {
    for (const code of [1102, 1103]) {
      expect(loginFailure(apiError(401, code, 'anything'))).toEqual({
        kind: 'banner',
        message: 'Incorrect email or/and password!',
      });
    }
  });

  it('login: 1104 shows the description and asks for the resend-activation popup', () => {
    const error = apiError(
      403,
      1104,
      'Your email address is not verified yet. Please check your inbox',
    );
    expect(loginFailure(error)).toEqual({
      kind: 'not-activated',
      message: 'Your email address is not verified yet. Please check your inbox',
    });
  });

  it('login: any other code shows its description in the banner', () => {
    const error = apiError(429, 1004, 'Too many attempts. Please wait a while and try again');
    expect(loginFailure(error)).toEqual({
      kind: 'banner',
      message: 'Too many attempts. Please wait a while and try again',
    });
  });

  it('sign-up: 1107 belongs to the e-mail field, others to the banner', () => {
    expect(
      signUpFailure(apiError(409, 1107, 'An account with this email address already exists')),
    ).toEqual({
      field: 'email',
      message: 'An account with this email address already exists',
    });
    expect(signUpFailure(apiError(429, 1004, 'Too many attempts'))).toEqual({
      field: null,
      message: 'Too many attempts',
    });
  });

  it("reset request and resend: 'description | Error: {code}'", () => {
    expect(accountMailFailure(apiError(429, 1004, 'Too many attempts'))).toBe(
      'Too many attempts | Error: 1004',
    );
  });

  it('something that is no API answer reads the generic sentence', () => {
    expect(loginFailure(new TypeError('boom'))).toEqual({
      kind: 'banner',
      message: 'Something went wrong. Please try again.',
    });
  });
});
