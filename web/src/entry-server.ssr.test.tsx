import { describe, expect, it } from 'vitest';
import { answerKey, type PreloadedAnswers } from '@contract/preloaded-answers.ts';
import { renderPage } from './entry-server.tsx';
import { photoCardFixture, photoDetailFixture } from './test/account-fixtures.ts';

/**
 * The web app's server entry (decision 32), in Node with no DOM, as the site app calls it: the
 * markup a phone paints before any script runs, made only from the answers the page carries.
 */
const ID = '11111111-1111-4111-8111-111111111111';
const SIMILAR = '22222222-2222-4222-8222-222222222222';

const photo = photoDetailFixture(ID, 'Sigiriya at dawn');

function answers(entries: Record<string, unknown>): PreloadedAnswers {
  return Object.fromEntries(
    Object.entries(entries).map(([path, body]) => [answerKey(path), { status: 200, body }]),
  );
}

const photoAnswers = answers({
  [`/v1/public/photos/${ID}`]: photo,
  [`/v1/public/photos/${ID}/similar`]: [photoCardFixture(SIMILAR, 'Lion rock steps')],
});

describe('renderPage', () => {
  it('draws the photo page whole: the shell, the photo, its panel and the similar photos', async () => {
    const html = await renderPage({
      url: `http://site.test/photodetail/${ID}`,
      answers: photoAnswers,
      language: 'en',
    });
    expect(html).toContain('<h1');
    expect(html).toContain('Sigiriya at dawn');
    expect(html).toContain('Nuwan Perera');
    // The photo itself, so the browser can paint the page's largest image from the HTML alone.
    expect(html).toMatch(/<img[^>]+alt="Sigiriya at dawn alt"/);
    expect(html).toContain('Lion rock steps');
    expect(html).toContain('href="/signup"');
  });

  it('draws a search with its results and their count', async () => {
    const cards = [photoCardFixture(ID, 'Sigiriya at dawn'), photoCardFixture(SIMILAR, 'Steps')];
    const html = await renderPage({
      url: 'http://site.test/searchresults?q=sigiriya',
      answers: answers({
        '/v1/public/photos/search?q=sigiriya&page=1&per_page=24&sort=relevant': {
          photos: cards,
          total: 2,
          page: 1,
          per_page: 24,
        },
      }),
      language: 'en',
    });
    expect(html).toContain('2 photos');
    expect(html).toMatch(/<a[^>]+href="\/photodetail\/11111111-1111-4111-8111-111111111111"/);
  });

  it('draws a capped count as "1,000+ photos", in each language', async () => {
    // Past 1,000 matches the API stops counting and says so (decision 41).
    const search = answers({
      '/v1/public/photos/search?q=elephant&page=1&per_page=24&sort=relevant': {
        photos: [photoCardFixture(ID, 'Elephants at Minneriya')],
        total: 1000,
        total_capped: true,
        page: 1,
        per_page: 24,
        query: 'elephant',
        fuzzy: false,
      },
    });
    const [english, sinhala, tamil] = await Promise.all(
      (['en', 'si', 'ta'] as const).map((language) =>
        renderPage({ url: 'http://site.test/searchresults?q=elephant', answers: search, language }),
      ),
    );
    expect(english).toContain('1,000+ photos');
    expect(english).not.toContain('1,000 photos');
    expect(sinhala).toContain('ඡායාරූප 1,000+');
    expect(tamil).toContain('1,000+ புகைப்படங்கள்');
  });

  it('writes the page in the language asked for', async () => {
    // The login page carries the deployment's sign-in options, and draws its social buttons.
    const login = answers({
      '/v1/public/config': {
        google_client_id: null,
        facebook: null,
        payment_providers: ['STRIPE'],
        local_identity: { page: '/v1/dev/identity', providers: ['GOOGLE', 'FACEBOOK'] },
      },
    });
    const [english, sinhala, tamil] = await Promise.all(
      (['en', 'si', 'ta'] as const).map((language) =>
        renderPage({ url: 'http://site.test/login', answers: login, language }),
      ),
    );
    expect(english).toContain('Login');
    expect(english).toContain('Continue with Google');
    expect(sinhala).toMatch(/[\u0D80-\u0DFF]/);
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('gives up on the login page without its sign-in options, rather than draw it without them', async () => {
    expect(
      await renderPage({ url: 'http://site.test/login', answers: {}, language: 'en' }),
    ).toBeNull();
  });

  it('gives up on a page whose data the server did not ask for, rather than draw it otherwise', async () => {
    const html = await renderPage({
      url: `http://site.test/photodetail/${ID}`,
      answers: {},
      language: 'en',
    });
    expect(html).toBeNull();
  });

  it('keeps renders running side by side apart', async () => {
    const other = '33333333-3333-4333-8333-333333333333';
    const otherAnswers = answers({
      [`/v1/public/photos/${other}`]: {
        ...photo,
        id: other,
        name: 'Galle fort lighthouse',
        alt: 'Galle fort lighthouse',
      },
      [`/v1/public/photos/${other}/similar`]: [],
    });
    const [first, second] = await Promise.all([
      renderPage({
        url: `http://site.test/photodetail/${ID}`,
        answers: photoAnswers,
        language: 'en',
      }),
      renderPage({
        url: `http://site.test/photodetail/${other}`,
        answers: otherAnswers,
        language: 'en',
      }),
    ]);
    expect(first).toContain('Sigiriya at dawn');
    expect(first).not.toContain('Galle fort lighthouse');
    expect(second).toContain('Galle fort lighthouse');
    expect(second).not.toContain('Sigiriya at dawn');
  });
});
