import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoDetail } from '../contract/browse.ts';
import { seedUsers } from '../test/seed-ids.ts';
import { seededSite, type SeededSite } from '../test/seeded-site.ts';
import { vocabularyErrors } from '../test/schema-vocabulary.ts';

type Node = Record<string, unknown>;

let seeded: SeededSite;
let site: SeededSite['site'];
let paid: PhotoDetail;
let free: PhotoDetail;
const SITE = 'http://site.test';

beforeAll(async () => {
  seeded = await seededSite();
  ({ site, paid, free } = seeded);
});
afterAll(() => seeded.t.close());

/** The page's JSON-LD blocks, each checked against schema.org's vocabulary. */
async function structuredData(path: string): Promise<Node[]> {
  const answer = await site.request(`${SITE}${path}`);
  expect(answer.status, path).toBe(200);
  const document = new JSDOM(await answer.text()).window.document;
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (element) => JSON.parse(element.textContent ?? '') as Node,
  );
  expect(blocks.length, path).toBeGreaterThan(0);
  for (const block of blocks)
    expect(vocabularyErrors(block), `${path} ${block['@type']}`).toEqual([]);
  return blocks;
}

const ofType = (blocks: Node[], type: string) => {
  const found = blocks.find((block) => block['@type'] === type);
  expect(found, type).toBeDefined();
  return found!;
};

describe("the vocabulary check (schema.org, read from schema-dts's definitions)", () => {
  it('refuses what schema.org does not define, which validators reported before', () => {
    expect(
      vocabularyErrors({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=q' },
      }),
    ).toEqual(['$.potentialAction: SearchAction has no property query-input']);
    expect(
      vocabularyErrors({
        '@context': 'https://schema.org',
        '@type': 'ImageObject',
        offers: { '@type': 'Offer', availability: 'Sold' },
        contentLocation: { name: 'Galle' },
      }),
    ).toEqual([
      '$.offers.availability: Sold is not a ItemAvailability',
      '$.contentLocation: a node without @type has name',
    ]);
    expect(vocabularyErrors({ '@context': 'https://schema.org', '@type': 'Photograph2' })).toEqual([
      '$: schema.org has no type Photograph2',
    ]);
  });
});

describe('structured data on every public page kind', () => {
  it('home: the Organization with its logo, and the WebSite it publishes', async () => {
    const blocks = await structuredData('/');
    const organization = ofType(blocks, 'Organization');
    expect(organization).toMatchObject({
      '@id': `${SITE}/#organization`,
      name: 'LankaLens',
      url: `${SITE}/`,
      logo: { '@type': 'ImageObject', url: `${SITE}/icons/icon-512.png` },
    });
    const website = ofType(blocks, 'WebSite');
    expect(website.publisher).toEqual({ '@id': organization['@id'] });
    expect(JSON.stringify(blocks)).not.toContain('query-input');
  });

  it('a paid photo: an ImageObject with its offer, sizes, creator and the ids that join pages', async () => {
    const blocks = await structuredData(`/photodetail/${paid.id}`);
    const image = ofType(blocks, 'ImageObject');
    const username = paid.uploader.username!;
    expect(image).toMatchObject({
      '@id': `${SITE}/photodetail/${paid.id}#image`,
      uploadDate: paid.created_at,
      caption: paid.alt || paid.name,
      width: { '@type': 'QuantitativeValue', unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', unitCode: 'E37' },
      isPartOf: { '@id': `${SITE}/public/albums/view/${paid.album_id}#gallery` },
      creator: {
        '@type': 'Person',
        '@id': `${SITE}/public/albums/${username}#person`,
        url: `${SITE}/public/albums/${username}`,
      },
      isAccessibleForFree: false,
      offers: {
        '@type': 'Offer',
        price: '4500.00',
        priceCurrency: 'LKR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(typeof (image.width as Node).value).toBe('number');
  });

  it('a free photo says it is free to use', async () => {
    const image = ofType(await structuredData(`/photodetail/${free.id}`), 'ImageObject');
    expect(image.isAccessibleForFree).toBe(true);
    expect(image.offers).toBeUndefined();
  });

  it('a photo tagged with districts and a sight says where it was taken; one without, nowhere', async () => {
    // A district in Sinhala (ගාල්ල is Galle) and in English, a sight, and a word that is no place.
    await seeded.t.driver.runScript(
      `update public.photos set tags = '{ගාල්ල,nuwara eliya,sigiriya,sunrise}' where id = '${paid.id}';
       update public.photos set tags = '{sunrise,rock,mist}' where id = '${free.id}';`,
    );
    const tagged = ofType(await structuredData(`/photodetail/${paid.id}`), 'ImageObject');
    const country = { '@type': 'Country', name: 'Sri Lanka' };
    expect(tagged.contentLocation).toEqual([
      { '@type': 'Place', name: 'Galle', containedInPlace: country },
      { '@type': 'Place', name: 'Nuwara Eliya', containedInPlace: country },
      { '@type': 'Place', name: 'Sigiriya', containedInPlace: country },
    ]);
    const untagged = ofType(await structuredData(`/photodetail/${free.id}`), 'ImageObject');
    expect(untagged).not.toHaveProperty('contentLocation');
  });

  it('an album: a CollectionPage whose main entity is its ImageGallery, with breadcrumbs', async () => {
    const blocks = await structuredData(`/public/albums/view/${free.album_id}`);
    const page = ofType(blocks, 'CollectionPage');
    const gallery = page.mainEntity as Node;
    expect(gallery).toMatchObject({
      '@type': 'ImageGallery',
      '@id': `${SITE}/public/albums/view/${free.album_id}#gallery`,
      name: free.album.name,
    });
    // Its photos carry the @id their own pages give them.
    const media = gallery.associatedMedia as Node[];
    expect(media.map((photo) => photo['@id'])).toContain(`${SITE}/photodetail/${free.id}#image`);
    const trail = ofType(blocks, 'BreadcrumbList').itemListElement as Node[];
    expect(trail.at(-1)!.item).toBe(`${SITE}/public/albums/view/${free.album_id}`);
  });

  it("a creator's page: a ProfilePage about the Person their photos name", async () => {
    const username = seedUsers.creator.username;
    const blocks = await structuredData(`/public/albums/${username}`);
    const page = ofType(blocks, 'ProfilePage');
    expect(page.mainEntity).toMatchObject({
      '@type': 'Person',
      '@id': `${SITE}/public/albums/${username}#person`,
      alternateName: `@${username}`,
    });
    ofType(blocks, 'BreadcrumbList');
  });
});
