import { describe, expect, it } from 'vitest';
import { checkAnswer } from './test-client.ts';

const JSON_TYPE = 'application/json';
const card = {
  id: 'p1',
  ext_id: 'e1',
  name: 'Sigiriya',
  alt: '',
  tags: ['rock'],
  width: 1600,
  height: 1200,
  free_download: true,
  price: 0,
  view_count: 0,
  download_count: 0,
  like_count: 0,
  placeholder: null,
  dominant_color: null,
  public_urls: { thumbnail: 't', full: 'f', set: null },
  thumbnail: 't',
  fullsize: 'f',
  uploader: { first_name: 'A', last_name: 'B', username: null, profile_photo: null },
};

// The route tests' client checks every answer with this; these cases show that a drift fails.
describe('the answer check of the test client', () => {
  it('accepts an answer exactly as the contract describes it', () => {
    expect(() =>
      checkAnswer('GET', '/v1/public/featured_photos', 200, JSON_TYPE, [card]),
    ).not.toThrow();
  });

  it('refuses a missing field, an extra field and a wrong type', () => {
    const { tags: _tags, ...withoutTags } = card;
    expect(() =>
      checkAnswer('GET', '/v1/public/featured_photos', 200, JSON_TYPE, [withoutTags]),
    ).toThrow(/does not match its schema/);
    expect(() =>
      checkAnswer('GET', '/v1/public/featured_photos', 200, JSON_TYPE, [{ ...card, secret: 1 }]),
    ).toThrow(/fields its schema lacks/);
    expect(() =>
      checkAnswer('GET', '/v1/public/photos/search', 200, JSON_TYPE, { photos: [card] }),
    ).toThrow(/does not match its schema/);
  });

  it('refuses routes and statuses the contract does not list, and odd error bodies', () => {
    expect(() => checkAnswer('GET', '/v1/nowhere', 200, JSON_TYPE, {})).toThrow(/no such route/);
    expect(() => checkAnswer('POST', '/v1/albums', 200, JSON_TYPE, {})).toThrow(
      /status contract\/routes\/ does not list/,
    );
    expect(() =>
      checkAnswer('GET', '/v1/profile', 401, JSON_TYPE, { code: 1001, description: 'x', why: 1 }),
    ).toThrow(/fields its schema lacks/);
    expect(() => checkAnswer('GET', '/v1/profile', 500, 'text/plain', 'oops')).toThrow(
      /without a JSON error body/,
    );
  });

  it('refuses an error code the route does not list, but not for unknown addresses', () => {
    const error = (code: number) => ({ code, description: 'x' });
    expect(() => checkAnswer('GET', '/v1/profile', 401, JSON_TYPE, error(1001))).not.toThrow();
    expect(() => checkAnswer('GET', '/v1/profile', 409, JSON_TYPE, error(1106))).toThrow(
      /an error contract\/routes\/ does not list/,
    );
    // A right code with another status is no documented answer either.
    expect(() => checkAnswer('GET', '/v1/profile', 400, JSON_TYPE, error(1001))).toThrow(
      /does not list/,
    );
    expect(() => checkAnswer('GET', '/v1/profile', 500, JSON_TYPE, error(1007))).not.toThrow();
    expect(() => checkAnswer('GET', '/v1/nowhere', 404, JSON_TYPE, error(1003))).not.toThrow();
  });

  it('matches literal segments before parameters', () => {
    const search = {
      photos: [],
      total: 0,
      total_capped: false,
      page: 1,
      per_page: 30,
      query: 'x',
      fuzzy: false,
    };
    expect(() =>
      checkAnswer('GET', '/v1/public/photos/search?q=x', 200, JSON_TYPE, search),
    ).not.toThrow();
  });
});
