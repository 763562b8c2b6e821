import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { PublicAlbum, PublicAlbumTile, PublicUser } from '@contract/browse.ts';
import { answerKey, type PreloadedAnswers } from '@contract/preloaded-answers.ts';
import type { PublicConfig } from '@contract/public-config.ts';
import { renderPage } from './entry-server.tsx';
import { photoCardFixture, photoDetailFixture } from './test/account-fixtures.ts';

/**
 * Decision 44: on a page the server draws, a phone shows the controls seconds before the script
 * arrives (decision 39), and with the script off, for good. Each control must then either work
 * as the web works without script (a link, a form the server answers, a native popover) or say
 * it is unavailable (`disabled`, `aria-disabled`). A control that looks ready and does nothing
 * is what this test refuses, on every plain page (contract/site-pages.ts) and the 404 page, as
 * a signed-out visitor gets them (signed-in visitors' pages are drawn by the script).
 */
const FREE = '11111111-1111-4111-8111-111111111111';
const PAID = '22222222-2222-4222-8222-222222222222';
const ALBUM = '33333333-3333-4333-8333-333333333333';

const cards = [photoCardFixture(FREE, 'Sigiriya at dawn'), photoCardFixture(PAID, 'Galle fort')];
const free = photoDetailFixture(FREE, 'Sigiriya at dawn', {
  album_id: ALBUM,
  album: { id: ALBUM, name: 'Cultural triangle' },
});
const paid = photoDetailFixture(PAID, 'Galle fort', { free_download: false, price: 4500 });
const config: PublicConfig = {
  google_client_id: null,
  facebook: null,
  payment_providers: ['STRIPE'],
  local_identity: { page: '/v1/dev/identity', providers: ['GOOGLE', 'FACEBOOK'] },
};
const album: PublicAlbum = {
  id: ALBUM,
  name: 'Cultural triangle',
  description: 'Rock fortresses and temples.',
  tags: 'sigiriya,dambulla',
  photo_count: 2,
  owner: { username: 'nuwan', first_name: 'Nuwan', last_name: 'Perera' },
  photos: cards,
};
const user: PublicUser = {
  first_name: 'Nuwan',
  last_name: 'Perera',
  username: 'nuwan',
  profile_photo: null,
  cover_photo: null,
};
const tiles: PublicAlbumTile[] = [
  {
    id: ALBUM,
    name: 'Cultural triangle',
    deleted: false,
    thumbnail: `/v1/public/photos/${FREE}/image?fullsize=false`,
    thumbnail_url: `/v1/public/photos/${FREE}/image?fullsize=false`,
    photo_count: 2,
    cover: {
      url: `/v1/public/photos/${FREE}/image?fullsize=true`,
      width: 1600,
      height: 1067,
      alt: 'Sigiriya at dawn',
    },
  },
];

function answers(entries: Record<string, unknown>): PreloadedAnswers {
  return Object.fromEntries(
    Object.entries(entries).map(([path, body]) => [answerKey(path), { status: 200, body }]),
  );
}

const photoAnswers = (photo: typeof free) => ({
  [`/v1/public/photos/${photo.id}`]: photo,
  [`/v1/public/photos/${photo.id}/similar`]: [cards[1]],
});

/** Every server-drawn page, with the answers the site app would embed in it. */
const pages: Record<string, PreloadedAnswers> = {
  '/': answers({ '/v1/public/featured_photos': cards }),
  '/searchresults?q=sigiriya': answers({
    '/v1/public/photos/search?q=sigiriya&page=1&per_page=24&sort=relevant': {
      photos: cards,
      total: 2,
      page: 1,
      per_page: 24,
    },
  }),
  [`/photodetail/${FREE}`]: answers(photoAnswers(free)),
  [`/photodetail/${PAID}`]: answers(photoAnswers(paid)),
  '/public/albums/nuwan': answers({
    '/v1/public/users/nuwan': user,
    '/v1/public/albums?username=nuwan': tiles,
  }),
  [`/public/albums/view/${ALBUM}`]: answers({ [`/v1/public/albums/${ALBUM}`]: album }),
  [`/public/albums/view/${ALBUM}/${FREE}`]: answers({
    [`/v1/public/albums/${ALBUM}`]: album,
    ...photoAnswers(free),
  }),
  '/login': answers({ '/v1/public/config': config }),
  '/signup': answers({
    '/v1/public/config': config,
    '/v1/public/featured_photos': cards,
  }),
  '/no/such/page': {},
};

type Language = 'en' | 'si' | 'ta';

/** A form the server answers: a GET or POST with an address to send it to. */
function serverForm(control: Element): boolean {
  const form = control.closest('form');
  const method = form?.getAttribute('method')?.toLowerCase();
  return !!form?.getAttribute('action') && (method === 'get' || method === 'post');
}

