import type {
  PhotoDetail,
  PublicAlbum,
  PublicAlbumTile,
  PublicUser,
  SearchAnswer,
} from '../contract/browse.ts';
import { pickSlides } from '../contract/hero-slides.ts';
import {
  GRID_IMAGE_SIZES,
  HERO_IMAGE_SIZES,
  PHOTO_PAGE_IMAGE_SIZES,
  picturePreload,
} from '../contract/image-sets.ts';
import type { PhotoCard } from '../contract/photo.ts';
import {
  answerKey,
  type PreloadedAnswer,
  type PreloadedAnswers,
} from '../contract/preloaded-answers.ts';
import {
  GRID_EAGER_TILES,
  readSearchPageParams,
  SEARCH_PER_PAGE,
  SIGNUP_GALLERY_SIZE,
} from '../contract/page-requests.ts';
import { matchSitePage, NOT_FOUND_MODULE } from '../contract/site-pages.ts';
import { previewSize } from '../media/derivative-sizes.ts';
import { formatPrice } from '../../../web/src/lib/format.ts';
import {
  pageTitle,
  shortDescription,
  SITE_NAME,
  type PageHead,
  type PreloadImage,
  type SharedImage,
} from './page-head.ts';

/**
 * Each public page's head and first data, from the same /v1 answers the web app would ask for
 * (decision 21). `ask` reaches the API in-process; every answer it gets goes into the page, so
 * the app does not ask again.
 */
export type AskApi = (pathAndQuery: string) => Promise<PreloadedAnswer>;

export interface DescribedPage {
  head: PageHead;
  answers: PreloadedAnswers;
  /** The route module that shows it (web/src/app/), whose files the HTML preloads. */
  module?: string;
  /** A plain-CSS page, whose markup the server renders (decision 32). */
  plain: boolean;
}

const SITE_DESCRIPTION =
  'Stock photos of Sri Lanka by local photographers: beaches, tea country, temples, wildlife ' +
  'and city life. Search, license and download.';

const NOT_FOUND_TITLE = 'Page not found';

type Builder = (context: PageContext) => Promise<PageHead>;

interface PageContext {
  params: Record<string, string>;
  search: URLSearchParams;
  origin: string;
  get: <T>(pathAndQuery: string) => Promise<T | null>;
}

function baseHead(words: string, description: string, canonicalPath?: string): PageHead {
  return {
    status: 200,
    title: pageTitle(words),
    description,
    canonicalPath,
    noindex: canonicalPath === undefined,
    jsonLd: [],
    preloadImages: [],
  };
}

function notFoundHead(words = NOT_FOUND_TITLE): PageHead {
  return {
    ...baseHead(words, 'The page you are looking for does not exist or has been moved.'),
    status: 404,
  };
}

const enc = encodeURIComponent;
const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A photo's large preview as a share image: absolute URL and its real size. */
function sharedPreview(photo: PhotoCard): SharedImage {
  return {
    url: photo.public_urls.full,
    ...previewSize(photo.width, photo.height),
    alt: photo.alt || photo.name,
  };
}

/** A page's large image, preloaded as the page's `<picture>` will pick it (its best source). */
function previewPreload(photo: PhotoCard, sizes: string): PreloadImage {
  return { ...picturePreload(photo), sizes, highPriority: true };
}

/**
 * The grid's eager tiles (PhotoGrid's `eagerCount`): the first screen of a phone's two columns,
 * where the largest tile, the page's LCP, depends on the photos' shapes. Thumbnails are ~10 KB.
 */
function gridPreloads(photos: PhotoCard[]) {
  return photos.slice(0, GRID_EAGER_TILES).map((photo) => previewPreload(photo, GRID_IMAGE_SIZES));
}

function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** Google Images' "Licensable" badge reads these fields of an ImageObject. */
function imageObject(origin: string, photo: PhotoDetail, pagePath: string) {
  const creator = personName(photo.uploader);
  const published = photo.published_at ?? photo.created_at;
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: photo.name,
    description: photo.description || photo.alt || photo.name,
    contentUrl: photo.public_urls.full,
    thumbnailUrl: photo.public_urls.thumbnail,
    url: `${origin}${pagePath}`,
    ...previewSize(photo.width, photo.height),
    encodingFormat: 'image/jpeg',
    keywords: photo.tags.join(', '),
    datePublished: published,
    license: `${origin}/terms-conditions`,
    acquireLicensePage: photo.free_download
      ? `${origin}${pagePath}`
      : `${origin}/purchase?id=${enc(photo.id)}`,
    creditText: `${creator} / ${SITE_NAME}`,
    creator: { '@type': 'Person', name: creator },
    copyrightNotice: `© ${new Date(published).getUTCFullYear()} ${creator}`,
    copyrightHolder: { '@type': 'Person', name: creator },
    ...(photo.free_download
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: photo.price.toFixed(2),
            priceCurrency: 'LKR',
            url: `${origin}/purchase?id=${enc(photo.id)}`,
          },
        }),
  };
}

