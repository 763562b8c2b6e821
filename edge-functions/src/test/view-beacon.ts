import type { TestClient } from './test-client.ts';

/** The origin the test client's requests reach the API on (`http://api.test/v1/...`). */
export const TEST_ORIGIN = 'http://api.test';

/**
 * The photo page's view beacon as a browser sends it (`navigator.sendBeacon`): the browser's
 * cookies and the page's Origin, no anti-forgery header.
 */
export function sendViewBeacon(client: TestClient, photoId: string, origin: string = TEST_ORIGIN) {
  return client.request<null>('POST', `/v1/public/photos/${photoId}/views`, {
    csrf: false,
    headers: { origin },
  });
}
