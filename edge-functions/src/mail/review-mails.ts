import type { Language } from '../contract/languages.ts';
import { escapeHtml, type Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';

/**
 * The e-mails reviewers' decisions send to creators (spec: "the notification sent once review
 * ends"), in the creator's language. Plain text and a minimal HTML twin; every value from users
 * is escaped.
 */

/** A mail's subject and its paragraphs, in one language. */
export interface MailCopy {
  subject: string;
  lines: string[];
}

/** A plain-text mail and its minimal HTML twin, one paragraph per line. */
export function message(to: string, template: string, copy: MailCopy): MailMessage {
  return {
    to,
    subject: copy.subject,
    template,
    text: copy.lines.join('\n\n'),
    html: copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

const photoTitle: Translated<string, string> = {
  en: (name) => (name.trim() === '' ? 'Your photo' : `Your photo "${name}"`),
  si: (name) => (name.trim() === '' ? 'ඔබේ ඡායාරූපය' : `ඔබේ "${name}" ඡායාරූපය`),
  ta: (name) => (name.trim() === '' ? 'உங்கள் புகைப்படம்' : `உங்கள் "${name}" புகைப்படம்`),
};

const acceptedCopy: Translated<{ photoName: string }, MailCopy> = {
  en: ({ photoName }) => ({
    subject: 'Your photo was accepted',
    lines: [
      `${photoTitle.en(photoName)} passed review and is being published.`,
      'It will appear on the website within a few minutes.',
    ],
  }),
  si: ({ photoName }) => ({
    subject: 'ඔබේ ඡායාරූපය අනුමත කෙරිණි',
    lines: [
      `${photoTitle.si(photoName)} සමාලෝචනයෙන් අනුමත වූ අතර දැන් ප්‍රකාශ කෙරෙමින් පවතී.`,
      'මිනිත්තු කිහිපයකින් එය වෙබ් අඩවියේ දිස් වනු ඇත.',
    ],
  }),
  ta: ({ photoName }) => ({
    subject: 'உங்கள் புகைப்படம் ஏற்றுக்கொள்ளப்பட்டது',
    lines: [
      `${photoTitle.ta(photoName)} மதிப்பாய்வில் ஏற்றுக்கொள்ளப்பட்டு, இப்போது வெளியிடப்படுகிறது.`,
      'சில நிமிடங்களில் இது இணையதளத்தில் தோன்றும்.',
    ],
  }),
};

const rejectedCopy: Translated<{ photoName: string; reason: string }, MailCopy> = {
  en: ({ photoName, reason }) => ({
    subject: 'Your photo needs changes',
    lines: [
      `${photoTitle.en(photoName)} was not accepted.`,
      `Reason: ${reason}`,
      'You can update it and submit it for review again from your album.',
    ],
  }),
  si: ({ photoName, reason }) => ({
    subject: 'ඔබේ ඡායාරූපයේ වෙනස්කම් කිහිපයක් අවශ්‍යයි',
    lines: [
      `${photoTitle.si(photoName)} අනුමත නොකෙරිණි.`,
      `හේතුව: ${reason}`,
      'ඔබේ ඇල්බමයෙන් එය යාවත්කාලීන කර නැවත සමාලෝචනය සඳහා ඉදිරිපත් කළ හැකිය.',
    ],
  }),
  ta: ({ photoName, reason }) => ({
    subject: 'உங்கள் புகைப்படத்தில் சில மாற்றங்கள் தேவை',
    lines: [
      `${photoTitle.ta(photoName)} ஏற்றுக்கொள்ளப்படவில்லை.`,
      `காரணம்: ${reason}`,
      'உங்கள் ஆல்பத்திலிருந்து அதைத் திருத்தி, மீண்டும் மதிப்பாய்வுக்குச் சமர்ப்பிக்கலாம்.',
    ],
  }),
};

const verificationApprovedCopy: Translated<Record<string, never>, MailCopy> = {
  en: () => ({
    subject: 'Your account is verified',
    lines: ['Your creator account is now verified.', 'You can now offer paid photos.'],
  }),
  si: () => ({
    subject: 'ඔබේ ගිණුම තහවුරු කෙරිණි',
    lines: ['ඔබේ ඡායාරූප ශිල්පී ගිණුම දැන් තහවුරු කර ඇත.', 'දැන් ඔබට ඔබේ ඡායාරූප මුදලට අලෙවි කළ හැකිය.'],
  }),
  ta: () => ({
    subject: 'உங்கள் கணக்கு சரிபார்க்கப்பட்டது',
    lines: [
      'உங்கள் புகைப்படக் கலைஞர் கணக்கு இப்போது சரிபார்க்கப்பட்டுள்ளது.',
      'இனி உங்கள் புகைப்படங்களைக் கட்டணத்துக்கு விற்பனை செய்யலாம்.',
    ],
  }),
};

const verificationDeniedCopy: Translated<{ reason: string }, MailCopy> = {
  en: ({ reason }) => ({
    subject: 'Your verification request was not approved',
    lines: ['Your request to verify your creator account was not approved.', `Reason: ${reason}`],
  }),
  si: ({ reason }) => ({
    subject: 'ඔබේ තහවුරු කිරීමේ ඉල්ලීම අනුමත නොකෙරිණි',
    lines: ['ඔබේ ඡායාරූප ශිල්පී ගිණුම තහවුරු කිරීමට ඔබ කළ ඉල්ලීම අනුමත නොකෙරිණි.', `හේතුව: ${reason}`],
  }),
  ta: ({ reason }) => ({
    subject: 'உங்கள் சரிபார்ப்புக் கோரிக்கை ஏற்கப்படவில்லை',
    lines: ['உங்கள் புகைப்படக் கலைஞர் கணக்கைச் சரிபார்க்கும் கோரிக்கை ஏற்கப்படவில்லை.', `காரணம்: ${reason}`],
  }),
};

export function photoAcceptedMail(language: Language, to: string, photoName: string): MailMessage {
  return message(to, 'photo_accepted', acceptedCopy[language]({ photoName }));
}

export function photoRejectedMail(
  language: Language,
  to: string,
  photoName: string,
  reason: string,
): MailMessage {
  return message(to, 'photo_rejected', rejectedCopy[language]({ photoName, reason }));
}

export function verificationApprovedMail(language: Language, to: string): MailMessage {
  return message(to, 'verification_approved', verificationApprovedCopy[language]({}));
}

export function verificationDeniedMail(
  language: Language,
  to: string,
  reason: string,
): MailMessage {
  return message(to, 'verification_denied', verificationDeniedCopy[language]({ reason }));
}
