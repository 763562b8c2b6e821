import type { Language } from '../contract/languages.ts';
import { escapeHtml, formatMailDate, formatRupees, type Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';

/** What a download mail says, before it is put into words. */
interface DownloadFacts {
  buyerName: string;
  photoName: string;
  /** The price in the recipient's language, for a purchase; null for a free download. */
  price: string | null;
  maxDownloads: number;
  /** The last day of the link, in the recipient's language. */
  expires: string;
}

/** The words of a download mail in one language; `linkLabel` opens the download link. */
interface DownloadCopy {
  subject: string;
  greeting: string;
  opening: string;
  linkLabel: string;
  terms: string;
}

const downloadCopy: Translated<DownloadFacts, DownloadCopy> = {
  en: (f) => ({
    subject: f.price
      ? `Your receipt and download: ${f.photoName}`
      : `Your free download: ${f.photoName}`,
    greeting: `Hello ${f.buyerName},`,
    opening: f.price
      ? `Thank you for your purchase of "${f.photoName}" (${f.price}).`
      : `Here is your free download of "${f.photoName}".`,
    linkLabel: 'Download the original',
    terms: `The link works ${f.maxDownloads} times until ${f.expires}. The photo is licensed to you under the standard royalty-free licence.`,
  }),
  si: (f) => ({
    subject: f.price
      ? `ඔබේ රිසිට්පත සහ බාගත කිරීම: ${f.photoName}`
      : `ඔබේ නොමිලේ බාගත කිරීම: ${f.photoName}`,
    greeting: `ආයුබෝවන් ${f.buyerName},`,
    opening: f.price
      ? `"${f.photoName}" ඡායාරූපය මිලදී ගත්තාට ඔබට ස්තූතියි (${f.price}).`
      : `ඔබ ඉල්ලූ "${f.photoName}" ඡායාරූපය නොමිලේ බාගත කරගත හැකිය.`,
    linkLabel: 'මුල් ඡායාරූපය බාගත කරන්න',
    terms: `මෙම සබැඳියෙන් ${f.expires} දක්වා ${f.maxDownloads} වතාවක් බාගත කළ හැකිය. සම්මත රෝයල්ටි රහිත බලපත්‍රය යටතේ මෙම ඡායාරූපය භාවිත කිරීමට ඔබට අවසර ඇත.`,
  }),
  ta: (f) => ({
    subject: f.price
      ? `உங்கள் ரசீதும் பதிவிறக்கமும்: ${f.photoName}`
      : `உங்கள் இலவசப் பதிவிறக்கம்: ${f.photoName}`,
    greeting: `வணக்கம் ${f.buyerName},`,
    opening: f.price
      ? `"${f.photoName}" புகைப்படத்தை வாங்கியதற்கு நன்றி (${f.price}).`
      : `நீங்கள் கேட்ட "${f.photoName}" புகைப்படத்தை இலவசமாகப் பதிவிறக்கலாம்.`,
    linkLabel: 'மூலப் புகைப்படத்தைப் பதிவிறக்குங்கள்',
    terms: `இந்த இணைப்பின் மூலம் ${f.expires} வரை ${f.maxDownloads} முறை பதிவிறக்கலாம். நிலையான ராயல்டி இல்லாத உரிமத்தின் கீழ் இந்தப் புகைப்படத்தைப் பயன்படுத்த உங்களுக்கு உரிமை வழங்கப்படுகிறது.`,
  }),
};

/**
 * The e-mail carrying a download link, for a free download or as a paid order's receipt, in the
 * buyer's language.
 */
export function downloadMail(input: {
  language: Language;
  to: string;
  buyerName: string;
  photoName: string;
  link: string;
  amountCents: number;
  maxDownloads: number;
  expiresAt: Date;
}): MailMessage {
  const { language } = input;
  const paid = input.amountCents > 0;
  const copy = downloadCopy[language]({
    buyerName: input.buyerName,
    photoName: input.photoName,
    price: paid ? formatRupees(input.amountCents, language) : null,
    maxDownloads: input.maxDownloads,
    expires: formatMailDate(input.expiresAt, language),
  });
  const text = [
    copy.greeting,
    '',
    copy.opening,
    '',
    `${copy.linkLabel}: ${input.link}`,
    '',
    copy.terms,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(copy.greeting)}</p>`,
    '',
    `<p>${escapeHtml(copy.opening)}</p>`,
    '',
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.linkLabel)}</a></p>`,
    '',
    `<p>${escapeHtml(copy.terms)}</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: copy.subject,
    text,
    html,
    template: paid ? 'purchase_receipt' : 'free_download',
  };
}
