import { LegalPage, type LegalSection } from './legal-page.tsx';

const sections: LegalSection[] = [
  {
    title: 'Who we are and what these terms cover',
    paragraphs: [
      'LankaLens is an online marketplace for photographs of Sri Lanka, operated from Colombo. These terms apply to everyone who visits the site, buys or downloads a photo, opens an account, or uploads photos as a creator. By using LankaLens you accept them; if you do not, please do not use the site.',
      'These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts of Colombo have jurisdiction over any dispute that cannot be settled between us.',
    ],
  },
  {
    title: 'Accounts',
    points: [
      'You may browse, search and buy without an account. To keep favourites and collections, or to upload, you need an account with a verified e-mail address.',
      'You are responsible for what happens under your account. Keep your password to yourself and tell us at once if you think someone else has used it.',
      'You must give your real name. We may suspend an account that impersonates someone, breaks these terms, or is used to defraud buyers or creators.',
    ],
  },
  {
    title: 'The LankaLens standard licence',
    paragraphs: [
      'Every photo on LankaLens, free or paid, is offered under one standard royalty-free licence. When you buy or download a photo, the creator grants you a worldwide, non-exclusive, perpetual licence to use it, subject to the limits below. The creator keeps the copyright.',
    ],
    points: [
      'You may use the photo in print and digital media: websites, social media, advertising, packaging, books, magazines, presentations and video, for yourself or for a client.',
      'You may crop, retouch and combine the photo with other material.',
      'You may not resell, sublicense or share the photo file itself, on its own or in a collection, or offer it on another stock or wallpaper site.',
      'You may not use it in products whose main value is the photo itself (posters, prints, T-shirts or mugs for sale) without the creator’s written permission.',
      'You may not use it as a trademark or logo, or in a way that is defamatory, misleading or illegal, or that suggests that a person shown endorses something they do not.',
      'Photos of identifiable people or private property are for editorial use unless the description says that a release was obtained.',
    ],
  },
  {
    title: 'Prices, payment and downloads',
    points: [
      'Prices are shown in Sri Lankan rupees (Rs.) and are the amount you pay; the price charged is always the one our server holds at the moment you confirm, never one sent by your browser.',
      'Card payments are processed by our payment provider, Stripe. We never see or store your card number.',
      'After payment, or after you confirm a free download, we send a download link to your e-mail address. The link works for 30 days and for up to 5 downloads of the original file.',
      'Because a download cannot be returned, purchases are final once the file has been downloaded. If a file is damaged or is not the photo you bought, write to us within 14 days and we will replace it or refund you.',
    ],
  },
  {
    title: 'Creators and uploads',
    points: [
      'Any registered user may become a creator. You may upload only photos that you took yourself and that you have every right to license.',
      'Uploaded photos must follow the Photo Upload Guideline. Our reviewers check each photo before it is published and may decline it without giving detailed reasons.',
      'A creator who is not yet verified may offer free photos only. Verified creators may set prices for their photos. Every creator must keep at least 5 free photos in their account.',
      'For every sale, LankaLens keeps a 30% service fee and the creator earns the rest. Earnings are paid in rupees to the creator’s bank account in Sri Lanka.',
      'You may unpublish your photos at any time. Licences already granted to buyers continue.',
    ],
  },
  {
    title: 'Acceptable use',
    points: [
      'Do not upload content that is illegal, hateful, sexually explicit, or that shows people in a degrading way.',
      'Do not try to get around the watermark, download originals without a licence, scrape the site or interfere with its operation.',
      'Do not harass creators, buyers or our staff.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'We work to keep LankaLens available and its content accurate, but we provide the site as it is. To the extent the law allows, our liability for any claim connected with a photo is limited to the amount you paid for it.',
      'We may change these terms. The date at the top of this page shows the latest change; continuing to use the site after a change means you accept the new terms.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro="The rules for using LankaLens: how accounts work, what the standard licence lets you do with a photo, how payments and downloads work, and what we expect from creators."
      sections={sections}
    />
  );
}
