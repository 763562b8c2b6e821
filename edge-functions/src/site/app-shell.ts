import { PRELOADED_ANSWERS_ID, type PreloadedAnswers } from '../contract/preloaded-answers.ts';
import { escapeHtml, headTags, scriptJson, type PageHead } from './page-head.ts';

/**
 * The built web app's index.html as a template (decision 21): the server fills in each page's
 * head and first data; the JavaScript, styles and the inline design-system preload stay as the
 * build wrote them.
 */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** Refuses a template this module cannot fill, at start rather than on a visitor's request. */
export function checkAppShell(html: string): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html) || !html.includes('</body>')) {
    throw new Error('index.html has no <title>, description or </body> to fill in');
  }
  return html;
}

export function fillAppShell(
  template: string,
  page: { head: PageHead; origin: string; answers: PreloadedAnswers },
): string {
  const { head, origin, answers } = page;
  const data =
    Object.keys(answers).length > 0
      ? `<script type="application/json" id="${PRELOADED_ANSWERS_ID}">${scriptJson(answers)}</script>\n  `
      : '';
  return template
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>\n    ${headTags(head, origin)}`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</body>', () => `${data}</body>`);
}
