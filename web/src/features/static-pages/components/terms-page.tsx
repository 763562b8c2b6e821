import { useT } from '../../../i18n/index.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Its texts: `legal.terms.<section>.*` in the legal catalogues, a key per paragraph and point. */
export function TermsPage() {
  const t = useT();
  const sections: LegalSection[] = [
    {
      title: t('legal.terms.who.title'),
      paragraphs: [t('legal.terms.who.p1'), t('legal.terms.who.p2')],
    },
    {
      title: t('legal.terms.accounts.title'),
      points: [
        t('legal.terms.accounts.point1'),
        t('legal.terms.accounts.point2'),
        t('legal.terms.accounts.point3'),
      ],
    },
    {
      title: t('legal.terms.licence.title'),
      paragraphs: [t('legal.terms.licence.p1')],
      points: [
        t('legal.terms.licence.point1'),
        t('legal.terms.licence.point2'),
        t('legal.terms.licence.point3'),
        t('legal.terms.licence.point4'),
        t('legal.terms.licence.point5'),
        t('legal.terms.licence.point6'),
      ],
    },
    {
      title: t('legal.terms.payment.title'),
      points: [
        t('legal.terms.payment.point1'),
        t('legal.terms.payment.point2'),
        t('legal.terms.payment.point3'),
        t('legal.terms.payment.point4'),
      ],
    },
    {
      title: t('legal.terms.creators.title'),
      points: [
        t('legal.terms.creators.point1'),
        t('legal.terms.creators.point2'),
        t('legal.terms.creators.point3'),
        t('legal.terms.creators.point4'),
        t('legal.terms.creators.point5'),
      ],
    },
    {
      title: t('legal.terms.use.title'),
      points: [
        t('legal.terms.use.point1'),
        t('legal.terms.use.point2'),
        t('legal.terms.use.point3'),
      ],
    },
    {
      title: t('legal.terms.liability.title'),
      paragraphs: [t('legal.terms.liability.p1'), t('legal.terms.liability.p2')],
    },
  ];
  return (
    <LegalPage title={t('legal.terms.title')} intro={t('legal.terms.intro')} sections={sections} />
  );
}
