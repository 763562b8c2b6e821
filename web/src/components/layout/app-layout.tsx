import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { scrollKey } from '../../app/history-entry-key.ts';
import styles from './app-layout.module.css';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/**
 * The frame of every page: navbar, main landmark, footer, and a thin bar while a route loads.
 * Plain CSS, like the home page: the first page does not wait for Chakra (decision 20).
 */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className={styles.loadingBar} />
      )}
      <Navbar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
