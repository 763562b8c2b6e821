import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@contract/language-codes.ts';
import { seededSite, type SeededSite } from '../../edge-functions/src/test/seeded-site.ts';
import { seedUsers } from '../../edge-functions/src/test/seed-ids.ts';
import { renderPage } from './entry-server.tsx';

/**
 * The HTML the server sends for every public page kind, head and markup, in each language, checked
 * by html-validate's standard rules (issue 38): a validator nobody here wrote reports no error.
 * The markup is the web app's own server render (entry-server.tsx), as `npm start` serves it.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

let seeded: SeededSite;
let pages: string[];

beforeAll(async () => {
  seeded = await seededSite({ renderPage });
  const { paid, free } = seeded;
  pages = [
    '/',
    '/searchresults?q=sigiriya',
    '/searchresults',
    `/photodetail/${paid.id}`,
    `/photodetail/${free.id}`,
    `/public/albums/view/${free.album_id}/${free.id}`,
    `/public/albums/view/${free.album_id}`,
    `/public/albums/${seedUsers.creator.username}`,
    '/terms-conditions',
    '/privacy-policy',
    '/photo-upload-guideline',
    '/login',
    '/signup',
    '/no-such-page',
  ];
  // The seeded database (PGlite) starts in seconds on a quiet machine, a minute on a busy one.
}, 120_000);
afterAll(() => seeded.t.close());

const describeMessage = (message: Message) =>
  `${message.ruleId}: ${message.message} (line ${message.line}) ${message.selector ?? ''}`;

describe.each(LANGUAGES)('server HTML in %s', (language: Language) => {
  it('has no html-validate error on any public page kind', async () => {
    const errors: string[] = [];
    for (const path of pages) {
      const url = new URL(`http://site.test${path}`);
      if (language !== 'en') url.searchParams.set('lang', language);
      const answer = await seeded.site.request(url.href);
      const html = await answer.text();
      expect(html, path).toContain(`<html lang="${language}">`);
      const report = await validator.validateString(html, path);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2) errors.push(`${path}: ${describeMessage(message)}`);
        }
      }
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
