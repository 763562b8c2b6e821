import type { Profile } from '@contract/account.ts';
import type { PhotoDetail } from '@contract/browse.ts';
import type { CameraMetadata, PhotoCard } from '@contract/photo.ts';

/** A signed-in user's profile as the API answers it; override what a test is about. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'nimal@example.com',
    first_name: 'Nimal',
    last_name: 'Silva',
    username: null,
    profile_photo: null,
    cover_photo: null,
    role: 'USER',
    verified: false,
    verify_requested: false,
    language: 'en',
    ...overrides,
  };
}

/** A published photo as grids get it. */
export function photoCardFixture(id: string, name: string): PhotoCard {
  const url = `/v1/public/photos/${id}/image`;
  return {
    id,
    ext_id: id,
    name,
    alt: `${name} alt`,
    tags: [],
    width: 2400,
    height: 1600,
    free_download: true,
    price: 0,
    view_count: 0,
    download_count: 0,
    like_count: 0,
    placeholder: null,
    dominant_color: '#336699',
    public_urls: { thumbnail: `${url}?fullsize=false`, full: `${url}?fullsize=true`, set: null },
    thumbnail: `${url}?fullsize=false`,
    fullsize: `${url}?fullsize=true`,
    uploader: { first_name: 'Nuwan', last_name: 'Perera', username: 'nuwan', profile_photo: null },
  };
}

/** A 2400 x 1600 photo's camera facts when the camera recorded none. */
export function noCameraFacts(): CameraMetadata {
  return {
    width: 2400,
    height: 1600,
    camera_make: null,
    camera_model: null,
    focal_length_35: null,
    fnum: null,
    iso: null,
    exposure_time: null,
  };
}

/** A published photo as its page gets it: the card, its album and camera facts. */
export function photoDetailFixture(
  id: string,
  name: string,
  overrides: Partial<PhotoDetail> = {},
): PhotoDetail {
  return {
    ...photoCardFixture(id, name),
    description: 'The rock in the first light.',
    album_id: 'album-1',
    album: { id: 'album-1', name: 'Cultural triangle' },
    category: null,
    status: 'ACCEPTED',
    metadata: noCameraFacts(),
    places: [],
    created_at: '2026-11-20T10:00:00.000Z',
    published_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
