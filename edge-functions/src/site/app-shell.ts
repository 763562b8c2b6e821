import {
  CATALOGUE_KEY,
  DEFERRED_SCRIPTS_ID,
  type DeferredScripts,
} from '../contract/deferred-scripts.ts';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.ts';
import { PRELOADED_ANSWERS_ID, type PreloadedAnswers } from '../contract/preloaded-answers.ts';
import { escapeHtml, headTags, imagePreloads, scriptJson, type PageHead } from './page-head.ts';

/**
 * The built web app's index.html as a template (decision 21): the server fills in each page's
 * head and first data; the JavaScript, styles and the inline design-system preload stay as the
 * build wrote them.
 */
const TITLE = /<title>[^<]*<\/title>/;
/** The build's map of route modules to their files (web/build/app-shell-file.ts). */
const PAGE_ASSETS = /\s*<script type="application\/json" id="page-assets">([^<]*)<\/script>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** Refuses a template this module cannot fill, at start rather than on a visitor's request. */
export function checkAppShell(html: string): string {
  if (
    !TITLE.test(html) ||
    !DESCRIPTION.test(html) ||
    !html.includes('</head>') ||
    !html.includes('</body>') ||
    !html.includes(EMPTY_ROOT) ||
    !HTML_LANG.test(html)
  ) {
    throw new Error(
      `index.html has no <html lang>, <title>, description, </head>, </body> or ${EMPTY_ROOT} to fill in`,
    );
  }
  return html;
}

/** The files each route module loads beyond the entry, as the build listed them. */
export function pageAssets(template: string): Record<string, string[]> {
  const block = PAGE_ASSETS.exec(template)?.[1];
  if (!block) return {};
  try {
    return JSON.parse(block) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/**
 * Fetched beside the entry: the page's own chunks, and its stylesheets. Markup from the server
 * needs its styles before the first paint, so they block it then (they are the route's own few
 * KB), and its scripts wait for that paint (`deferScripts`); a page the script draws preloads
 * both beside the entry.
 */
function assetPreloads(files: string[], rendered: boolean): string[] {
  return files.flatMap((file) => {
    const href = escapeHtml(file);
    if (file.endsWith('.css')) {
      return rendered
        ? [`<link rel="stylesheet" crossorigin href="${href}" />`]
        : [`<link rel="preload" as="style" crossorigin href="${href}" />`];
    }
    return rendered ? [] : [`<link rel="modulepreload" crossorigin href="${href}" />`];
  });
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * A server-rendered page's scripts, named in a data block for the build's loader to request
 * after the first paint (decision 39) instead of from the head.
 */
function deferScripts(template: string, routeFiles: string[]): { html: string; block: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return { html: template, block: '' };
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const scripts: DeferredScripts = {
    entry,
    preload: [...preload, ...routeFiles.filter((file) => !file.endsWith('.css'))],
  };
  return {
    html: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    block: `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${scriptJson(scripts)}</script>`,
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

export function fillAppShell(
  template: string,
  page: {
    head: PageHead;
    origin: string;
    answers: PreloadedAnswers;
    module?: string;
    /** The page's markup rendered on the server (decision 32), which the browser hydrates. */
    markup?: string | null;
    /** The language the page is in: `<html lang>`, which the web app starts in. */
    language?: Language;
  },
): string {
  const { head, origin, answers, markup, language = DEFAULT_LANGUAGE } = page;
  const assets = pageAssets(template);
  const files = page.module ? (assets[page.module] ?? []) : [];
  // The catalogue of the page's language comes with the deferred scripts: the entry asks for it
  // first thing, and on a phone's 560 ms round trip waiting for that ask cost the most.
  const catalogue = assets[`${CATALOGUE_KEY}${language}`] ?? [];
  const deferred = markup
    ? deferScripts(template, [...files, ...catalogue])
    : { html: template, block: '' };
  const data =
    Object.keys(answers).length > 0
      ? `<script type="application/json" id="${PRELOADED_ANSWERS_ID}">${scriptJson(answers)}</script>\n  `
      : '';
  return (
    deferred.html
      .replace(HTML_LANG, () => `<html lang="${language}">`)
      .replace(PAGE_ASSETS, '')
      // Before the entry, which the build put further down the head: on Lighthouse's phone
      // profile this order measured best (decision 21, docs/performance.md).
      .replace(TITLE, () =>
        [
          `<title>${escapeHtml(head.title)}</title>`,
          ...imagePreloads(head),
          ...assetPreloads(files, Boolean(markup)),
          headTags(head, origin, language),
          ...(deferred.block ? [deferred.block] : []),
        ].join('\n    '),
      )
      .replace(
        DESCRIPTION,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
      )
      .replace(EMPTY_ROOT, () => (markup ? `<div id="root">${markup}</div>` : EMPTY_ROOT))
      .replace('</body>', () => `${data}</body>`)
  );
}
