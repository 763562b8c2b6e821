import type {
  BreadcrumbListLeaf,
  CollectionPageLeaf,
  ImageGalleryLeaf,
  ImageObjectLeaf,
  OrganizationLeaf,
  PersonLeaf,
  PlaceLeaf,
  ProfilePageLeaf,
  QuantitativeValueLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import type { PhotoDetail, PublicAlbum, PublicUser } from '../contract/browse.ts';
import type { Language } from '../contract/language-codes.ts';
import type { PhotoCard } from '../contract/photo.ts';
import { previewSize } from '../media/derivative-sizes.ts';
import { SITE_NAME } from './page-head.ts';

/**
 * The JSON-LD of the public pages (issue 38), typed with schema-dts: the compiler refuses a
 * property schema.org does not define for the type, and a test checks the same at run time.
 * Nodes name each other by `@id`: the site's Organization and WebSite, a creator's Person, an
 * album's ImageGallery and a photo's ImageObject, so a crawler joins them across pages.
 */
const CONTEXT = 'https://schema.org' as const;

/** The site's logo: the manifest's 512 px icon (web/build/app-icons.ts). */
export const LOGO = { path: '/icons/icon-512.png', size: 512 } as const;

const enc = encodeURIComponent;

export const ids = {
  organization: (origin: string) => `${origin}/#organization`,
  website: (origin: string) => `${origin}/#website`,
  creatorPage: (origin: string, username: string) => `${origin}/public/albums/${enc(username)}`,
  person: (origin: string, username: string) => `${ids.creatorPage(origin, username)}#person`,
  albumPage: (origin: string, albumId: string) => `${origin}/public/albums/view/${enc(albumId)}`,
  gallery: (origin: string, albumId: string) => `${ids.albumPage(origin, albumId)}#gallery`,
  photoPage: (origin: string, photoId: string) => `${origin}/photodetail/${enc(photoId)}`,
  image: (origin: string, photoId: string) => `${ids.photoPage(origin, photoId)}#image`,
  /** The photo page's licence section: price, terms and the Buy button (issue 38). */
  licence: (origin: string, photoId: string) => `${ids.photoPage(origin, photoId)}#licence`,
};

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A length in pixels (UN/CEFACT's E37), as schema.org's width and height expect. */
function pixels(value: number): QuantitativeValueLeaf {
  return { '@type': 'QuantitativeValue', value, unitCode: 'E37', unitText: 'px' };
}

function person(
  origin: string,
  owner: { first_name: string; last_name: string; username: string | null },
): PersonLeaf {
  const name = personName(owner);
  if (!owner.username) return { '@type': 'Person', name };
  return {
    '@type': 'Person',
    '@id': ids.person(origin, owner.username),
    name,
    url: ids.creatorPage(origin, owner.username),
  };
}

export function breadcrumbs(
  origin: string,
  trail: { name: string; path: string }[],
): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** The site: who publishes it, with its logo (Google's Organization logo). */
export function organization(origin: string, description: string): WithContext<OrganizationLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ids.organization(origin),
    name: SITE_NAME,
    url: `${origin}/`,
    description,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${LOGO.path}`,
      contentUrl: `${origin}${LOGO.path}`,
      width: pixels(LOGO.size),
      height: pixels(LOGO.size),
      encodingFormat: 'image/png',
    },
  };
}

/**
 * The site with its search. The search page's address template is an EntryPoint; the
 * `query-input` annotation Google's retired search box used is no schema.org property.
 */
export function website(
  origin: string,
  description: string,
  language: Language,
): WithContext<WebSiteLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': ids.website(origin),
    name: SITE_NAME,
    url: `${origin}/`,
    description,
    inLanguage: language,
    publisher: { '@id': ids.organization(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/searchresults?q={search_term_string}`,
      },
    },
  };
}

/**
 * Where a photo was taken: the districts and sights its tags name, which the API reads from the
 * search glossary (lower-case English words: "nuwara eliya" is written "Nuwara Eliya"), all in
 * Sri Lanka.
 */
