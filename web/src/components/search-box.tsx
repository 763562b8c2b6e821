import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import { cx } from '../lib/cx.ts';
import { shouldSuggest } from '../lib/tag-rules.ts';
import { useTagSuggestionsWhileTyping } from '../lib/tag-suggestions.ts';
import styles from './search-box.module.css';
import ui from './ui/plain-ui.module.css';

/**
 * The photo search box of the hero and the navbar: suggestions from the tag search, Enter or the
 * button searches, an empty query never does (spec sections 2 and 5). A WAI-ARIA combobox, in
 * plain CSS: it is part of the first page (decision 20).
 * `defaultValue` is read once: give the box a `key` to reset it to a new query.
 */
export function SearchBox({
  defaultValue = '',
  size = 'md',
  label,
  placeholder,
}: {
  defaultValue?: string;
  size?: 'md' | 'lg';
  label?: string;
  placeholder?: string;
}) {
  const t = useT();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server's markup before the app took it over stay the box's words.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);
  const suggestions = useTagSuggestionsWhileTyping(text);
  const options = open && shouldSuggest(text) ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;

  function search(query: string) {
    const q = query.trim();
    if (!q) return;
    setOpen(false);
    setActive(-1);
    setText(q);
    void navigate(paths.searchResults({ q }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    // The box as the visitor sees it: text typed while the script was taking over the server's
    // markup is in the input but may not have reached `text` yet (issue 33: 'tea' then Enter
    // right after the load searched nothing).
    const typed = new FormData(event.currentTarget).get('q');
    search(chosen ?? (typeof typed === 'string' ? typed : text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const large = size === 'lg';
  return (
    // A real GET form: before the script has taken over (decision 39) the browser submits it
    // itself, to the same address the router would open.
    <form
      role="search"
      action={paths.searchResults.pattern}
      method="get"
      onSubmit={submit}
      className={styles.form}
    >
      <div className={cx(styles.field, large && styles.large)}>
        <input
          // A text field, not type="search": that one's role is searchbox, which role="combobox"
          // may not replace (Nu); inputMode keeps the phone keyboard's search key.
          type="text"
          inputMode="search"
          ref={input}
          name="q"
          role="combobox"
          aria-label={label ?? t('shell.search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder ?? t('shell.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          className={styles.input}
        />
        <button
          type="submit"
          aria-label={t('shell.search.submit')}
          className={cx(ui.button, ui.solid, styles.submit)}
        >
          <LuSearch aria-hidden />
          {large && <span className={ui.hideBelowSm}>{t('shell.search.submit')}</span>}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('shell.search.suggestions')}
        hidden={!expanded}
        className={styles.listbox}
      >
        {options.map((tag, index) => (
          <li
            key={tag}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown would blur the input first and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => search(tag)}
          >
            <LuSearch aria-hidden />
            {tag}
          </li>
        ))}
      </ul>
    </form>
  );
}
