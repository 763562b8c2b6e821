import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './home.module.css';

const reasons = [
  'Upload your JPEGs into albums and set each photo free or paid',
  'Sell under one standard royalty-free licence, paid in rupees',
  'See views, likes and downloads for every photo',
];

/** Spec 2, Home: the 'Become a Creator' section; 'Sign Up for Free' only when logged out. */
export function BecomeCreator() {
  const user = useSession();
  return (
    <section aria-labelledby="become-creator" className={styles.creator}>
      <div className={ui.container}>
        <div className={styles.creatorRow}>
          <div className={styles.creatorText}>
            <h2 id="become-creator" className={cx(ui.heading2xl, styles.creatorTitle)}>
              Become a Creator
            </h2>
            <p className={styles.creatorLead}>
              Photograph Sri Lanka? Share your work with designers, publishers and travellers
              looking for the island as it really is.
            </p>
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <LuCheck aria-hidden />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          <Link
            to={user ? paths.profileAlbums() : paths.signup()}
            className={cx(ui.button, ui.large, ui.solid, styles.creatorAction)}
          >
            {user ? 'Go to your albums' : 'Sign Up for Free'}
          </Link>
        </div>
      </div>
    </section>
  );
}