async function photoHead(context: PageContext, albumId?: string): Promise<PageHead> {
  const { origin, params, get } = context;
  const photoId = params.photoId!;
  const photoPath = `/v1/public/photos/${enc(photoId)}`;
  const [photo] = await Promise.all([
    get<PhotoDetail>(photoPath),
    get<PhotoCard[]>(`${photoPath}/similar`),
    albumId ? get<PublicAlbum>(`/v1/public/albums/${enc(albumId)}`) : null,
  ]);
  if (!photo) return notFoundHead('Photo not found');
  const creator = personName(photo.uploader);
  const canonicalPath = `/photodetail/${enc(photo.id)}`;
  // The page's own formatter (web/src/lib/format.ts), so the head writes 'Rs. 2,500.00' as the
  // page does, and the site's spelling, 'licence'. The head stays English for now (issue 38).
  const offer = photo.free_download ? 'Free download' : `Licence for ${formatPrice(photo.price)}`;
  const about = photo.description || photo.alt || `${photo.name}, a stock photo of Sri Lanka`;
  const head = baseHead(
    photo.name,
    shortDescription(
      `${about}. ${offer}. Photo by ${creator} on ${SITE_NAME}.`.replace(/\.\./g, '.'),
    ),
    canonicalPath,
  );
  head.image = sharedPreview(photo);
  head.preloadImages = [previewPreload(photo, PHOTO_PAGE_IMAGE_SIZES)];
  const trail = [{ name: 'Home', path: '/' }];
  if (photo.uploader.username) {
    trail.push({
      name: `${creator}'s albums`,
      path: `/public/albums/${enc(photo.uploader.username)}`,
    });
  }
  trail.push({ name: photo.album.name, path: `/public/albums/view/${enc(photo.album_id)}` });
  trail.push({ name: photo.name, path: canonicalPath });
  head.jsonLd = [imageObject(origin, photo, canonicalPath), breadcrumbs(origin, trail)];
  return head;
}

