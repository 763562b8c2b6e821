import { useT } from '../../../i18n/index.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Its texts: `legal.guideline.<section>.*` in the legal catalogues, a key per paragraph and point. */
export function UploadGuidelinePage() {
  const t = useT();
  const sections: LegalSection[] = [
    {
      title: t('legal.guideline.file.title'),
      points: [
        t('legal.guideline.file.point1'),
        t('legal.guideline.file.point2'),
        t('legal.guideline.file.point3'),
        t('legal.guideline.file.point4'),
        t('legal.guideline.file.point5'),
      ],
    },
    {
      title: t('legal.guideline.look.title'),
      points: [
        t('legal.guideline.look.point1'),
        t('legal.guideline.look.point2'),
        t('legal.guideline.look.point3'),
        t('legal.guideline.look.point4'),
        t('legal.guideline.look.point5'),
        t('legal.guideline.look.point6'),
      ],
    },
    {
      title: t('legal.guideline.titles.title'),
      points: [
        t('legal.guideline.titles.point1'),
        t('legal.guideline.titles.point2'),
        t('legal.guideline.titles.point3'),
      ],
    },
    {
      title: t('legal.guideline.free.title'),
      points: [
        t('legal.guideline.free.point1'),
        t('legal.guideline.free.point2'),
        t('legal.guideline.free.point3'),
      ],
    },
    {
      title: t('legal.guideline.review.title'),
      paragraphs: [t('legal.guideline.review.p1')],
    },
  ];
  return (
    <LegalPage
      title={t('legal.guideline.title')}
      intro={t('legal.guideline.intro')}
      sections={sections}
    />
  );
}
