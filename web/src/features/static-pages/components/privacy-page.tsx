import { LegalPage, type LegalSection } from './legal-page.tsx';

const sections: LegalSection[] = [
  {
    title: 'What we collect',
    points: [
      'Account details: your first and last name, e-mail address, username, and the profile and cover photos you choose. Your password is stored only as a one-way hash.',
      'Purchase details: the name and e-mail address you give at checkout, the photo, the amount and the time. Card details go directly to Stripe and never reach us.',
      'Photos you upload, with the camera information stored in them. We remove GPS location and camera serial numbers from every image we publish.',
      'Usage information: pages viewed, searches, and a random identifier for your browser so that a photo’s view counter counts you once a day. We store only a one-way hash of it, never your IP address with it.',
    ],
  },
  {
    title: 'Why we use it',
    points: [
      'To run your account, deliver the photos you buy or download, and send the e-mails that go with them (activation, password reset, download links, receipts).',
      'To pay creators and keep the accounting records that Sri Lankan law requires.',
      'To keep the marketplace safe: to stop fraud, abuse and attempts to guess passwords.',
      'To understand which photos people look for, so that creators know what to photograph. We do not sell your personal data and we do not show third-party advertising.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'LankaLens uses a small number of cookies that the site needs to work: one that keeps you signed in (for 24 hours), one readable by the page that holds your name for display, and one that protects your forms against cross-site forgery. We do not use advertising or tracking cookies.',
    ],
  },
  {
    title: 'Who we share it with',
    points: [
      'Stripe, to take card payments.',
      'Our hosting and e-mail providers, who process data only on our instructions.',
      'Creators see how many times their photos were viewed, liked and downloaded, never who bought them.',
      'The authorities of Sri Lanka, when the law requires it.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your account data while your account is open. When you close your account, we delete your personal data within 45 days, except the purchase records that we must keep for tax and accounting purposes. Server logs and the data of free downloads by visitors without an account are also deleted after 45 days.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'Under the Personal Data Protection Act, No. 9 of 2022, you may ask us for a copy of your personal data, ask us to correct or delete it, or object to how we use it. Write to privacy@lankalens.lk; we answer within 21 days. You may also complain to the Data Protection Authority of Sri Lanka.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Every connection to LankaLens is encrypted. Access to our database is limited by role, every table is protected by row-level rules, and original photo files are never publicly readable. No system is perfectly secure, so we will tell you promptly if a breach affects your data.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What personal data LankaLens collects when you browse, buy or upload, why, who sees it, and for how long we keep it."
      sections={sections}
    />
  );
}
