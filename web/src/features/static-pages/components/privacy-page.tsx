import { useT } from '../../../i18n/index.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Its texts: `legal.privacy.<section>.*` in the legal catalogues, a key per paragraph and point. */
export function PrivacyPage() {
  const t = useT();
  const sections: LegalSection[] = [
    {
      title: t('legal.privacy.collect.title'),
      points: [
        t('legal.privacy.collect.point1'),
        t('legal.privacy.collect.point2'),
        t('legal.privacy.collect.point3'),
        t('legal.privacy.collect.point4'),
      ],
    },
    {
      title: t('legal.privacy.why.title'),
      points: [
        t('legal.privacy.why.point1'),
        t('legal.privacy.why.point2'),
        t('legal.privacy.why.point3'),
        t('legal.privacy.why.point4'),
      ],
    },
    {
      title: t('legal.privacy.cookies.title'),
      paragraphs: [t('legal.privacy.cookies.p1')],
    },
    {
      title: t('legal.privacy.share.title'),
      points: [
        t('legal.privacy.share.point1'),
        t('legal.privacy.share.point2'),
        t('legal.privacy.share.point3'),
        t('legal.privacy.share.point4'),
      ],
    },
    {
      title: t('legal.privacy.keep.title'),
      paragraphs: [t('legal.privacy.keep.p1')],
    },
    {
      title: t('legal.privacy.rights.title'),
      paragraphs: [t('legal.privacy.rights.p1')],
    },
    {
      title: t('legal.privacy.security.title'),
      paragraphs: [t('legal.privacy.security.p1')],
    },
  ];
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={sections}
    />
  );
}
