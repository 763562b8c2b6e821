import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useT } from '../../i18n/index.ts';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import ui from '../ui/plain-ui.module.css';
import styles from './footer.module.css';

const legalLinks = [
  { href: paths.termsConditions(), label: 'shell.footer.terms' },
  { href: paths.privacyPolicy(), label: 'shell.footer.privacy' },
  { href: paths.uploadGuideline(), label: 'shell.footer.uploadGuideline' },
];

export function Footer() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.row}>
          <div className={styles.brand}>
            <p className={styles.name}>LankaLens</p>
            <p className={styles.tagline}>{t('shell.footer.tagline')}</p>
          </div>
          <nav aria-label={t('shell.footer.legal')} className={styles.legal}>
            {legalLinks.map((link) => (
              <Link key={link.href} to={link.href}>
                {t(link.label)}
              </Link>
            ))}
          </nav>
        </div>
        <LanguageSwitcher variant="list" className={styles.languages} />
        <p className={styles.licence}>
          {t('shell.footer.licence', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
