import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sitePages } from '@contract/site-pages.ts';
import { renderPage } from '../entry-server.tsx';

/**
 * No form can put a secret in an address (issue 33, decision 45): before the script takes over,
 * the browser submits a form itself, and a form without `method="post"` sends its fields in the
 * query string, a password into history, proxy logs and the next page's Referer. This walks
 * every page of the router (the site's page list, which a test keeps equal to the router), as
 * the server draws it, and fails on a form holding a password that would not be posted.
 */
const ID = '11111111-1111-4111-8111-111111111111';

/** A page's address with each `:param` filled in, and the reset link's token where it needs one. */
function addressOf(pattern: string): string {
  const path = pattern.replace(/:[A-Za-z]+/g, ID);
  return pattern === '/update_password' ? `${path}?t=a-reset-token` : path;
}

/** Forms that hold a password field and would not be sent as a POST to an address of ours. */
export function passwordFormsNotPosted(html: string): string[] {
  const document = new JSDOM(html).window.document;
  return [...document.querySelectorAll('form')]
    .filter((form) => form.querySelector('input[type="password"]'))
    .filter((form) => form.getAttribute('method')?.toLowerCase() !== 'post' || !form.action)
    .map((form) => form.outerHTML.slice(0, 120));
}

describe('forms with a password, on every page of the router', () => {
  it('catches a form that would send its password in the address', () => {
    expect(passwordFormsNotPosted('<form><input type="password" name="p"></form>')).toHaveLength(1);
    expect(
      passwordFormsNotPosted('<form method="get" action="/x"><input type="password"></form>'),
    ).toHaveLength(1);
    expect(
      passwordFormsNotPosted('<form method="post" action="/x"><input type="password"></form>'),
    ).toEqual([]);
  });

  it('posts every one of them', async () => {
    let passwordFields = 0;
    const offending: Record<string, string[]> = {};
    for (const page of sitePages) {
      const html = await renderPage({
        url: `http://site.test${addressOf(page.pattern)}`,
        answers: {},
        language: 'en',
        withMissingData: true,
      });
      if (!html) continue;
      passwordFields += (html.match(/type="password"/g) ?? []).length;
      const bad = passwordFormsNotPosted(html);
      if (bad.length > 0) offending[page.pattern] = bad;
    }
    expect(offending).toEqual({});
    // Login (1), sign-up (1) and the new password (2) at least: the walk did reach the forms.
    expect(passwordFields).toBeGreaterThanOrEqual(4);
  });
});
