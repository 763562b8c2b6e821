import { SearchBox } from '../../../components/search-box.tsx';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';
import { pickSlides } from '@contract/hero-slides.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import styles from './home.module.css';

/**
 * The first screen: a photo slideshow behind the headline and the search box. It sits under
 * the transparent navbar on wide screens (spec 2, Navbar), hence the negative top margin.
 */
export function HomeHero() {
  const featured = useFeaturedPhotos();
  const slides = featured.data ? pickSlides(featured.data) : [];
  return (
    <div className={styles.hero}>
      <HeroCarousel slides={slides} />
      <div className={styles.heroContent}>
        <h1 className={styles.heroTitle}>Stock photos of Sri Lanka</h1>
        <p className={styles.heroText}>
          From Sigiriya to Mirissa: licensed photos by the island&apos;s own photographers.
        </p>
        <div className={styles.heroSearch}>
          <SearchBox size="lg" placeholder="Tea estates, leopards, Galle Fort…" />
        </div>
      </div>
    </div>
  );
}
