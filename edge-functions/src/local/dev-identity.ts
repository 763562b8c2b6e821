import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-env.ts';
import { STAND_IN_PATH } from '../config.ts';
import type { LocalIdentityMessage } from '../contract/public-config.ts';
import { siteOrigin } from '../lib/public-url.ts';
import { escapeHtml, scriptJson } from '../site/page-head.ts';
import {
  standInFacebookToken,
  standInGoogleToken,
  standInProviderRoutes,
  type StandInPerson,
} from '../adapters/auth/stand-in-providers.ts';

/**
 * The local identity page (local mode, for each provider without keys; docs/accounts.md): the
 * popup the Google and Facebook buttons open. You pick or type a name and an e-mail and allow,
 * or cancel; the page then posts the provider's token (or the refusal) to the window that opened
 * it, as the providers' own popups do, and closes. The tokens are checked by the real verifier
 * through the stand-in endpoints mounted beside it.
 */

const PROVIDERS = { GOOGLE: 'Google', FACEBOOK: 'Facebook' } as const;
type Provider = keyof typeof PROVIDERS;

const providerParam = z.enum(['GOOGLE', 'FACEBOOK']);

const consentForm = z.object({
  provider: providerParam,
  first_name: z.string().default('').pipe(z.string().trim().min(1, 'Type a first name').max(100)),
  last_name: z.string().trim().max(100).default(''),
  email: z.string().trim().max(254).default(''),
  // An unticked checkbox is not sent: a provider that gives no address (spec 8).
  share_email: z.literal('on').optional(),
});

