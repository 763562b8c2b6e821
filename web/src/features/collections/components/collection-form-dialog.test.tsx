import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';

const tile = {
  id: 'c1',
  name: 'Temples',
  description: '',
  tags: 'temple',
  photo_count: 0,
  thumbnail_url: null,
  deleted: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('CollectionFormDialog', () => {
  it("needs a title: 'Please provide the Title for your collection'", async () => {
    const api = fakeApi({});
    renderWithApp(<CollectionFormDialog open onOpenChange={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please provide the Title for your collection')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/collections')).toHaveLength(0);
  });

  it('creates with title, description and tags, and hands back the new collection', async () => {
    const api = fakeApi({ 'POST /v1/collections': () => Response.json(tile, { status: 201 }) });
    const onSaved = vi.fn();
    renderWithApp(<CollectionFormDialog open onOpenChange={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Temples');
    await user.type(screen.getByLabelText('Tags (comma separated)'), 'temple, kandy');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(tile));
    expect(Object.fromEntries(api.callsTo('POST', '/v1/collections')[0]!.body!)).toEqual({
      name: 'Temples',
      description: '',
      tags: 'temple, kandy',
    });
  });

  it('edits an existing collection through PUT', async () => {
    const api = fakeApi({
      'PUT /v1/collections/c1': () => Response.json({ ...tile, name: 'Kovils' }),
    });
    renderWithApp(<CollectionFormDialog open onOpenChange={vi.fn()} collection={tile} />);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Temples');
    await user.clear(title);
    await user.type(title, 'Kovils');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/collections/c1')).toHaveLength(1));
  });

  it('shows a refused save in a banner (spec 8)', async () => {
    fakeApi({ 'POST /v1/collections': apiError(429, 1004, 'Too many attempts') });
    renderWithApp(<CollectionFormDialog open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Temples');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
