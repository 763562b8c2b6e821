import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from '@contract/language-codes.ts';
import { headTexts, type HeadKey } from '../../../edge-functions/src/site/head-texts.ts';
import { testMessages } from '../test/i18n.ts';

/**
 * The site app writes page heads on the server with its own small reader of the catalogues'
 * messages (edge-functions/src/site/head-texts.ts); the page says the same through Lingui. Every
 * message a head uses must come out the same both ways, with plurals at their edges.
 */
const KEYS: HeadKey[] = [
  'head.site.description',
  'head.breadcrumb.home',
  'head.photo.about',
  'head.photo.free',
  'head.photo.licenceFor',
  'head.photo.description',
  'head.album.descriptionWith',
  'head.album.description',
  'head.creator.description',
  'head.search.description',
  'head.search.descriptionCapped',
  'head.search.none',
  'head.search.intro',
  'home.pageTitle',
  'search.pageTitle',
  'albums.pageTitle',
  'albums.photoCount',
  'photo.panel.purchaseFor',
];

describe.each(LANGUAGES)('head texts in %s', (language) => {
  const lingui = setupI18n({
    locale: language,
    locales: [LANGUAGE_LOCALES[language]],
    messages: { [language]: testMessages[language] },
  });
  const server = headTexts(language);

  it.each([0, 1, 2, 1000, 123456])('match the page with a count of %i', (count) => {
    const values = {
      count,
      q: 'sigiriya',
      name: 'Nuwan Perera',
      title: 'Lion’s paws',
      album: 'Cultural Triangle',
      description: 'Rock and sky.',
      about: 'Rock and sky',
      offer: server.t('head.photo.free'),
      price: server.price(4500),
    };
    for (const key of KEYS) expect(server.t(key, values), key).toBe(lingui._(key, values));
  });

  it('writes prices with the thousands separator the page uses', () => {
    expect(server.price(4500)).toMatch(/4,500\.00$/);
  });
});
