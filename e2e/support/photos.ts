import type { APIRequestContext } from '@playwright/test';

interface FeaturedPhoto {
  id: string;
  name: string;
  free_download: boolean;
  price: number;
  uploader: { username: string | null; first_name: string };
}

/** A seeded, published photo that is free or paid, as the API lists them right now. */
export async function featuredPhoto(
  request: APIRequestContext,
  kind: 'free' | 'paid',
): Promise<FeaturedPhoto> {
  const photos = (await (
    await request.get('/v1/public/featured_photos')
  ).json()) as FeaturedPhoto[];
  const photo = photos.find((p) => p.free_download === (kind === 'free') && p.uploader.username);
  if (!photo) throw new Error(`no ${kind} featured photo`);
  return photo;
}

/** JPEG files start with the SOI marker FF D8 FF. */
export function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
