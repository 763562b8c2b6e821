import { cx } from '../../../lib/cx.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { BecomeCreator } from './become-creator.tsx';
import { FeaturedGrid } from './featured-grid.tsx';
import styles from './home.module.css';
import { HomeHero } from './home-hero.tsx';
import { useT } from '../../../i18n/index.ts';

/** The first page: plain CSS throughout, so it needs no Chakra (decision 20). */
export function HomePage() {
  const t = useT();
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <HomeHero />
      <section aria-labelledby="featured" className={cx(ui.container, styles.featured)}>
        <h2 id="featured" className={cx(ui.heading2xl, styles.sectionTitle)}>
          {t('home.featured.title')}
        </h2>
        <FeaturedGrid />
      </section>
      <BecomeCreator />
    </>
  );
}
