import { expect, test as base } from '@playwright/test';

/**
 * The journeys' `test` and `expect`: Playwright's own. A journey acts as a person does, as soon
 * as the page shows what it needs (issue 33): nothing waits for a hidden readiness flag. A
 * control that needs the script is marked unavailable until the app has taken over (decision
 * 44), and Playwright's click waits for an enabled control, as a person's eye does; links and
 * forms work before the script (decision 45).
 */
export const test = base;

export { expect };
