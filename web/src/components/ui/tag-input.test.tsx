import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-app.tsx';
import { TagInput } from './tag-input.tsx';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput value={tags} onChange={setTags} label="Tags" />;
}

const input = () => screen.getByRole('textbox', { name: 'Tags' });
const type = (key: string) => {
  const field = input() as HTMLInputElement;
  const allowed = fireEvent.keyDown(field, { key });
  if (allowed && key.length === 1)
    fireEvent.change(field, { target: { value: field.value + key } });
};
const chosen = () =>
  screen.queryAllByRole('listitem').filter((item) => item.closest('[aria-label="Chosen tags"]'));

afterEach(() => vi.unstubAllGlobals());

describe('TagInput', () => {
  it('ends a tag with a comma or space after two characters, and blocks the listed characters', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    );
    renderWithApp(<Harness />);
    for (const key of 'te!a(') type(key);
    expect(input()).toHaveProperty('value', 'tea');
    type(',');
    expect(chosen().map((item) => item.textContent)).toEqual(['tea']);
    expect(input()).toHaveProperty('value', '');
    type(' ');
    type('k');
    type(',');
    expect(chosen()).toHaveLength(1);
    expect(input()).toHaveProperty('value', 'k');
  });

  it("suggests known tags from two characters and offers 'Add Tag : ' for a new one", async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response('["kandy","kandy lake"]', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Harness />);
    type('k');
    type('a');
    expect(await screen.findByRole('button', { name: 'kandy lake' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Tag : ka' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/v1/public/photos/search_tags?q=ka');
    fireEvent.click(screen.getByRole('button', { name: 'kandy' }));
    await waitFor(() => expect(chosen().map((item) => item.textContent)).toEqual(['kandy']));
  });

  it('removes a tag with its close button', () => {
    renderWithApp(<Harness initial={['galle', 'fort']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag galle' }));
    expect(chosen().map((item) => item.textContent)).toEqual(['fort']);
  });
});
