import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import { cx } from '../lib/cx.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import styles from './message-page.module.css';
import { SearchBox } from './search-box.tsx';
import ui from './ui/plain-ui.module.css';

/**
 * Unknown URLs, and photos or albums that do not exist (or are no longer public). Plain CSS: the
 * route error page shows it too, when Chakra may not have loaded (decision 20).
 */
export function NotFoundPage({
  title: givenTitle,
  message: givenMessage,
}: {
  title?: string;
  message?: string;
}) {
  const t = useT();
  const title = givenTitle ?? t('shell.notFound.title');
  const message = givenMessage ?? t('shell.notFound.message');
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <p className={styles.code}>404</p>
        <h1 className={ui.heading2xl}>{title}</h1>
        <p className={styles.detail}>{t('shell.notFound.trySearch', { message })}</p>
        <SearchBox />
        <Link to={paths.home()} className={cx(ui.button, ui.solid)}>
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
