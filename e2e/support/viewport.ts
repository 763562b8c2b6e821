import { expect, type Page } from '@playwright/test';

/** A phone-width page must not scroll sideways (DESIGN.md: phones first). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Every control a finger can reach is a 44 px target (issue 9): touching 21 px left, right, above
 * or below its centre still lands on it. Links inside a sentence are exempt (WCAG 2.5.8, inline),
 * as is what cannot be scrolled into view (the skip link, shown on keyboard focus only).
 * Answers the controls that fail, described, so a failure names them.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=checkbox], [role=radio], [role=tab], [role=switch]';
    const failures: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // A styled radio or checkbox keeps its input visually hidden (1 px) inside its label: the
      // label is what a finger touches.
      const inLabel = element instanceof HTMLInputElement ? element.closest('label') : null;
      const hidden = element.getBoundingClientRect();
      const control = inLabel && hidden.width <= 1 && hidden.height <= 1 ? inLabel : element;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('p')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      await new Promise(requestAnimationFrame);
      const { left, top, width, height } = control.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue;
      const missed = [
        [-21, 0],
        [21, 0],
        [0, -21],
        [0, 21],
      ].some(([dx, dy]) => {
        const hit = document.elementFromPoint(x + dx!, y + dy!);
        return !hit || !(hit === control || control.contains(hit));
      });
      const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
      if (missed)
        failures.push(
          `${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(width)}x${Math.round(height)}`,
        );
    }
    return failures;
  });
}
