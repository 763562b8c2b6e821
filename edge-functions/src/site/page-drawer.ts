import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  NO_STORE,
  readSharedCacheControl,
  SHARED_CACHE,
  sharedCacheControl,
  shortestPolicy,
  type SharedCachePolicy,
} from '../lib/cache-control.ts';
import { hasSessionCookie } from '../middleware/shared-cache.ts';
import { readCookie, USER_COOKIE } from '../lib/cookies.ts';
import { siteOrigin } from '../lib/public-url.ts';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type Language,
} from '../contract/languages.ts';
import type { PreloadedAnswer, PreloadedAnswers } from '../contract/preloaded-answers.ts';
import {
  FORM_NOTICE_COOKIE,
  FORM_NOTICE_KEY,
  isFormNotice,
  type FormNoticeAnswer,
} from '../contract/form-posts.ts';
import { fillAppShell } from './app-shell.ts';
import { describePage } from './public-pages.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
  type SitePolicyConfig,
} from '../middleware/security-headers.ts';

/**
 * What drawing a page needs of the server: its settings and log, and its encoders. No database:
 * a page's data comes from the API (in-process in the function and under `npm start`, by HTTP
 * at the static host's edge, decision 48).
 */
export type PageDeps = Pick<AppDeps, 'config' | 'logger' | 'compression'>;

/** Where the built web app's index.html comes from: the local disk, or the static host. */
export type AppShellSource = () => Promise<string | null>;

/** The web app's server entry (web/src/entry-server.tsx, decision 32): a plain page's markup. */
export type PageRenderer = (page: {
  url: string;
  answers: PreloadedAnswers;
  language: Language;
}) => Promise<string | null>;

export interface SiteOptions {
  /** The /v1 API, asked for each page's first data (in-process, or by HTTP at the edge). */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  appShell: AppShellSource;
  /** Without one (the web app's server entry is not built), the browser draws every page. */
  renderPage?: PageRenderer | null;
  /**
   * The deployment whose page policy the pages carry, when it is not the server's own
   * configuration: at the static host's edge, the one its `_headers` file is written from.
   */
  policy?: SitePolicyConfig;
}

const NOT_BUILT =
  '<!doctype html><title>LankaLens API</title><p>The web app is not built. Run <code>npm run build</code>, or open the Vite dev server (<code>npm run dev</code>, port 5173).</p>';

/**
 * A signed-in visitor's browser draws the navbar with their name at once; markup made for a
 * visitor would flash "Login" first, so their pages are drawn by the script as before.
 */
const signedIn = (c: Context) => hasSessionCookie(c) || readCookie(c, USER_COOKIE) !== undefined;

/**
 * The web app's pages as the server delivers them (decision 21): the built index.html with the
 * page's own head (title, description, canonical, share previews, structured data, the first
 * view's image) and first data, the 404 status for unknown addresses and `noindex` on private
 * ones. One drawing for `npm start`, the function (form posts) and the static host's edge.
 */
