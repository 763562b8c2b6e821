import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ActivationResult } from './activation-result.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ActivationResult', () => {
  it('spins for 2 s, then says the account is active', () => {
    renderWithApp(<ActivationResult success />);
    expect(screen.getByLabelText('Activating your account')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByText('Your account has been activated')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('Your account has been activated')).toBeTruthy();
    expect(screen.getByText('You can upload your photos now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home page' }).getAttribute('href')).toBe('/');
  });

  it('says what to do when activation failed', () => {
    renderWithApp(<ActivationResult success={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Account activation failed')).toBeTruthy();
    expect(
      screen.getByText('Please go to your activation email and click the link again.'),
    ).toBeTruthy();
  });
});

describe('ActivationResult in Sinhala', () => {
  it('speaks Sinhala while it waits and when it is done', () => {
    renderWithApp(<ActivationResult success />, { language: 'si' });
    expect(screen.getByLabelText('ඔබේ ගිණුම සක්‍රිය කරමින්')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('ඔබේ ගිණුම සක්‍රිය කළා')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'මුල් පිටුවට යන්න' }).getAttribute('href')).toBe('/');
  });
});
