import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from '../components/message-page.module.css';
import { NotFoundPage } from '../components/not-found-page.tsx';
import ui from '../components/ui/plain-ui.module.css';
import { useI18n } from '../i18n/index.ts';
import { cx } from '../lib/cx.ts';

/**
 * What a page that crashed (or whose code failed to download, e.g. after a deploy) shows
 * instead of a blank screen. Plain CSS, so it shows even when Chakra itself failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t, errorMessage } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className={styles.page}>
      <div className={styles.stack} role="alert">
        <h1 className={ui.heading2xl}>{t('shell.error.generic')}</h1>
        {error instanceof Error && <p className={styles.detail}>{errorMessage(error)}</p>}
        <button
          type="button"
          className={cx(ui.button, ui.solid)}
          onClick={() => window.location.reload()}
        >
          {t('shell.routeError.reload')}
        </button>
      </div>
    </main>
  );
}
