import { describe, expect, it } from 'vitest';
import { addTag, suggestionItems, tagKeyAction } from './tag-rules.ts';

describe('tag input rules', () => {
  it('ends a tag on comma or space only after more than one character', () => {
    expect(tagKeyAction('ga', ',')).toBe('commit');
    expect(tagKeyAction('galle', ' ')).toBe('commit');
    expect(tagKeyAction('g', ',')).toBe('ignore');
    expect(tagKeyAction('', ' ')).toBe('ignore');
    expect(tagKeyAction('  ', ',')).toBe('ignore');
  });

  it('blocks each listed character and lets others through', () => {
    for (const character of '@$+&|!(){}[]^~*?:') {
      expect(tagKeyAction('tea', character)).toBe('ignore');
    }
    for (const character of ['a', '-', '7', 'é', '.']) {
      expect(tagKeyAction('tea', character)).toBe('type');
    }
    expect(tagKeyAction('tea', 'Enter')).toBe('type');
  });

  it('adds trimmed lower-case tags once, without blocked characters', () => {
    expect(addTag([], '  Kandy ')).toEqual(['kandy']);
    expect(addTag(['kandy'], 'KANDY')).toEqual(['kandy']);
    expect(addTag([], 'tea!(estate)')).toEqual(['teaestate']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });

  it("suggests from 2 characters, offering 'Add Tag : ' for a new one", () => {
    expect(suggestionItems('t', ['tea'], [])).toEqual([]);
    expect(suggestionItems('te', ['tea', 'temple'], ['temple'])).toEqual([
      { value: 'tea', label: 'tea' },
      { value: 'te', label: 'Add Tag : te' },
    ]);
    expect(suggestionItems('Tea', ['tea'], [])).toEqual([{ value: 'tea', label: 'tea' }]);
  });
});
