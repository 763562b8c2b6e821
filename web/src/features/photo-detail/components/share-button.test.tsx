import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { COPIED_MS, ShareButton } from './share-button.tsx';

const URL = 'https://lankalens.example/photodetail/11111111-1111-4111-8111-111111111111';

afterEach(() => vi.useRealTimers());

describe('ShareButton', () => {
  it("opens its own popup, a dialog named for sharing that holds the photo's address", () => {
    renderWithApp(<ShareButton url={URL} title="Sigiriya at dawn" />);
    const button = screen.getByRole('button', { name: 'Share' });
    // The browser's popover opens it: no script to load on the first tap (issue 33).
    const dialog = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(dialog.getAttribute('popover')).toBe('auto');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      dialog.querySelector('h2')!.getAttribute('id'),
    );
    expect(dialog.querySelector('h2')!.textContent).toBe('Share this photo');
    expect(dialog.textContent).toContain('Send a link to “Sigiriya at dawn”.');
    const address = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Link to this photo',
      hidden: true,
    });
    expect(address.value).toBe(URL);
    expect(address.readOnly).toBe(true);
  });

  it("copies the link and says 'Copied!' for six seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<ShareButton url={URL} title="Sigiriya at dawn" />);
    // With a clipboard of its own.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Copy link', hidden: true }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(COPIED_MS - 500));
    expect(status.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1000));
    expect(status.textContent).toBe('');
  });
});
