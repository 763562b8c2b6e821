import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '../contract/language-codes.ts';
/**
 * What a server-delivered page says about itself in its `<head>` (decision 21): title,
 * description, canonical address, share previews, structured data and the first view's image.
 */
export interface SharedImage {
  /** Absolute URL. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
  /** The MIME type of a `<picture>` source's preload (AVIF). */
  type?: string;
  /** The page's largest image (its LCP): fetched ahead of everything but the HTML. */
  highPriority: boolean;
}

export interface PageHead {
  status: number;
  /** The whole title, site name included. */
  title: string;
  description: string;
  /** Path and query of the page's one address; absent for pages that say `noindex`. */
  canonicalPath?: string;
  noindex: boolean;
  image?: SharedImage;
  jsonLd: object[];
  preloadImages: PreloadImage[];
}

export const SITE_NAME = 'LankaLens';

/** `<title>`: the page's own words first, then the site, as the web app writes it. */
export function pageTitle(words: string): string {
  return `${words} · ${SITE_NAME}`;
}

/** A description search engines show whole: at most about 160 characters, cut at a word. */
export function shortDescription(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's images fetched with the HTML, as the page's `<img srcset sizes>` will pick them. */
export function imagePreloads(head: PageHead): string[] {
  return head.preloadImages.map((image) => {
    const attributes = [
      'rel="preload"',
      'as="image"',
      `href="${escapeHtml(image.href)}"`,
      image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
      image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
      // A `<picture>` source's preload: browsers without the format skip it, as they skip it.
      image.type ? `type="${escapeHtml(image.type)}"` : '',
      image.highPriority ? 'fetchpriority="high"' : '',
    ];
    return `<link ${attributes.filter(Boolean).join(' ')} />`;
  });
}

/** Open Graph's locale for each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', si: 'si_LK', ta: 'ta_LK' };

/**
 * A page's address in a language: English at the plain address, Sinhala and Tamil with `lang`
 * in the query (addresses are not localised; the site app reads `lang` before the cookie).
 */
export function addressInLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const url = new URL(path, 'http://page.invalid');
  url.searchParams.set(LANGUAGE_COOKIE, language);
  return `${url.pathname}${url.search}`;
}

/**
 * The tags that describe the page, after `<title>`, for a site at `origin`, in `language`: its
 * canonical address is the one in its own language, and `hreflang` alternates name the others.
 */
export function headTags(
  head: PageHead,
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const path = head.canonicalPath;
  const canonical = path ? `${origin}${addressInLanguage(path, language)}` : undefined;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (path) {
    for (const other of LANGUAGES) {
      const href = `${origin}${addressInLanguage(path, other)}`;
      tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(href)}" />`);
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url));
    if (head.image.width && head.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(head.image.width)),
        meta('property', 'og:image:height', String(head.image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
