import { describe, expect, it } from 'vitest';
import { moveSelection, reviewCommand } from './review-keys.ts';

const press = (key: string, target: Partial<HTMLElement> | null = null, mods = {}) =>
  reviewCommand({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: target as EventTarget,
    ...mods,
  });

describe('review shortcuts', () => {
  it('maps j, k, a and r', () => {
    expect(press('j')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('a')).toBe('accept');
    expect(press('r')).toBe('reject');
    expect(press('x')).toBeNull();
  });

  it('never fires while typing or with a modifier held', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    expect(press('a', input)).toBeNull();
    expect(press('r', textarea)).toBeNull();
    expect(press('a', null, { ctrlKey: true })).toBeNull();
    expect(press('j', null, { metaKey: true })).toBeNull();
  });

  it('ignores keys inside an open dialog', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(press('a', button)).toBeNull();
  });

  it('keeps the selection inside the list', () => {
    expect(moveSelection(0, 3, 'next')).toBe(1);
    expect(moveSelection(2, 3, 'next')).toBe(2);
    expect(moveSelection(0, 3, 'previous')).toBe(0);
    expect(moveSelection(5, 2, 'previous')).toBe(1);
    expect(moveSelection(0, 0, 'next')).toBe(0);
  });
});
