import exifr, { sidecar } from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import {
  acceptThroughReview,
  createPhoto,
  skipSeededJobs,
  storedFiles,
} from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runPendingJobs } from './run-worker.ts';

/**
 * Every public file of a published photo carries its rights in XMP (issue 38), read back with
 * exifr: from a JPEG directly, from WebP and AVIF (which exifr does not open) as the packet
 * libvips finds in the file.
 */
const SITE = 'https://lankalens.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await skipSeededJobs(t.db);
});
afterAll(() => t.close());

async function rightsOf(file: string, bytes: Uint8Array) {
  if (file.endsWith('.jpg')) {
    return {
      xmp: (await exifr.parse(bytes, { xmp: true, tiff: false, mergeOutput: false })) as Record<
        string,
        Record<string, unknown>
      >,
      gps: await exifr.gps(bytes).catch(() => undefined),
    };
  }
  const packet = (await sharp(bytes).metadata()).xmp;
  expect(packet, file).toBeDefined();
  return {
    xmp: (await sidecar(packet!, {}, 'xmp')) as Record<string, Record<string, unknown>>,
    gps: undefined,
  };
}

describe('rights in the public files', () => {
  it('names creator, credit, copyright, licence page and licensor in every format, and no GPS', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const id = await createPhoto(creator, seedAlbum(2), {
      name: 'Rights test',
      allow_free: 'false',
    });
    const deps = { db: t.db, storage: t.storage, logger: silentLogger, siteUrl: SITE };
    await acceptThroughReview(deps, id);
    await runPendingJobs(deps);
    const [owner] = await t.db.asService((tx) =>
      tx.query<{ first_name: string; last_name: string; year: number }>(
        `select u.first_name, u.last_name, extract(year from p.published_at)::int as year
           from public.photos p join public.profiles u on u.id = p.owner_id where p.id = $1`,
        [id],
      ),
    );
    const name = `${owner!.first_name} ${owner!.last_name}`;
    const licencePage = `${SITE}/photodetail/${id}#licence`;

    const folder = `${seedUsers.creator.id}/${id}`;
    const files = await storedFiles(t.dataDir, 'derivatives', folder);
    expect(files.filter((file) => /\.(jpg|webp|avif)$/.test(file)).length).toBe(13);
    for (const file of files) {
      const bytes = (await t.storage.read('derivatives', `${folder}/${file}`))!;
      const { xmp, gps } = await rightsOf(file, bytes);
      expect(xmp.dc, file).toMatchObject({
        creator: name,
        rights: { lang: 'x-default', value: `© ${owner!.year} ${name}` },
      });
      expect(xmp.photoshop?.Credit, file).toBe(`${name} / LankaLens`);
      expect(xmp.xmpRights, file).toMatchObject({ Marked: true, WebStatement: licencePage });
      expect(xmp.plus?.Licensor, file).toMatchObject({
        LicensorName: 'LankaLens',
        LicensorURL: licencePage,
      });
      expect(gps, file).toBeUndefined();
      expect(JSON.stringify(xmp), file).not.toMatch(/GPS|SerialNumber/i);
    }
  });
});
