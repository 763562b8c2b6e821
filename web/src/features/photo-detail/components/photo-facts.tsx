import type { PhotoDetail } from '@contract/browse.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { TagLink, tagListClass } from '../../../components/ui/tag-link.tsx';
import { cameraName } from '../../../lib/camera-summary.ts';
import { cx } from '../../../lib/cx.ts';
import {
  formatAperture,
  formatCount,
  formatDate,
  formatExposure,
  formatResolution,
} from '../../../lib/format.ts';
import styles from './photo-facts.module.css';

/**
 * Spec 2, Photo detail: keywords, description, camera and the details table. Plain CSS, like the
 * rest of the photo page (decision 20).
 */
export function PhotoFacts({ photo }: { photo: PhotoDetail }) {
  const { metadata: m } = photo;
  const camera = cameraName(m.camera_make, m.camera_model);
  const cameraRows: [string, string | null][] = [
    ['Camera', camera || null],
    ['Aperture', m.fnum ? formatAperture(m.fnum) : null],
    ['ISO', m.iso ? String(m.iso) : null],
    ['Exposure', m.exposure_time ? formatExposure(m.exposure_time) : null],
    ['Focal length (35 mm)', m.focal_length_35 ? `${m.focal_length_35} mm` : null],
  ];
  const detailRows: [string, string][] = [
    ['Resolution', formatResolution(m.width, m.height)],
    ['Image type', 'JPEG'],
    ['Created', formatDate(photo.created_at)],
    ['Views', formatCount(photo.view_count)],
    ['Downloads', formatCount(photo.download_count)],
  ];

  return (
    <div className={styles.facts}>
      {photo.description && (
        <section aria-labelledby="about-photo">
          <h2 id="about-photo" className={cx(ui.headingMd, styles.heading)}>
            Description
          </h2>
          <p className={styles.description}>{photo.description}</p>
        </section>
      )}
      {photo.tags.length > 0 && (
        <section aria-labelledby="keywords">
          <h2 id="keywords" className={cx(ui.headingMd, styles.keywordsHeading)}>
            Keywords
          </h2>
          <div className={tagListClass}>
            {photo.tags.map((tag) => (
              <TagLink key={tag} tag={tag} />
            ))}
          </div>
        </section>
      )}
      <div className={styles.tables}>
        <FactTable
          title="Camera"
          rows={cameraRows.filter((row): row is [string, string] => row[1] !== null)}
        />
        <FactTable title="Details" rows={detailRows} />
      </div>
    </div>
  );
}

function FactTable({ title, rows }: { title: string; rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className={cx(ui.headingMd, styles.heading)}>{title}</h2>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
