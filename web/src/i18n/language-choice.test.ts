import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './language-choice.ts';

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
  window.history.replaceState({}, '', '/');
});

describe('the language the browser starts in', () => {
  it("is the address's when it names one (search engines' hreflang links lead there)", () => {
    document.cookie = 'lang=si; Path=/';
    window.history.replaceState({}, '', '/searchresults?q=beach&lang=ta');
    expect(initialLanguage()).toBe('ta');
  });

  it("is the visitor's choice over the page's, which a shared cache may have kept", () => {
    document.cookie = 'lang=si; Path=/';
    document.documentElement.lang = 'en';
    window.history.replaceState({}, '', '/?lang=fr');
    expect(initialLanguage()).toBe('si');
  });

  it('is the language the server rendered the page in when nothing was chosen', () => {
    document.documentElement.lang = 'ta';
    expect(initialLanguage()).toBe('ta');
  });
});
