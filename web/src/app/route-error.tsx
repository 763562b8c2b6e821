import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from '../components/message-page.module.css';
import { NotFoundPage } from '../components/not-found-page.tsx';
import ui from '../components/ui/plain-ui.module.css';
import { GENERIC_FAILURE } from '../components/ui/toaster.tsx';
import { cx } from '../lib/cx.ts';

/**
 * What a page that crashed (or whose code failed to download, e.g. after a deploy) shows
 * instead of a blank screen. Plain CSS, so it shows even when Chakra itself failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className={styles.page}>
      <div className={styles.stack} role="alert">
        <h1 className={ui.heading2xl}>{GENERIC_FAILURE}</h1>
        {error instanceof Error && <p className={styles.detail}>{error.message}</p>}
        <button
          type="button"
          className={cx(ui.button, ui.solid)}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </div>
    </main>
  );
}
