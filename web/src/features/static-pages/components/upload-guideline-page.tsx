import { LegalPage, type LegalSection } from './legal-page.tsx';

const sections: LegalSection[] = [
  {
    title: 'File requirements',
    points: [
      'JPEG files only (.jpg or .jpeg).',
      'At least 2 megapixels, with both the width and the height over 1080 pixels.',
      'A file size between 1 MB and 64 MB.',
      'The original EXIF metadata must be present: camera make and model, exposure, aperture, ISO and focal length. Photos without it cannot be submitted.',
      'Correct rotation: the photo must appear the right way up.',
    ],
  },
  {
    title: 'What we look for',
    points: [
      'A Sri Lankan touch: every photo must show Sri Lanka, its places, people, wildlife, food, festivals or daily life.',
      'Sharp focus where it matters, good exposure, and no heavy noise, banding or over-processing.',
      'No watermarks, logos, borders, date imprints or captions on the image. LankaLens adds its own watermark to previews of paid photos.',
      'Your own work only: you must have taken the photo and hold all rights to it.',
      'Recognisable people need a signed model release for commercial use; otherwise mention in the description that the photo is for editorial use.',
      'Respect for culture and religion: follow the rules at temples and sacred sites, and never show the Buddha or religious images in a disrespectful way.',
    ],
  },
  {
    title: 'Titles, tags and descriptions',
    points: [
      'Give each photo a clear title that says what and where, for example “Tea pluckers at dawn, Nuwara Eliya”.',
      'Add tags that buyers would search for: the place, the subject, the season. Tags may not contain the characters @ $ + & | ! ( ) { } [ ] ^ ~ * ? :.',
      'A short description helps buyers and search engines; mention the story behind the photo.',
    ],
  },
  {
    title: 'Free and paid photos',
    points: [
      'Every photo is marked free or paid when you upload it. Until your account is verified, all your photos are free.',
      'Keep at least 5 free photos in your account at all times; a photo cannot be removed or unpublished if that would leave fewer.',
      'To sell photos, ask for verification from your profile once your first album holds enough published photos.',
    ],
  },
  {
    title: 'Review and publishing',
    paragraphs: [
      'After you submit a photo, our reviewers check it against this guideline, usually within two working days. Accepted photos are processed (a thumbnail and a preview are made, location data and serial numbers are removed) and then published. You receive a notification when the review ends; if a photo is declined, the reason is shown so you can fix it and submit again.',
    ],
  },
];

export function UploadGuidelinePage() {
  return (
    <LegalPage
      title="Photo Upload Guideline"
      intro="What a photo needs to be accepted on LankaLens: the file, the content, the information that goes with it, and how review works."
      sections={sections}
    />
  );
}
