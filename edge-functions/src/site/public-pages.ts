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
import { DEFAULT_LANGUAGE, type Language } from '../contract/language-codes.ts';
import { headTexts, type HeadKey, type HeadTexts } from './head-texts.ts';
import {
  albumPage,
  breadcrumbs,
  imageObject,
  organization,
  personName,
  profilePage,
  website,
} from './structured-data.ts';
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

type Builder = (context: PageContext) => Promise<PageHead>;

interface PageContext {
  /** The page's language: every word of its head comes from the web app's catalogue for it. */
  texts: HeadTexts;
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

function notFoundHead(texts: HeadTexts, words = texts.t('shell.notFound.title')): PageHead {
  return { ...baseHead(words, texts.t('shell.notFound.message')), status: 404 };
}

const enc = encodeURIComponent;

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

async function photoHead(context: PageContext, albumId?: string): Promise<PageHead> {
  const { origin, params, get, texts } = context;
  const photoId = params.photoId!;
  const photoPath = `/v1/public/photos/${enc(photoId)}`;
  const [photo] = await Promise.all([
    get<PhotoDetail>(photoPath),
    get<PhotoCard[]>(`${photoPath}/similar`),
    albumId ? get<PublicAlbum>(`/v1/public/albums/${enc(albumId)}`) : null,
  ]);
  if (!photo) return notFoundHead(texts, texts.t('photo.notFound.title'));
  const creator = personName(photo.uploader);
  const canonicalPath = `/photodetail/${enc(photo.id)}`;
  // The page's own words and price format (its language's thousands separator): the creator's
  // title and description stay as written, the words around them are translated.
  const offer = photo.free_download
    ? texts.t('head.photo.free')
    : texts.t('head.photo.licenceFor', { price: texts.price(photo.price) });
  const about = texts.t('head.photo.about', { title: photo.name });
  const head = baseHead(
    photo.name,
    shortDescription(
      texts
        .t('head.photo.description', {
          about: photo.description || photo.alt || about,
          offer,
          name: creator,
        })
        .replace(/([.!?।])\./g, '$1'),
    ),
    canonicalPath,
  );
  head.image = sharedPreview(photo);
  head.preloadImages = [previewPreload(photo, PHOTO_PAGE_IMAGE_SIZES)];
  const trail = [{ name: texts.t('head.breadcrumb.home'), path: '/' }];
  if (photo.uploader.username) {
    trail.push({
      name: texts.t('albums.pageTitle', { name: creator }),
      path: `/public/albums/${enc(photo.uploader.username)}`,
    });
  }
  trail.push({ name: photo.album.name, path: `/public/albums/view/${enc(photo.album_id)}` });
  trail.push({ name: photo.name, path: canonicalPath });
  head.jsonLd = [imageObject(origin, photo, about, texts.language), breadcrumbs(origin, trail)];
  return head;
}

/** A page whose head is its title and one sentence of the catalogue. */
const textPage =
  (title: HeadKey, description: HeadKey, path: string): Builder =>
  async ({ texts }) =>
    baseHead(texts.t(title), texts.t(description), path);

const builders: Record<string, Builder> = {
  '/': async ({ origin, get, texts }) => {
    const featured = (await get<PhotoCard[]>('/v1/public/featured_photos')) ?? [];
    const head = baseHead(texts.t('home.pageTitle'), texts.t('head.site.description'), '/');
    const first = pickSlides(featured)[0];
    if (first) {
      head.image = sharedPreview(first);
      head.preloadImages = [previewPreload(first, HERO_IMAGE_SIZES)];
    }
    const description = texts.t('head.site.description');
    head.jsonLd = [organization(origin, description), website(origin, description, texts.language)];
    return head;
  },

  '/searchresults': async ({ search, get, texts }) => {
    const { q, ...filters } = readSearchPageParams(search);
    if (!q) {
      return baseHead(
        texts.t('search.pageTitleEmpty'),
        texts.t('head.search.intro'),
        '/searchresults',
      );
    }
    // The web app's first request, as search-photos.ts builds it (the key ignores the order).
    const query = new URLSearchParams({ q, page: '1', per_page: String(SEARCH_PER_PAGE) });
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    const answer = await get<SearchAnswer>(`/v1/public/photos/search?${query}`);
    const total = answer?.total ?? 0;
    // Past the cap the total is a floor (decision 41): "1,000+", as the page itself says.
    const head = baseHead(
      texts.t('search.pageTitle', { q }),
      total > 0
        ? shortDescription(
            texts.t(
              answer?.total_capped ? 'head.search.descriptionCapped' : 'head.search.description',
              { q, count: total },
            ),
          )
        : texts.t('head.search.none', { q }),
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

  '/public/albums/view/:albumId': async ({ origin, params, get, texts }) => {
    const album = await get<PublicAlbum>(`/v1/public/albums/${enc(params.albumId!)}`);
    if (!album) return notFoundHead(texts, texts.t('albums.notFound.title'));
    const owner = personName(album.owner);
    const count = album.photo_count;
    const head = baseHead(
      album.name,
      shortDescription(
        album.description
          ? texts.t('head.album.descriptionWith', {
              description: album.description,
              count,
              name: owner,
            })
          : texts.t('head.album.description', { album: album.name, count, name: owner }),
      ),
      `/public/albums/view/${enc(album.id)}`,
    );
    if (album.photos[0]) head.image = sharedPreview(album.photos[0]);
    head.preloadImages = gridPreloads(album.photos);
    const trail = [{ name: texts.t('head.breadcrumb.home'), path: '/' }];
    if (album.owner.username) {
      trail.push({
        name: texts.t('albums.pageTitle', { name: owner }),
        path: `/public/albums/${enc(album.owner.username)}`,
      });
    }
    trail.push({ name: album.name, path: `/public/albums/view/${enc(album.id)}` });
    head.jsonLd = [
      albumPage(origin, album, head.description, texts.language),
      breadcrumbs(origin, trail),
    ];
    return head;
  },

  '/public/albums/:username': async ({ origin, params, get, texts }) => {
    const username = params.username!;
    const [user, albums] = await Promise.all([
      get<PublicUser>(`/v1/public/users/${enc(username)}`),
      get<PublicAlbumTile[]>(`/v1/public/albums?${new URLSearchParams({ username })}`),
    ]);
    if (!user) return notFoundHead(texts, texts.t('albums.photographerNotFound.title'));
    const name = personName(user);
    const live = (albums ?? []).filter((album) => !album.deleted);
    const head = baseHead(
      texts.t('albums.pageTitle', { name: user.first_name }),
      shortDescription(texts.t('head.creator.description', { count: live.length, name })),
      `/public/albums/${enc(user.username)}`,
    );
    // The newest album's cover, the page's first tile: its large preview at its real size is
    // the share image (the thumbnail is too small for a large card), the tile is preloaded.
    const cover = live[0];
    if (cover) {
      head.image = cover.cover;
      head.preloadImages = [{ href: cover.thumbnail_url, highPriority: true }];
    }
    const title = texts.t('albums.pageTitle', { name });
    head.jsonLd = [
      profilePage(origin, user, head.description, title, texts.language),
      breadcrumbs(origin, [
        { name: texts.t('head.breadcrumb.home'), path: '/' },
        { name: title, path: `/public/albums/${enc(user.username)}` },
      ]),
    ];
    return head;
  },

  '/terms-conditions': textPage('legal.terms.title', 'head.terms.description', '/terms-conditions'),
  '/privacy-policy': textPage('legal.privacy.title', 'head.privacy.description', '/privacy-policy'),
  '/photo-upload-guideline': textPage(
    'legal.guideline.title',
    'head.guideline.description',
    '/photo-upload-guideline',
  ),
  // Both pages show the deployment's social sign-in buttons: their config comes with the page.
  '/login': async (context) => {
    await context.get('/v1/public/config');
    return textPage('auth.login.title', 'head.login.description', '/login')(context);
  },
  '/signup': async (context) => {
    const { get, texts } = context;
    await get('/v1/public/config');
    // The gallery beside (or under) the form shows nine featured photos, ~10 KB each: the
    // page's largest content is one of them, which one depends on the screen.
    const featured = (await get<PhotoCard[]>('/v1/public/featured_photos')) ?? [];
    const head = baseHead(
      texts.t('auth.signup.pageTitle'),
      texts.t('head.signup.description'),
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
export async function describePage(
  url: URL,
  origin: string,
  ask: AskApi,
  language: Language = DEFAULT_LANGUAGE,
): Promise<DescribedPage> {
  const texts = headTexts(language);
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
  if (!match) {
    return { head: notFoundHead(texts), answers, module: NOT_FOUND_MODULE, plain: true };
  }
  if (match.page.kind === 'private') {
    // Noindex, and asked nothing: a plain private page (the account forms) needs no data.
    return {
      head: { ...baseHead(SITE_NAME, texts.t('head.site.description')), title: SITE_NAME },
      answers,
      module: match.page.module,
      plain: match.page.plain === true,
    };
  }
  const build = builders[match.page.pattern];
  if (!build) throw new Error(`No head for the public page ${match.page.pattern}`);
  const head = await build({ params: match.params, search: url.searchParams, origin, get, texts });
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
