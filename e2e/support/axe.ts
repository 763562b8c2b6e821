import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility bar of every page (issue 9, section 3): no serious or critical axe-core
 * violation (WCAG 2.1 A and AA rules). Failures list each rule with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Measure the settled page: a dialog still fading in has its text at partial opacity, which
  // axe reads as low contrast. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
