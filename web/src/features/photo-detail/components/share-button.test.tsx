import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ShareButton } from './share-button.tsx';

const URL = 'https://lankalens.example/photodetail/11111111-1111-4111-8111-111111111111';

describe('ShareButton', () => {
  it('a plain button that says it opens a dialog, loaded on the first click', async () => {
    renderWithApp(<ShareButton url={URL} title="Sigiriya at dawn" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Share this photo' });
    expect(dialog.textContent).toContain('Send a link to “Sigiriya at dawn”.');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this photo' }).value,
    ).toBe(URL);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it("copies the link and says 'Copied!'; Escape closes and gives focus back", async () => {
    renderWithApp(<ShareButton url={URL} title="Sigiriya at dawn" />);
    const user = userEvent.setup(); // with a clipboard of its own
    const button = screen.getByRole('button', { name: 'Share' });

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect((await screen.findByRole('status')).textContent).toBe('Copied!');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
