import { lazy, Suspense } from 'react';
import { LuUpload } from 'react-icons/lu';
import { Link, useLocation, useMatches } from 'react-router';
import { withDesignSystem } from '../../app/design-system.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../i18n/index.ts';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { cx } from '../../lib/cx.ts';
import { useSession } from '../../lib/session.ts';
import { SearchBox } from '../search-box.tsx';
import ui from '../ui/plain-ui.module.css';
import styles from './navbar.module.css';
import { useMediaQuery, useScrolledPast } from './use-scroll-past.ts';

// The dropdown (a Chakra menu) loads only for signed-in visitors, with Chakra (decision 20).
const UserMenu = lazy(withDesignSystem(() => import('./user-menu.tsx')));

/**
 * Spec 9: the navbar search appears after 350 px of scroll; transparency needs width > 960, which
 * navbar.module.css decides, so the server's markup is transparent from the first paint.
 */
const SEARCH_AFTER_PX = 350;
const TRANSPARENT_MIN_WIDTH = '(min-width: 961px)';

/** What a route may tell the shell, through its `handle`. */
export interface RouteHandle {
  /** Show the navbar search box at once, not only after scrolling. */
  navbarSearch?: boolean;
}

export function Navbar() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const user = useSession();
  const t = useT();
  const scrolled = useScrolledPast(0);
  const pastSearchOffset = useScrolledPast(SEARCH_AFTER_PX);
  const wide = useMediaQuery(TRANSPARENT_MIN_WIDTH);

  const isHome = pathname === paths.home();
  const flagged = matches.some((match) => (match.handle as RouteHandle | undefined)?.navbarSearch);
  const showSearch = flagged || pastSearchOffset;
  // Over the home hero at the very top, the bar lets the photo show through on wide screens: the
  // stylesheet decides the width (the server knows none), so nothing changes when the script
  // arrives (decision 44). The signed-in menu, drawn by the script, asks the browser.
  const overHero = isHome && !scrolled;
  const showUpload = pathname !== paths.signup() && pathname !== paths.profileAlbums();
  const showLogin = !user && pathname !== paths.login.pattern;
  const currentQuery =
    pathname === paths.searchResults.pattern ? (new URLSearchParams(search).get('q') ?? '') : '';

  return (
    <header className={cx(styles.header, scrolled && styles.scrolled, overHero && styles.overHero)}>
      <div className={ui.container}>
        <nav aria-label={t('shell.nav.label')} className={styles.nav}>
          <Link to={paths.home()} aria-label={t('shell.nav.home')} className={styles.logo}>
            LankaLens
          </Link>
          {showSearch && (
            <div className={styles.search}>
              <SearchBox key={currentQuery} defaultValue={currentQuery} />
            </div>
          )}
          <div className={styles.actions}>
            {showUpload && (
              <Link
                to={user ? paths.profileAlbums() : paths.signup()}
                className={cx(ui.button, ui.ghost, styles.upload)}
              >
                <LuUpload aria-hidden />{' '}
                <span className={styles.uploadLabel}>{t('shell.nav.upload')}</span>
              </Link>
            )}
            {showLogin && (
              <Link to={paths.login()} className={cx(ui.button, ui.solid, styles.login)}>
                {t('shell.nav.login')}
              </Link>
            )}
            {/* Signed in, the language is in the account menu. */}
            {!user && <LanguageSwitcher variant="select" />}
            {user && (
              <Suspense fallback={<div className={styles.avatarPlaceholder} aria-hidden />}>
                <UserMenu user={user} onDark={overHero && wide} />
              </Suspense>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
