import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './home.module.css';
import { useT } from '../../../i18n/index.ts';

const reasons = [
  'home.creator.reasonAlbums',
  'home.creator.reasonLicence',
  'home.creator.reasonStats',
];

/** Spec 2, Home: the 'Become a Creator' section; 'Sign Up for Free' only when logged out. */
export function BecomeCreator() {
  const user = useSession();
  const t = useT();
  return (
    <section aria-labelledby="become-creator" className={styles.creator}>
      <div className={ui.container}>
        <div className={styles.creatorRow}>
          <div className={styles.creatorText}>
            <h2 id="become-creator" className={cx(ui.heading2xl, styles.creatorTitle)}>
              {t('home.creator.title')}
            </h2>
            <p className={styles.creatorLead}>{t('home.creator.lead')}</p>
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <LuCheck aria-hidden />
                  {t(reason)}
                </li>
              ))}
            </ul>
          </div>
          <Link
            to={user ? paths.profileAlbums() : paths.signup()}
            className={cx(ui.button, ui.large, ui.solid, styles.creatorAction)}
          >
            {user ? t('home.creator.goToAlbums') : t('home.signUpFree')}
          </Link>
        </div>
      </div>
    </section>
  );
}