function isSubmit(control: Element): boolean {
  const type = control.getAttribute('type')?.toLowerCase();
  if (control.tagName === 'BUTTON') return type === null || type === undefined || type === 'submit';
  return control.tagName === 'INPUT' && (type === 'submit' || type === 'image');
}

/** Why a control is fine without the script, or null when it looks ready and does nothing. */
function worksOrSaysSo(control: Element, document: Document): string | null {
  if (control.hasAttribute('disabled')) return 'disabled';
  if (control.getAttribute('aria-disabled') === 'true') return 'aria-disabled';
  // The browser's own popover (HTML popovertarget): opens and closes with no script at all.
  const target = control.getAttribute('popovertarget');
  if (target && document.getElementById(target)?.hasAttribute('popover')) return 'popover';
  if (serverForm(control)) {
    if (isSubmit(control)) return 'submits';
    // A field the form sends, beside a button that submits it.
    const form = control.closest('form')!;
    const fields = ['SELECT', 'INPUT', 'TEXTAREA'];
    if (fields.includes(control.tagName) && [...form.querySelectorAll('*')].some(isSubmit)) {
      return 'sent with its form';
    }
  }
  return null;
}

function describeControl(control: Element): string {
  const name =
    control.getAttribute('aria-label') ??
    (control.textContent ?? '').trim() ??
    control.getAttribute('value');
  return `<${control.tagName.toLowerCase()}> "${name}"`;
}

const CONTROLS =
  'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"], input[type="image"], select';

async function draw(path: string, language: Language = 'en') {
  const html = await renderPage({
    url: `http://site.test${path}`,
    answers: pages[path]!,
    language,
  });
  expect(html, `${path} was not rendered`).not.toBeNull();
  return new JSDOM(`<div id="root">${html}</div>`).window.document;
}

async function silentControls(path: string, language: Language = 'en') {
  const document = await draw(path, language);
  const controls = [...document.querySelectorAll(CONTROLS)];
  return {
    count: controls.length,
    silent: controls
      .filter((control) => worksOrSaysSo(control, document) === null)
      .map(describeControl),
  };
}

describe('the controls of a server-drawn page, before the script', () => {
  it.each(Object.keys(pages))(
    '%s: each works without it or says it is unavailable',
    async (path) => {
      const { count, silent } = await silentControls(path);
      expect(count, `${path} has controls to check`).toBeGreaterThan(0);
      expect(silent).toEqual([]);
    },
  );

  it('holds in Sinhala and Tamil too', async () => {
    for (const language of ['si', 'ta'] as const) {
      for (const path of ['/', `/photodetail/${FREE}`, '/login']) {
        expect((await silentControls(path, language)).silent, `${path} in ${language}`).toEqual([]);
      }
    }
  });
});

describe('what each control does without the script', () => {
  const photoPage = `/photodetail/${FREE}`;

  it("Share opens a panel with the photo's full address, ready to copy by hand", async () => {
    const document = await draw(photoPage);
    const share = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Share',
    )!;
    const panel = document.getElementById(share.getAttribute('popovertarget')!)!;
    expect(panel.getAttribute('popover')).toBe('auto');
    const address = panel.querySelector('input')!;
    expect(address.hasAttribute('readonly')).toBe(true);
    expect(address.getAttribute('value')).toBe(`http://site.test/photodetail/${FREE}`);
    expect(panel.querySelector(`label[for="${address.id}"]`)?.textContent).toContain(
      'Link to this photo',
    );
    // Copying needs the script: unavailable until it runs, and the panel says to copy by hand.
    const copy = [...panel.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Copy link'),
    )!;
    expect(copy.hasAttribute('disabled')).toBe(true);
    expect(panel.textContent).toContain('Select the link and copy it to send it on.');
    // And closes again, also without the script.
    const close = panel.querySelector('button[popovertargetaction="hide"]')!;
    expect(close.getAttribute('popovertarget')).toBe(panel.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('favourite and add to collection lead a visitor to the login, and back to the photo', async () => {
    const document = await draw(photoPage);
    const next = encodeURIComponent(photoPage);
    for (const name of ['Add to favourites', 'Add to collection']) {
      const link = document.querySelector(`a[aria-label="${name}"]`);
      expect(link?.getAttribute('href'), name).toBe(`/login?next=${next}`);
    }
  });

  it("the footer's languages reload the same page in the language chosen", async () => {
    const document = await draw('/searchresults?q=sigiriya');
    const sinhala = [...document.querySelectorAll('button')].find((b) => b.textContent === 'සිංහල')!;
    const form = sinhala.closest('form')!;
    expect(form.getAttribute('action')).toBe('/searchresults');
    expect(form.getAttribute('method')).toBe('get');
    const sent = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(sent).toEqual([['q', 'sigiriya']]);
    expect([sinhala.getAttribute('name'), sinhala.getAttribute('value')]).toEqual(['lang', 'si']);
  });
});
