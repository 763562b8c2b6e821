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
  SIGNUP_GALLERY_SIZE,
} from '../contract/page-requests.ts';
import {
  matchSitePage,
  NOT_FOUND_MODULE,
  pages,
  pathTo,
  type PageName,
  type SitePage,
} from '../contract/site-pages.ts';
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
 * Each public page's head and first data, from the /v1 answers the page list says the web app
 * asks for first (decision 21, 56). `ask` reaches the API in-process; every answer it gets goes
 * into the page, so the app does not ask again.
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
  /** The page's first data by the list's names (`firstData`); null where the API failed. */
  data: Record<string, unknown>;
}

/** A first-data answer by its name in the page list, as the API's answer type says. */
const answer = <T>(context: PageContext, name: string): T | null =>
  (context.data[name] ?? null) as T | null;

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

/** The public pages of a creator and of an album, for breadcrumbs and canonical addresses. */
const creatorPath = (username: string) => pathTo(pages.publicAlbums, { username });
const albumPath = (albumId: string) => pathTo(pages.publicAlbum, { albumId });

async function photoHead(context: PageContext): Promise<PageHead> {
  const { origin, texts } = context;
  const photo = answer<PhotoDetail>(context, 'photo');
  if (!photo) return notFoundHead(texts, texts.t('photo.notFound.title'));
  const creator = personName(photo.uploader);
  const canonicalPath = pathTo(pages.photoDetail, { photoId: photo.id });
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
      path: creatorPath(photo.uploader.username),
    });
  }
  trail.push({ name: photo.album.name, path: albumPath(photo.album_id) });
  trail.push({ name: photo.name, path: canonicalPath });
  head.jsonLd = [imageObject(origin, photo, about, texts.language), breadcrumbs(origin, trail)];
  return head;
}

/** A page whose head is its title and one sentence of the catalogue. */
const textPage =
  (title: HeadKey, description: HeadKey, page: SitePage): Builder =>
  async ({ texts }) =>
    baseHead(texts.t(title), texts.t(description), pathTo(page));