export function createPageDrawer(deps: PageDeps, options: SiteOptions) {
  const { config } = deps;

  /**
   * The page's answers, asked as an anonymous visitor would (nothing of the visitor goes along:
   * the page is the same for everyone, so a shared cache may keep it), and how long each of them
   * may be kept: `null` for one that may not be.
   */
  function askApi(c: Context) {
    const origin = new URL(c.req.url).origin;
    const policies: (SharedCachePolicy | null)[] = [];
    const ask = async (pathAndQuery: string): Promise<PreloadedAnswer> => {
      const answer = await options.api.fetch(new Request(`${origin}${pathAndQuery}`));
      policies.push(readSharedCacheControl(answer.headers.get('cache-control')));
      const type = answer.headers.get('content-type') ?? '';
      const body: unknown = type.includes('application/json') ? await answer.json() : null;
      return { status: answer.status, body };
    };
    return { ask, policies };
  }

  /** The page headers allow the template's own inline script by its hash; a new build, new hash. */
  let headersFor: { template: string; headers: Promise<Record<string, string>> } | null = null;
  function pageHeaders(template: string) {
    if (headersFor?.template !== template) {
      const headers = inlineScriptHashes(template).then((hashes) =>
        documentSecurityHeaders(documentPolicyFor(options.policy ?? config, hashes)),
      );
      headersFor = { template, headers };
    }
    return headersFor.headers;
  }

  /**
   * A plain page's markup, or null: the page is then drawn by the script, as it was before
   * server rendering, so a failed render costs speed, never the page.
   */
  async function renderMarkup(
    url: URL,
    answers: PreloadedAnswers,
    language: Language,
  ): Promise<string | null> {
    if (!options.renderPage) return null;
    try {
      return await options.renderPage({ url: url.href, answers, language });
    } catch (error) {
      deps.logger.error('server render failed', { path: url.pathname, error: String(error) });
      return null;
    }
  }

  /**
   * The page at this address, drawn with its head, first data and (for a plain page) markup.
   * `posted`: a form post's result (decision 45), which makes the page the visitor's own: drawn
   * with that answer among the others, in the post's status, and kept by no cache.
   */
  async function drawPage(
    c: Context<AppEnv>,
    posted?: { answers: PreloadedAnswers; status: number },
  ): Promise<Response> {
    const template = await options.appShell();
    if (!template) return c.html(NOT_BUILT, 503);
    for (const [name, value] of Object.entries(await pageHeaders(template))) c.header(name, value);
    const origin = siteOrigin(c, config);
    const url = new URL(c.req.url);
    const { ask, policies } = askApi(c);
    // A language in the address (`?lang=si`, the hreflang alternates) wins over the cookie. The
    // head is in it too (issue 38): title, description, share texts and structured data.
    const language = resolveLanguage({
      cookie: [url.searchParams.get(LANGUAGE_COOKIE), readCookie(c, LANGUAGE_COOKIE)].find(
        isLanguage,
      ),
      acceptLanguage: c.req.header('accept-language'),
    });
    const page = await describePage(url, origin, ask, language);
    const { head, module, plain } = page;
    const answers = { ...page.answers, ...posted?.answers, ...takeNotice(c) };
    const markup = plain && !signedIn(c) ? await renderMarkup(url, answers, language) : null;
    const html = fillAppShell(template, { head, origin, answers, module, markup, language });
    // The page is in the visitor's language: a shared cache keeps one copy per Accept-Language
    // (a visitor whose `lang` cookie disagrees with a kept copy gets it redrawn by the script).
    c.header('vary', 'Accept-Language');
    c.header('content-language', language);
    // Kept no longer than the answers it embeds; not at all when one of them may not be, or
    // when the page carries what this visitor posted or a notice for them.
    const own = posted !== undefined || FORM_NOTICE_KEY in answers;
    const policy =
      own || policies.includes(null)
        ? null
        : (shortestPolicy(policies as SharedCachePolicy[]) ?? SHARED_CACHE.page);
    c.header('cache-control', policy ? sharedCacheControl(policy) : NO_STORE);
    if (head.noindex) c.header('x-robots-tag', 'noindex');
    return c.html(html, (posted?.status ?? head.status) as 200);
  }

  return drawPage;
}

/**
 * The notice a successful form post left for the next page (a one-read cookie), as an answer
 * of that page; the cookie goes with it.
 */
function takeNotice(c: Context): PreloadedAnswers {
  const notice = readCookie(c, FORM_NOTICE_COOKIE);
  if (notice === undefined) return {};
  deleteCookie(c, FORM_NOTICE_COOKIE, { path: '/' });
  if (!isFormNotice(notice)) return {};
  return { [FORM_NOTICE_KEY]: { status: 200, body: { notice } satisfies FormNoticeAnswer } };
}
