import type { Language } from '../contract/languages.ts';
import { formatRupees, type Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';
import { message, type MailCopy } from './review-mails.ts';

/**
 * The e-mails a payout request sends its creator: received, paid, rejected, in the creator's
 * language. The account shows by its bank and last four digits only.
 */
interface PayoutFacts {
  amountCents: number;
  bankName: string;
  accountLast4: string;
}

/** The facts as a mail's words need them: the amount in the recipient's language. */
interface PayoutWords {
  amount: string;
  bankName: string;
  accountLast4: string;
}

const words = (payout: PayoutFacts, language: Language): PayoutWords => ({
  amount: formatRupees(payout.amountCents, language),
  bankName: payout.bankName,
  accountLast4: payout.accountLast4,
});

/** "your <bank> account ending 1234", as each language says it. */
const yourAccount: Translated<PayoutWords, string> = {
  en: (p) => `your ${p.bankName} account ending ${p.accountLast4}`,
  si: (p) => `${p.accountLast4} න් අවසන් වන ඔබේ ${p.bankName} ගිණුම`,
  ta: (p) => `${p.accountLast4} இல் முடிவடையும் உங்கள் ${p.bankName} கணக்கு`,
};

const requestedCopy: Translated<PayoutWords, MailCopy> = {
  en: (p) => ({
    subject: 'We received your payout request',
    lines: [
      `We received your request for a payout of ${p.amount} to ${yourAccount.en(p)}.`,
      'We check requests and transfer the money within a few working days; we will write again when it is paid.',
    ],
  }),
  si: (p) => ({
    subject: 'ඔබේ ගෙවීම් ඉල්ලීම අපට ලැබුණා',
    lines: [
      `${p.amount} ක මුදලක් ${yourAccount.si(p)} වෙත ගෙවීමට ඔබ කළ ඉල්ලීම අපට ලැබුණා.`,
      'අපි ඉල්ලීම් පරීක්ෂා කර වැඩ කරන දින කිහිපයක් ඇතුළත මුදල් මාරු කරන්නෙමු; මුදල් ගෙවූ පසු නැවත ඔබට දන්වන්නෙමු.',
    ],
  }),
  ta: (p) => ({
    subject: 'உங்கள் கொடுப்பனவுக் கோரிக்கை எங்களுக்குக் கிடைத்தது',
    lines: [
      `${p.amount} தொகையை ${yourAccount.ta(p)}க்குச் செலுத்துமாறு நீங்கள் அனுப்பிய கோரிக்கை எங்களுக்குக் கிடைத்தது.`,
      'கோரிக்கைகளைச் சரிபார்த்து, சில வேலை நாட்களுக்குள் பணத்தை மாற்றுவோம்; பணம் செலுத்தப்பட்டதும் மீண்டும் அறிவிப்போம்.',
    ],
  }),
};

const paidCopy: Translated<PayoutWords & { bankReference: string }, MailCopy> = {
  en: (p) => ({
    subject: 'Your payout was paid',
    lines: [
      `We transferred ${p.amount} to ${yourAccount.en(p)}.`,
      `Bank reference: ${p.bankReference}`,
      'It shows on your monthly statement under Stats.',
    ],
  }),
  si: (p) => ({
    subject: 'ඔබේ ගෙවීම සිදු කෙරිණි',
    lines: [
      `අපි ${p.amount} ${yourAccount.si(p)} වෙත මාරු කළෙමු.`,
      `බැංකු යොමු අංකය: ${p.bankReference}`,
      'එය සංඛ්‍යාලේඛන (Stats) යටතේ ඇති ඔබේ මාසික ප්‍රකාශයේ දැක්වේ.',
    ],
  }),
  ta: (p) => ({
    subject: 'உங்கள் கொடுப்பனவு செலுத்தப்பட்டது',
    lines: [
      `${p.amount} தொகையை ${yourAccount.ta(p)}க்கு மாற்றியுள்ளோம்.`,
      `வங்கிக் குறிப்பு எண்: ${p.bankReference}`,
      'இது புள்ளிவிவரங்கள் (Stats) பகுதியிலுள்ள உங்கள் மாதாந்தக் கணக்கறிக்கையில் காட்டப்படும்.',
    ],
  }),
};

const rejectedCopy: Translated<PayoutWords & { reason: string }, MailCopy> = {
  en: (p) => ({
    subject: 'Your payout request was not approved',
    lines: [
      `Your request for a payout of ${p.amount} was not approved.`,
      `Reason: ${p.reason}`,
      'The amount is available again: you can correct your bank account and ask again.',
    ],
  }),
  si: (p) => ({
    subject: 'ඔබේ ගෙවීම් ඉල්ලීම අනුමත නොකෙරිණි',
    lines: [
      `${p.amount} ක ගෙවීමක් සඳහා ඔබ කළ ඉල්ලීම අනුමත නොකෙරිණි.`,
      `හේතුව: ${p.reason}`,
      'එම මුදල නැවතත් ඔබේ ශේෂයට එක් වී ඇත: ඔබේ බැංකු ගිණුමේ විස්තර නිවැරදි කර නැවත ඉල්ලීමක් කළ හැකිය.',
    ],
  }),
  ta: (p) => ({
    subject: 'உங்கள் கொடுப்பனவுக் கோரிக்கை ஏற்கப்படவில்லை',
    lines: [
      `${p.amount} கொடுப்பனவுக்கான உங்கள் கோரிக்கை ஏற்கப்படவில்லை.`,
      `காரணம்: ${p.reason}`,
      'அந்தத் தொகை மீண்டும் உங்கள் இருப்பில் சேர்க்கப்பட்டுள்ளது: உங்கள் வங்கிக் கணக்கு விவரங்களைத் திருத்தி மீண்டும் கோரலாம்.',
    ],
  }),
};

export function payoutRequestedMail(
  language: Language,
  to: string,
  payout: PayoutFacts,
): MailMessage {
  return message(to, 'payout_requested', requestedCopy[language](words(payout, language)));
}

export function payoutPaidMail(
  language: Language,
  to: string,
  payout: PayoutFacts,
  bankReference: string,
): MailMessage {
  return message(
    to,
    'payout_paid',
    paidCopy[language]({ ...words(payout, language), bankReference }),
  );
}

export function payoutRejectedMail(
  language: Language,
  to: string,
  payout: PayoutFacts,
  reason: string,
): MailMessage {
  return message(
    to,
    'payout_rejected',
    rejectedCopy[language]({ ...words(payout, language), reason }),
  );
}
