import { SearchBox } from '../../../components/search-box.tsx';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';
import { pickSlides } from '@contract/hero-slides.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import styles from './home.module.css';
import { useT } from '../../../i18n/index.ts';

/**
 * The first screen: a photo slideshow behind the headline and the search box. It sits under
 * the transparent navbar on wide screens (spec 2, Navbar), hence the negative top margin.
 */
export function HomeHero() {
  const featured = useFeaturedPhotos();
  const t = useT();
  const slides = featured.data ? pickSlides(featured.data) : [];
  return (
    <div className={styles.hero}>
      <HeroCarousel slides={slides} />
      <div className={styles.heroContent}>
        <h1 className={styles.heroTitle}>{t('home.hero.title')}</h1>
        <p className={styles.heroText}>{t('home.hero.text')}</p>
        <div className={styles.heroSearch}>
          <SearchBox size="lg" placeholder={t('home.hero.searchPlaceholder')} />
        </div>
      </div>
    </div>
  );
}
