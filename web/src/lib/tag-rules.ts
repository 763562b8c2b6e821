/**
 * The spec's tag-input rules (section 5, Tags): suggestions from 2 characters; a comma or space
 * after more than one character ends a tag; a comma or space on empty input is blocked; these
 * characters are never typed: @ $ + & | ! ( ) { } [ ] ^ ~ * ? :
 */
export const TAG_SEARCH_MIN = 2;

const BLOCKED = new Set('@$+&|!(){}[]^~*?:'.split(''));
const SEPARATORS = new Set([',', ' ']);

export const isBlockedTagCharacter = (character: string) => BLOCKED.has(character);

/** Removes the blocked characters (for pasted text). */
export const stripBlocked = (text: string) =>
  [...text].filter((character) => !BLOCKED.has(character)).join('');

/**
 * What a typed key does to the draft: `ignore` it (blocked), `commit` the draft as a tag
 * (separator after more than one character), or `type` it normally.
 */
export function tagKeyAction(draft: string, key: string): 'ignore' | 'commit' | 'type' {
  if (key.length !== 1) return 'type';
  if (BLOCKED.has(key)) return 'ignore';
  if (SEPARATORS.has(key)) return draft.trim().length > 1 ? 'commit' : 'ignore';
  return 'type';
}

/** Tags are stored trimmed and lower-cased; a repeat is not added twice. */
export function addTag(tags: readonly string[], draft: string): string[] {
  const tag = stripBlocked(draft).trim().toLowerCase();
  if (tag === '' || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

export const shouldSuggest = (draft: string) => draft.trim().length >= TAG_SEARCH_MIN;

/** The suggestion list: known tags first, then 'Add Tag : draft' when the draft is new. */
export function suggestionItems(
  draft: string,
  known: readonly string[],
  chosen: readonly string[],
): { value: string; label: string }[] {
  if (!shouldSuggest(draft)) return [];
  const typed = stripBlocked(draft).trim().toLowerCase();
  const items = known
    .filter((tag) => !chosen.includes(tag))
    .map((tag) => ({ value: tag, label: tag }));
  if (!known.includes(typed) && !chosen.includes(typed)) {
    items.push({ value: typed, label: `Add Tag : ${typed}` });
  }
  return items;
}
