/**
 * Bytes the rights XMP adds to each public file (issue 38): one image set made twice from the
 * same pixels, without rights (the baseline, as before) and with them, file by file.
 *
 *   npx tsx bench/image-rights.ts
 *
 * The goal: at most 1.5 KB (1,536 bytes) a file.
 */
import { decodeStagedPreview, makeImageSet } from '../edge-functions/src/media/derivatives.ts';
import { renderUploadTestJpeg } from '../edge-functions/src/test/test-images.ts';

const jpeg = await renderUploadTestJpeg({
  width: 1600,
  height: 1067,
  withExif: true,
  targetBytes: 0,
});
const pixels = await decodeStagedPreview(jpeg);
const rights = {
  creator: 'Nuwan Perera',
  year: 2026,
  licencePage: 'https://lankalens.lk/photodetail/0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b#licence',
  licensor: 'LankaLens',
};
for (const paid of [false, true]) {
  const [plain, marked] = await Promise.all([
    makeImageSet(pixels, { paid }),
    makeImageSet(pixels, { paid, rights }),
  ]);
  const rows = [
    { file: 'thumb.jpg', before: plain.thumbnail.length, after: marked.thumbnail.length },
    ...plain.files.map((file, i) => ({
      file: `${file.width}.${file.format}`,
      before: file.bytes.length,
      after: marked.files[i]!.bytes.length,
    })),
  ];
  console.log(paid ? 'paid (watermarked)' : 'free');
  for (const row of rows) {
    const added = row.after - row.before;
    console.log(
      `  ${row.file.padEnd(10)} ${String(row.before).padStart(7)} B -> ${String(row.after).padStart(7)} B  +${added} B (${((added / row.before) * 100).toFixed(1)}%)`,
    );
  }
  const added = rows.map((row) => row.after - row.before);
  console.log(`  most added: ${Math.max(...added)} B (goal <= 1536 B)`);
}
