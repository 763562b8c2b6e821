import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SearchAnswer } from '../contract/browse.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

/**
 * Search in Sinhala and Tamil (issue 20): the demo catalogue is described in English, and the
 * Sinhala and Tamil names of its places and subjects find the same photos, in the same order.
 */
let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

async function resultIds(q: string): Promise<string[]> {
  const answer = await visitor.get<SearchAnswer>(
    `/v1/public/photos/search?q=${encodeURIComponent(q)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.photos.map((photo) => photo.id);
}

it.each([
  ['sigiriya', 'සීගිරිය', 'சிகிரியா'],
  ['elephant', 'අලියා', 'யானை'],
  ['kandy', 'මහනුවර', 'கண்டி'],
  ['temple kandy', 'පන්සල මහනුවර', 'ஆலயம் கண்டி'],
  ['beach -mirissa', 'වෙරළ -මිරිස්ස', 'கடற்கரை -மிரிஸ்ஸ'],
  ['leopard or whale', 'කොටියා හෝ තල්මසා', 'சிறுத்தை அல்லது திமிங்கலம்'],
])(
  '"%s" in Sinhala (%s) and Tamil (%s) finds the same photos in the same order',
  async (english, sinhala, tamil) => {
    const expected = await resultIds(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(await resultIds(sinhala)).toEqual(expected);
    expect(await resultIds(tamil)).toEqual(expected);
  },
);

it('suggests tags in the script being typed, for English tags that live photos carry', async () => {
  const suggestions = async (q: string) =>
    (await visitor.get<string[]>(`/v1/public/photos/search_tags?q=${encodeURIComponent(q)}`)).body;
  expect(await suggestions('අලි')).toContain('අලියා');
  expect(await suggestions('சிகி')).toContain('சிகிரியா');
  expect(await suggestions('ele')).toContain('elephants');
  // A glossary word whose English word no live photo is tagged with is not offered.
  expect(await suggestions('කිලිනොච්')).toEqual([]);
});
