import type { PhotoDetail } from '@contract/browse.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { TagLink, tagListClass } from '../../../components/ui/tag-link.tsx';
import { cameraName } from '../../../lib/camera-summary.ts';
import { cx } from '../../../lib/cx.ts';
import { formatAperture, formatExposure, formatResolution } from '../../../lib/format.ts';
import styles from './photo-facts.module.css';
import { useI18n } from '../../../i18n/index.ts';

/**
 * Spec 2, Photo detail: keywords, description, camera and the details table. Plain CSS, like the
 * rest of the photo page (decision 20).
 */
export function PhotoFacts({ photo }: { photo: PhotoDetail }) {
  const { t, format } = useI18n();
  const { metadata: m } = photo;
  const camera = cameraName(m.camera_make, m.camera_model);
  const cameraRows: [string, string | null][] = [
    [t('photo.facts.camera'), camera || null],
    [t('photo.facts.aperture'), m.fnum ? formatAperture(m.fnum) : null],
    [t('photo.facts.iso'), m.iso ? String(m.iso) : null],
    [t('photo.facts.exposure'), m.exposure_time ? formatExposure(m.exposure_time) : null],
    [t('photo.facts.focalLength'), m.focal_length_35 ? `${m.focal_length_35} mm` : null],
  ];
  const detailRows: [string, string][] = [
    [t('photo.facts.resolution'), formatResolution(m.width, m.height)],
    [t('photo.facts.imageType'), 'JPEG'],
    [t('photo.facts.created'), format.date(photo.created_at)],
    [t('photo.facts.views'), format.count(photo.view_count)],
    [t('photo.facts.downloads'), format.count(photo.download_count)],
  ];

  return (
    <div className={styles.facts}>
      {photo.description && (
        <section aria-labelledby="about-photo">
          <h2 id="about-photo" className={cx(ui.headingMd, styles.heading)}>
            {t('photo.facts.description')}
          </h2>
          <p className={styles.description}>{photo.description}</p>
        </section>
      )}
      {photo.tags.length > 0 && (
        <section aria-labelledby="keywords">
          <h2 id="keywords" className={cx(ui.headingMd, styles.keywordsHeading)}>
            {t('photo.facts.keywords')}
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
          title={t('photo.facts.camera')}
          rows={cameraRows.filter((row): row is [string, string] => row[1] !== null)}
        />
        <FactTable title={t('photo.facts.details')} rows={detailRows} />
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