function places(names: string[]): PlaceLeaf[] {
  return names.map((name) => ({
    '@type': 'Place',
    name: name.replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    ),
    containedInPlace: { '@type': 'Country', name: 'Sri Lanka' },
  }));
}

/**
 * A photo as Google Images reads it for the "Licensable" badge: its licence, where to get one
 * (the photo page's licence section, which anyone can read), credit, creator and copyright.
 */
export function imageObject(
  origin: string,
  photo: PhotoDetail,
  about: string,
  language: Language,
): WithContext<ImageObjectLeaf> {
  const creator = personName(photo.uploader);
  const published = photo.published_at ?? photo.created_at;
  const size = previewSize(photo.width, photo.height);
  const location = places(photo.places);
  return {
    '@context': CONTEXT,
    '@type': 'ImageObject',
    '@id': ids.image(origin, photo.id),
    name: photo.name,
    description: photo.description || photo.alt || about,
    caption: photo.alt || photo.name,
    inLanguage: language,
    contentUrl: photo.public_urls.full,
    thumbnailUrl: photo.public_urls.thumbnail,
    url: ids.photoPage(origin, photo.id),
    mainEntityOfPage: ids.photoPage(origin, photo.id),
    width: pixels(size.width),
    height: pixels(size.height),
    encodingFormat: 'image/jpeg',
    keywords: photo.tags.join(', '),
    uploadDate: photo.created_at,
    datePublished: published,
    ...(location.length > 0 ? { contentLocation: location } : {}),
    isPartOf: { '@id': ids.gallery(origin, photo.album_id) },
    license: `${origin}/terms-conditions`,
    acquireLicensePage: ids.licence(origin, photo.id),
    creditText: `${creator} / ${SITE_NAME}`,
    creator: person(origin, photo.uploader),
    copyrightNotice: `© ${new Date(published).getUTCFullYear()} ${creator}`,
    copyrightHolder: person(origin, photo.uploader),
    publisher: { '@id': ids.organization(origin) },
    ...(photo.free_download
      ? { isAccessibleForFree: true }
      : {
          isAccessibleForFree: false,
          offers: {
            '@type': 'Offer',
            price: photo.price.toFixed(2),
            priceCurrency: 'LKR',
            availability: 'https://schema.org/InStock',
            url: ids.licence(origin, photo.id),
          },
        }),
  };
}

/** A photo of a gallery, named by the `@id` its own page gives it. */
function galleryImage(origin: string, photo: PhotoCard): ImageObjectLeaf {
  return {
    '@type': 'ImageObject',
    '@id': ids.image(origin, photo.id),
    name: photo.name,
    contentUrl: photo.public_urls.full,
    thumbnailUrl: photo.public_urls.thumbnail,
    url: ids.photoPage(origin, photo.id),
  };
}

/** An album: a collection page whose main entity is its gallery of photos. */
export function albumPage(
  origin: string,
  album: PublicAlbum,
  description: string,
  language: Language,
): WithContext<CollectionPageLeaf> {
  const page = ids.albumPage(origin, album.id);
  const gallery: ImageGalleryLeaf = {
    '@type': 'ImageGallery',
    '@id': ids.gallery(origin, album.id),
    name: album.name,
    url: page,
    author: person(origin, album.owner),
    associatedMedia: album.photos.map((photo) => galleryImage(origin, photo)),
  };
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    '@id': page,
    url: page,
    name: album.name,
    description,
    inLanguage: language,
    isPartOf: { '@id': ids.website(origin) },
    mainEntity: gallery,
  };
}

/** A creator's public page: a profile page about a person. */
export function profilePage(
  origin: string,
  user: PublicUser,
  description: string,
  title: string,
  language: Language,
): WithContext<ProfilePageLeaf> {
  const page = ids.creatorPage(origin, user.username);
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    '@id': page,
    url: page,
    name: title,
    description,
    inLanguage: language,
    isPartOf: { '@id': ids.website(origin) },
    mainEntity: {
      ...person(origin, user),
      alternateName: `@${user.username}`,
      ...(user.profile_photo ? { image: user.profile_photo } : {}),
    },
  };
}