const builders: Record<string, Builder> = {
  '/': async ({ origin, get }) => {
    const featured = (await get<PhotoCard[]>('/v1/public/featured_photos')) ?? [];
    const head = baseHead('Stock photos of Sri Lanka', SITE_DESCRIPTION, '/');
    const first = pickSlides(featured)[0];
    if (first) {
      head.image = sharedPreview(first);
      head.preloadImages = [previewPreload(first, HERO_IMAGE_SIZES)];
    }
    head.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/searchresults?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ];
    return head;
  },

  '/searchresults': async ({ search, get }) => {
    const { q, ...filters } = readSearchPageParams(search);
    if (!q) return baseHead('Search', 'Search stock photos of Sri Lanka.', '/searchresults');
    // The web app's first request, as search-photos.ts builds it (the key ignores the order).
    const query = new URLSearchParams({ q, page: '1', per_page: String(SEARCH_PER_PAGE) });
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    const answer = await get<SearchAnswer>(`/v1/public/photos/search?${query}`);
    const total = answer?.total ?? 0;
    // Past the cap the total is a floor (decision 41): "1,000+", as the page itself says.
    const count = answer?.total_capped ? `${total.toLocaleString('en-US')}+` : String(total);
    const head = baseHead(
      `${q} photos`,
      total > 0
        ? shortDescription(
            `${count} ${q} stock photo${total === 1 ? '' : 's'} of Sri Lanka on ${SITE_NAME}: ` +
              'browse, license and download free and premium images by local photographers.',
          )
        : `No photos of ${q} on ${SITE_NAME} yet. Try another word.`,
      // Filters and order narrow the same results: one address for the query.
      total > 0 ? `/searchresults?${new URLSearchParams({ q })}` : undefined,
    );
    const photos = answer?.photos ?? [];
    if (photos[0]) head.image = sharedPreview(photos[0]);
    head.preloadImages = gridPreloads(photos);
    return head;
  },

  '/photodetail/:photoId': (context) => photoHead(context),

  '/public/albums/view/:albumId/:photoId': (context) => photoHead(context, context.params.albumId),

  '/public/albums/view/:albumId': async ({ params, get }) => {
    const album = await get<PublicAlbum>(`/v1/public/albums/${enc(params.albumId!)}`);
    if (!album) return notFoundHead('Album not found');
    const owner = personName(album.owner);
    const count = `${album.photo_count} photo${album.photo_count === 1 ? '' : 's'}`;
    const head = baseHead(
      album.name,
      shortDescription(
        album.description
          ? `${album.description} ${count} by ${owner} on ${SITE_NAME}.`
          : `${album.name}: ${count} of Sri Lanka by ${owner} on ${SITE_NAME}.`,
      ),
      `/public/albums/view/${enc(album.id)}`,
    );
    if (album.photos[0]) head.image = sharedPreview(album.photos[0]);
    head.preloadImages = gridPreloads(album.photos);
    return head;
  },

  '/public/albums/:username': async ({ params, get }) => {
    const username = params.username!;
    const [user, albums] = await Promise.all([
      get<PublicUser>(`/v1/public/users/${enc(username)}`),
      get<PublicAlbumTile[]>(`/v1/public/albums?${new URLSearchParams({ username })}`),
    ]);
    if (!user) return notFoundHead('Photographer not found');
    const name = personName(user);
    const live = (albums ?? []).filter((album) => !album.deleted);
    const head = baseHead(
      `${user.first_name}'s albums`,
      shortDescription(
        `${live.length} album${live.length === 1 ? '' : 's'} of stock photos of Sri Lanka by ${name} on ${SITE_NAME}.`,
      ),
      `/public/albums/${enc(user.username)}`,
    );
    const cover = live[0];
    if (cover) {
      head.image = { url: cover.thumbnail_url, alt: cover.name };
      head.preloadImages = [{ href: cover.thumbnail_url, highPriority: true }];
    }
    return head;
  },

  '/terms-conditions': async () =>
    baseHead(
      'Terms and Conditions',
      `The terms for buying, downloading and selling photos on ${SITE_NAME}, and the licence that comes with every photo.`,
      '/terms-conditions',
    ),
  '/privacy-policy': async () =>
    baseHead(
      'Privacy Policy',
      `What ${SITE_NAME} collects about buyers, photographers and visitors, why, and how to have it removed.`,
      '/privacy-policy',
    ),
  '/photo-upload-guideline': async () =>
    baseHead(
      'Photo Upload Guideline',
      `What ${SITE_NAME} accepts from photographers: file types, sizes, content rules and how photos are reviewed.`,
      '/photo-upload-guideline',
    ),
  // Both pages show the deployment's social sign-in buttons: their config comes with the page.
  '/login': async ({ get }) => {
    await get('/v1/public/config');
    return baseHead(
      'Login',
      `Log in to ${SITE_NAME} to keep favourites and collections, or to sell your photos.`,
      '/login',
    );
  },
  '/signup': async ({ get }) => {
    await get('/v1/public/config');
    // The gallery beside (or under) the form shows nine featured photos, ~10 KB each: the
    // page's largest content is one of them, which one depends on the screen.
    const featured = (await get<PhotoCard[]>('/v1/public/featured_photos')) ?? [];
    const head = baseHead(
      'Sign Up',
      `Create a free ${SITE_NAME} account: keep favourites and collections, and sell your photos of Sri Lanka.`,
      '/signup',
    );
    // At the browser's low image priority: they must not hold up the script on a slow link.
    head.preloadImages = featured.slice(0, SIGNUP_GALLERY_SIZE).map((photo) => ({
      href: photo.public_urls.thumbnail,
      highPriority: false,
    }));
    return head;
  },
};

/** The head and first data of the page at `url`; unknown addresses get the 404 head. */
export async function describePage(url: URL, origin: string, ask: AskApi): Promise<DescribedPage> {
  const answers: PreloadedAnswers = {};
  const get = async <T>(pathAndQuery: string): Promise<T | null> => {
    const answer = await ask(pathAndQuery).catch(() => null);
    if (!answer) return null;
    // A missing photo is an answer the page can show at once; a failure is left to the browser.
    if ((answer.status >= 200 && answer.status < 300) || answer.status === 404) {
      answers[answerKey(pathAndQuery)] = answer;
    }
    return answer.status >= 200 && answer.status < 300 ? (answer.body as T) : null;
  };
  const match = matchSitePage(url.pathname);
  if (!match) return { head: notFoundHead(), answers, module: NOT_FOUND_MODULE, plain: true };
  if (match.page.kind === 'private') {
    // Noindex, and asked nothing: a plain private page (the account forms) needs no data.
    return {
      head: { ...baseHead(SITE_NAME, SITE_DESCRIPTION), title: SITE_NAME },
      answers,
      module: match.page.module,
      plain: match.page.plain === true,
    };
  }
  const build = builders[match.page.pattern];
  if (!build) throw new Error(`No head for the public page ${match.page.pattern}`);
  const head = await build({ params: match.params, search: url.searchParams, origin, get });
  return {
    head,
    answers: inKeyOrder(answers),
    module: match.page.module,
    plain: match.page.plain === true,
  };
}

/**
 * The answers by their address, whatever order the concurrent requests finished in: the page's
 * bytes, and so its ETag, must be the same for the same data, or no shared cache could ever
 * answer 304 (on a server database the photo and its similar photos finish in either order).
 */
function inKeyOrder(answers: PreloadedAnswers): PreloadedAnswers {
  return Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1)));
}
