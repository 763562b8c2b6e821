import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import ui from './plain-ui.module.css';
import styles from './tag-link.module.css';

/** Wraps tags into rows (`TagLink`s); `className` for the page's own spacing and alignment. */
export const tagListClass = styles.list;

/**
 * A tag that searches for itself: a rounded 44 px link (Chakra's subtle Button, size sm), grey
 * or in the accent (`brand`). Plain CSS, for the pages that load without Chakra: search, albums,
 * the photo page (decision 20).
 */
export function TagLink({ tag, brand = false }: { tag: string; brand?: boolean }) {
  return (
    <Link
      to={paths.searchResults({ q: tag })}
      className={cx(ui.button, styles.tag, brand && styles.brand)}
    >
      {tag}
    </Link>
  );
}
