import type { Language } from '../contract/languages.ts';
import { formatMailDate, formatRupees, type Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';
import { message, type MailCopy } from './review-mails.ts';

/**
 * The admins' daily digest (issue 41, worker/digest-jobs.ts): yesterday in Colombo, and what
 * waits for an admin now, in the admin's language.
 */
export interface DigestFacts {
  /** Yesterday's date in Colombo, as 'YYYY-MM-DD'. */
  day: string;
  sales: number;
  revenueCents: number;
  newCreators: number;
  photosInReview: number;
  verificationRequests: number;
  payoutsToApprove: number;
  /** Jobs DEAD now, payment notices refused yesterday, mails failing now. */
  deadJobs: number;
  refusedNotices: number;
  failingMails: number;
  consoleUrl: string;
  settingsUrl: string;
}

const dayOf = (facts: DigestFacts, language: Language) =>
  formatMailDate(new Date(`${facts.day}T00:00:00Z`), language);

const digestCopy: Translated<DigestFacts, MailCopy> = {
  en: (f) => ({
    subject: `[LankaLens] Daily digest for ${dayOf(f, 'en')}`,
    lines: [
      `Yesterday (${dayOf(f, 'en')}): ${f.sales} ${f.sales === 1 ? 'sale' : 'sales'}, revenue ${formatRupees(f.revenueCents, 'en')}, ${f.newCreators} new ${f.newCreators === 1 ? 'creator' : 'creators'}.`,
      `Waiting for an admin: photos to review ${f.photosInReview}, verification requests ${f.verificationRequests}, payouts to approve ${f.payoutsToApprove}.`,
      `Failures: failed jobs ${f.deadJobs}, refused payment notices ${f.refusedNotices}, failing mails ${f.failingMails}.`,
      `Admin console: ${f.consoleUrl}`,
      `You can turn this digest off on your profile: ${f.settingsUrl}`,
    ],
  }),
  si: (f) => ({
    subject: `[LankaLens] ${dayOf(f, 'si')} දෛනික සාරාංශය`,
    lines: [
      `ඊයේ (${dayOf(f, 'si')}): විකුණුම් ${f.sales}, ආදායම ${formatRupees(f.revenueCents, 'si')}, නව නිර්මාණකරුවන් ${f.newCreators}.`,
      `පරිපාලකයෙකු බලාපොරොත්තුවෙන්: සමාලෝචනයට ඡායාරූප ${f.photosInReview}, තහවුරු කිරීමේ ඉල්ලීම් ${f.verificationRequests}, අනුමත කළ යුතු ගෙවීම් ${f.payoutsToApprove}.`,
      `අසාර්ථකත්වයන්: අසාර්ථක කාර්ය ${f.deadJobs}, ප්‍රතික්ෂේපිත ගෙවීම් දැනුම්දීම් ${f.refusedNotices}, අසාර්ථක ඊමේල් ${f.failingMails}.`,
      `පරිපාලක කොන්සෝලය: ${f.consoleUrl}`,
      `ඔබේ පැතිකඩෙන් මෙම සාරාංශය නවත්විය හැකිය: ${f.settingsUrl}`,
    ],
  }),
  ta: (f) => ({
    subject: `[LankaLens] ${dayOf(f, 'ta')} தினசரிச் சுருக்கம்`,
    lines: [
      `நேற்று (${dayOf(f, 'ta')}): ${f.sales} விற்பனைகள், வருவாய் ${formatRupees(f.revenueCents, 'ta')}, ${f.newCreators} புதிய படைப்பாளர்கள்.`,
      `நிர்வாகிக்காகக் காத்திருப்பவை: மதிப்பாய்வுக்கு ${f.photosInReview} புகைப்படங்கள், ${f.verificationRequests} சரிபார்ப்புக் கோரிக்கைகள், அங்கீகரிக்க ${f.payoutsToApprove} கொடுப்பனவுகள்.`,
      `தோல்விகள்: ${f.deadJobs} தோல்வியுற்ற பணிகள், ${f.refusedNotices} நிராகரிக்கப்பட்ட கொடுப்பனவு அறிவிப்புகள், ${f.failingMails} தோல்வியுறும் மின்னஞ்சல்கள்.`,
      `நிர்வாகக் கட்டுப்பாட்டகம்: ${f.consoleUrl}`,
      `இந்தச் சுருக்கத்தை உங்கள் சுயவிவரத்தில் நிறுத்தலாம்: ${f.settingsUrl}`,
    ],
  }),
};

export function digestMail(language: Language, to: string, facts: DigestFacts): MailMessage {
  return message(to, 'admin_digest', digestCopy[language](facts));
}