/** People to pick with one click: new ones, and the demo buyer, whose account is then joined. */
const PICKS: (StandInPerson & { note: string })[] = [
  { firstName: 'Sanduni', lastName: 'Perera', email: 'sanduni.perera@example.com', note: 'new' },
  { firstName: 'Kasun', lastName: 'Fernando', email: 'kasun.fernando@example.com', note: 'new' },
  { firstName: 'Demo', lastName: 'Buyer', email: 'buyer@example.com', note: 'demo account' },
];

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.box{border:1px solid #ccc;border-radius:8px;padding:1.25rem;margin-bottom:1rem}
label{display:block;margin:.6rem 0}input[type=text],input[type=email]{display:block;width:100%;padding:.4rem;box-sizing:border-box}
button{font-size:1rem;padding:.5rem 1.2rem;margin:.4rem .4rem 0 0;cursor:pointer}
.error{color:#b00020}ul{list-style:none;padding:0}li form{margin:0}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head>
<body>${body}</body></html>`;
}

interface Typed {
  first_name?: string;
  last_name?: string;
  email?: string;
  share_email?: string;
}

function consentPage(provider: Provider, typed: Typed = {}, error?: string): string {
  const name = PROVIDERS[provider];
  const hidden = `<input type="hidden" name="provider" value="${provider}">`;
  const value = (field: keyof Typed) => escapeHtml(typed[field] ?? '');
  const shareChecked = error === undefined || typed.share_email === 'on' ? ' checked' : '';
  const picks = PICKS.map(
    (p) => `<li><form method="post" action="${STAND_IN_PATH}/consent">${hidden}
<input type="hidden" name="first_name" value="${escapeHtml(p.firstName)}">
<input type="hidden" name="last_name" value="${escapeHtml(p.lastName)}">
<input type="hidden" name="email" value="${escapeHtml(p.email ?? '')}">
<input type="hidden" name="share_email" value="on">
<button type="submit">${escapeHtml(`${p.firstName} ${p.lastName}`)} &middot; ${escapeHtml(p.email ?? '')} (${escapeHtml(p.note)})</button></form></li>`,
  ).join('\n');
  return page(
    `Sign in with ${name} (local)`,
    `<p><small>Local stand-in for ${name}: no ${name} account is used and nothing leaves this machine.</small></p>
<div class="box"><h1>Sign in with ${name}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${STAND_IN_PATH}/consent">${hidden}
<label>First name <input type="text" name="first_name" value="${value('first_name')}" autocomplete="off"></label>
<label>Last name <input type="text" name="last_name" value="${value('last_name')}" autocomplete="off"></label>
<label>E-mail <input type="email" name="email" value="${value('email')}" autocomplete="off"></label>
<label><input type="checkbox" name="share_email" value="on"${shareChecked}> Share my e-mail address</label>
<p>LankaLens will receive your name and, if shared, your e-mail address.</p>
<button type="submit">Allow</button>
<button type="submit" formaction="${STAND_IN_PATH}/cancel" formnovalidate>Cancel</button>
</form></div>
<div class="box"><h2>Or pick someone</h2><ul>
${picks}
</ul></div>`,
  );
}

/** The answer page: hands `message` to the opener (return.js) and closes. */
function returnPage(siteOriginUrl: string, message: LocalIdentityMessage): string {
  const data = scriptJson({ origin: siteOriginUrl, message });
  return page(
    'Returning to LankaLens',
    `<p>Returning to LankaLens&hellip;</p>
<p id="no-opener" hidden>This page was not opened by LankaLens. Close it and use the sign-in buttons.</p>
<script type="application/json" id="answer">${data}</script>
<script src="${STAND_IN_PATH}/return.js"></script>`,
  );
}

/** Posts the answer to the opener, only to the web app's origin, then closes the popup. */
const RETURN_SCRIPT = `const { origin, message } = JSON.parse(document.getElementById('answer').textContent);
if (window.opener) {
  window.opener.postMessage(message, origin);
  window.close();
} else {
  document.getElementById('no-opener').hidden = false;
}
`;

/**
 * Never cached; and the popup keeps its link to the page that opened it (the site's pages allow
 * popups while the stand-in is on: middleware/security-headers.ts).
 */
const popupHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('cache-control', 'no-store');
  c.header('cross-origin-opener-policy', 'unsafe-none');
};

function validationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Check the form';
}

export function devIdentityRoutes(deps: AppDeps) {
  const { config } = deps;
  const now = () => deps.now?.() ?? new Date();
  const playing = config.social.standIn?.providers ?? [];
  const played = (provider: Provider) =>
    playing.includes(provider === 'GOOGLE' ? 'google' : 'facebook');

  return (
    new Hono()
      .use(STAND_IN_PATH, popupHeaders)
      .use(`${STAND_IN_PATH}/*`, popupHeaders)
      .get(STAND_IN_PATH, (c) => {
        const provider = providerParam.safeParse(c.req.query('provider'));
        if (!provider.success || !played(provider.data)) {
          return c.html(page('Sign in', '<p>No such local sign-in.</p>'), 404);
        }
        return c.html(consentPage(provider.data));
      })
      .post(`${STAND_IN_PATH}/consent`, async (c) => {
        // A body that is no form (a broken multipart) is the client's mistake: 400, not 500.
        const body = (await c.req.parseBody().catch(() => null)) as
          (Typed & { provider?: string }) | null;
        if (!body) return c.html(page('Sign in', '<p>The form could not be read.</p>'), 400);
        const form = consentForm.safeParse(body);
        const provider = providerParam.safeParse(body.provider);
        if (!provider.success || !played(provider.data)) {
          return c.html(page('Sign in', '<p>No such local sign-in.</p>'), 404);
        }
        if (!form.success) {
          return c.html(consentPage(provider.data, body, validationMessage(form.error)), 400);
        }
        const email = form.data.share_email ? form.data.email.toLowerCase() : '';
        if (form.data.share_email && !z.string().email().safeParse(email).success) {
          return c.html(consentPage(provider.data, body, 'Type an e-mail address'), 400);
        }
        const person: StandInPerson = {
          firstName: form.data.first_name,
          lastName: form.data.last_name,
          email: email || null,
        };
        const token =
          provider.data === 'GOOGLE'
            ? await standInGoogleToken(config, person, now())
            : await standInFacebookToken(config, person, now());
        return c.html(
          returnPage(siteOrigin(c, config), {
            type: 'lankalens-local-identity',
            outcome: 'signed-in',
            provider: provider.data,
            token,
            email: person.email,
          }),
        );
      })
      .post(`${STAND_IN_PATH}/cancel`, (c) =>
        c.html(
          returnPage(siteOrigin(c, config), {
            type: 'lankalens-local-identity',
            outcome: 'cancelled',
          }),
        ),
      )
      .get(`${STAND_IN_PATH}/return.js`, (c) => {
        c.header('content-type', 'text/javascript; charset=utf-8');
        return c.body(RETURN_SCRIPT);
      })
      // The JWKS and Graph-like endpoints, also reachable from a browser to look at.
      .route('/', standInProviderRoutes(config, now))
  );
}
