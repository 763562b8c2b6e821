import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import ui from '../ui/plain-ui.module.css';
import styles from './footer.module.css';

const legalLinks = [
  { href: paths.termsConditions(), label: 'Terms and Conditions' },
  { href: paths.privacyPolicy(), label: 'Privacy Policy' },
  { href: paths.uploadGuideline(), label: 'Photo Upload Guideline' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.row}>
          <div className={styles.brand}>
            <p className={styles.name}>LankaLens</p>
            <p className={styles.tagline}>
              Stock photos of Sri Lanka by the photographers who live here.
            </p>
          </div>
          <nav aria-label="Legal" className={styles.legal}>
            {legalLinks.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
        <p className={styles.licence}>
          © {new Date().getFullYear()} LankaLens. Every photo is sold under the LankaLens standard
          royalty-free licence. Prices in Sri Lankan rupees (Rs.).
        </p>
      </div>
    </footer>
  );
}
