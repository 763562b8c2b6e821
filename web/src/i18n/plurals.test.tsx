import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMessages } from '../test/i18n.ts';
import { I18nProvider, useI18n, type Language } from './index.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

function Counts({ likes, photos }: { likes: number; photos: number }) {
  const { t, format } = useI18n();
  return (
    <>
      <p data-testid="likes">{t('photo.panel.likes', { count: likes })}</p>
      <p data-testid="photos">{t('search.count', { count: photos })}</p>
      <p data-testid="price">{format.price(1234)}</p>
    </>
  );
}

function renderIn(language: Language, likes: number, photos = likes) {
  render(
    <I18nProvider language={language} messages={testMessages[language]}>
      <Counts likes={likes} photos={photos} />
    </I18nProvider>,
  );
  const text = (id: string) => screen.getByTestId(id).textContent;
  return { likes: text('likes'), photos: text('photos'), price: text('price') };
}

describe('plurals and Intl formats', () => {
  it.each([
    ['en', 1, '1 like', '1 photo'],
    ['en', 2, '2 likes', '2 photos'],
    ['en', 12345, '12,345 likes', '12,345 photos'],
    ['si', 1, 'කැමැත්ත 1', 'ඡායාරූප 1'],
    ['si', 2, 'කැමැති 2', 'ඡායාරූප 2'],
    ['ta', 1, '1 விருப்பம்', '1 புகைப்படம்'],
    ['ta', 2, '2 விருப்பங்கள்', '2 புகைப்படங்கள்'],
  ] as const)('%s, %i: %s, %s', (language, count, likes, photos) => {
    const shown = renderIn(language, count);
    expect(shown.likes).toBe(likes);
    expect(shown.photos).toBe(photos);
  });

  it('keeps prices in rupees, in each language', () => {
    expect(renderIn('en', 1).price).toBe('Rs.\u00a01,234.00');
  });
  it.each([
    ['si', 'රු.'],
    ['ta', 'Rs.'],
  ] as const)('%s prices name rupees (%s)', (language, symbol) => {
    const { price } = renderIn(language, 1);
    expect(price).toContain(symbol);
    expect(price).toContain('1,234.00');
  });

  it('the pseudo-locale accents and lengthens text but keeps placeholders and plurals', () => {
    const pseudo = pseudoLocalize(testMessages.en);
    render(
      <I18nProvider language="en" messages={pseudo}>
        <Counts likes={2} photos={1} />
      </I18nProvider>,
    );
    const likes = screen.getByTestId('likes').textContent!;
    expect(likes).toMatch(/^\[2 ļíķéš~+\]$/);
  });
});