/** The head of each indexed page (a site-app test draws every page of the list). */
const builders: Partial<Record<PageName, Builder>> = {
  home: async (context) => {
    const { origin, texts } = context;
    const featured = answer<PhotoCard[]>(context, 'featured') ?? [];
    const head = baseHead(
      texts.t('home.pageTitle'),
      texts.t('head.site.description'),
      pathTo(pages.home),
    );
    const first = pickSlides(featured)[0];
    if (first) {
      head.image = sharedPreview(first);
      head.preloadImages = [previewPreload(first, HERO_IMAGE_SIZES)];
    }
    const description = texts.t('head.site.description');
    head.jsonLd = [organization(origin, description), website(origin, description, texts.language)];
    return head;
  },

  searchResults: async (context) => {
    const { search, texts } = context;
    const { q } = readSearchPageParams(search);
    const page = pathTo(pages.searchResults);
    if (!q) return baseHead(texts.t('search.pageTitleEmpty'), texts.t('head.search.intro'), page);
    const found = answer<SearchAnswer>(context, 'search');
    const total = found?.total ?? 0;
    // Past the cap the total is a floor (decision 41): "1,000+", as the page itself says.
    const head = baseHead(
      texts.t('search.pageTitle', { q }),
      total > 0
        ? shortDescription(
            texts.t(
              found?.total_capped ? 'head.search.descriptionCapped' : 'head.search.description',
              { q, count: total },
            ),
          )
        : texts.t('head.search.none', { q }),
      // Filters and order narrow the same results: one address for the query.
      total > 0 ? `${page}?${new URLSearchParams({ q })}` : undefined,
    );
    const photos = found?.photos ?? [];
    if (photos[0]) head.image = sharedPreview(photos[0]);
    head.preloadImages = gridPreloads(photos);
    return head;
  },

  photoDetail: photoHead,

  publicAlbumPhoto: photoHead,

  publicAlbum: async (context) => {
    const { origin, texts } = context;
    const album = answer<PublicAlbum>(context, 'album');
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
      albumPath(album.id),
    );
    if (album.photos[0]) head.image = sharedPreview(album.photos[0]);
    head.preloadImages = gridPreloads(album.photos);
    const trail = [{ name: texts.t('head.breadcrumb.home'), path: '/' }];
    if (album.owner.username) {
      trail.push({
        name: texts.t('albums.pageTitle', { name: owner }),
        path: creatorPath(album.owner.username),
      });
    }
    trail.push({ name: album.name, path: albumPath(album.id) });
    head.jsonLd = [
      albumPage(origin, album, head.description, texts.language),
      breadcrumbs(origin, trail),
    ];
    return head;
  },

  publicAlbums: async (context) => {
    const { origin, texts } = context;
    const user = answer<PublicUser>(context, 'user');
    const albums = answer<PublicAlbumTile[]>(context, 'albums');
    if (!user) return notFoundHead(texts, texts.t('albums.photographerNotFound.title'));
    const name = personName(user);
    const live = (albums ?? []).filter((album) => !album.deleted);
    const head = baseHead(
      texts.t('albums.pageTitle', { name: user.first_name }),
      shortDescription(texts.t('head.creator.description', { count: live.length, name })),
      creatorPath(user.username),
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
        { name: title, path: creatorPath(user.username) },
      ]),
    ];
    return head;
  },

  termsConditions: textPage('legal.terms.title', 'head.terms.description', pages.termsConditions),
  privacyPolicy: textPage('legal.privacy.title', 'head.privacy.description', pages.privacyPolicy),
  uploadGuideline: textPage(
    'legal.guideline.title',
    'head.guideline.description',
    pages.uploadGuideline,
  ),
  // The social sign-in buttons' config is the login page's first data (page list).
  login: textPage('auth.login.title', 'head.login.description', pages.login),
  signup: async (context) => {
    const { texts } = context;
    // The gallery beside (or under) the form shows nine featured photos, ~10 KB each: the
    // page's largest content is one of them, which one depends on the screen.
    const featured = answer<PhotoCard[]>(context, 'featured') ?? [];
    const head = baseHead(
      texts.t('auth.signup.pageTitle'),
      texts.t('head.signup.description'),
      pathTo(pages.signup),
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
  const get = async (pathAndQuery: string): Promise<unknown> => {
    const answer = await ask(pathAndQuery).catch(() => null);
    if (!answer) return null;
    // A missing photo is an answer the page can show at once; a failure is left to the browser.
    if ((answer.status >= 200 && answer.status < 300) || answer.status === 404) {
      answers[answerKey(pathAndQuery)] = answer;
    }
    return answer.status >= 200 && answer.status < 300 ? answer.body : null;
  };
  const match = matchSitePage(url.pathname);
  if (!match) {
    return { head: notFoundHead(texts), answers, module: NOT_FOUND_MODULE, plain: true };
  }
  if (!match.page.indexed) {
    // Noindex, and asked nothing: a plain private page (the account forms) needs no data.
    return {
      head: { ...baseHead(SITE_NAME, texts.t('head.site.description')), title: SITE_NAME },
      answers,
      module: match.page.module,
      plain: match.page.drawn === 'server',
    };
  }
  const build = builders[match.page.name];
  if (!build) throw new Error(`No head for the public page ${match.page.pattern}`);
  const address = { params: match.params, search: url.searchParams };
  // The page's first requests all at once, as the route's loader makes them.
  const requests = Object.entries(match.page.firstData?.(address) ?? {});
  const data = Object.fromEntries(
    await Promise.all(requests.map(async ([name, request]) => [name, await get(request)])),
  ) as Record<string, unknown>;
  const head = await build({ ...address, origin, data, texts });
  return {
    head,
    answers: inKeyOrder(answers),
    module: match.page.module,
    plain: match.page.drawn === 'server',
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
