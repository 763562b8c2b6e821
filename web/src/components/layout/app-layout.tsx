import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { scrollKey } from '../../app/history-entry-key.ts';
import { useT } from '../../i18n/index.ts';
import { FormNotice } from '../ui/form-notice.tsx';
import styles from './app-layout.module.css';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/**
 * The frame of every page: navbar, main landmark, footer, and a thin bar while a route loads.
 * Plain CSS, like the home page: the first page does not wait for Chakra (decision 20).
 */
export function AppLayout() {
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label={t('shell.loadingPage')} className={styles.loadingBar} />
      )}
      <Navbar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* A boundary of its own: when the browser adopts the server's markup, React takes the
            shell first and the page's content in short slices after it, so no single long task
            holds a phone's main thread (issue 17). Nothing in it suspends otherwise. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FormNotice />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
