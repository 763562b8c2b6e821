import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../contract/languages.ts';
import { activationMail, passwordResetMail } from './auth-templates.ts';
import { downloadMail } from './download-mails.ts';
import { escapeHtml, formatMailDate, formatRupees } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';
import { payoutPaidMail, payoutRejectedMail, payoutRequestedMail } from './payout-mails.ts';
import {
  photoAcceptedMail,
  photoRejectedMail,
  verificationApprovedMail,
  verificationDeniedMail,
} from './review-mails.ts';
import englishBefore from './fixtures/english-mails.json' with { type: 'json' };
import { ENGLISH, formatDateIn } from '../../../web/src/lib/format.ts';
import { FORMAT_TABLES } from '../../../web/src/lib/format-tables.generated.ts';

/**
 * Every mail kind in every language (issue 20): English exactly as it was before mails were
 * translated (the fixture was rendered by the English-only templates), Sinhala and Tamil in
 * their own script, and every placeholder filled in all three.
 */
const payout = { amountCents: 1234567, bankName: 'Commercial Bank', accountLast4: '4321' };
const expiresAt = new Date('2026-12-27T10:00:00Z');

interface Case {
  /** The mail's key in the English fixture. */
  sample: keyof typeof englishBefore;
  template: string;
  build: (language: Language) => MailMessage;
  /** What the mail must show, in the recipient's language. */
  placeholders: (language: Language) => string[];
}

const cases: Case[] = [
  {
    sample: 'activation',
    template: 'activation',
    build: (l) =>
      activationMail(l, 'a@x.lk', 'Nimal <b>', 'https://api.example/v1/activate?token=t&x=1'),
    placeholders: () => ['Nimal <b>', 'https://api.example/v1/activate?token=t&x=1'],
  },
  {
    sample: 'activation_noname',
    template: 'activation',
    build: (l) => activationMail(l, 'a@x.lk', '', 'https://api.example/v1/activate?token=t'),
    placeholders: () => ['https://api.example/v1/activate?token=t'],
  },
  {
    sample: 'password_reset',
    template: 'password_reset',
    build: (l) =>
      passwordResetMail(l, 'a@x.lk', 'Nimal', 'https://site.example/update_password?t=abc'),
    placeholders: () => ['Nimal', 'https://site.example/update_password?t=abc'],
  },
  {
    sample: 'free_download',
    template: 'free_download',
    build: (language) =>
      downloadMail({
        language,
        to: 'v@x.lk',
        buyerName: 'Kamala Perera',
        photoName: 'Sigiriya "rock"',
        link: 'https://api.example/v1/public/photos/download?ref=r1',
        amountCents: 0,
        maxDownloads: 5,
        expiresAt,
      }),
    placeholders: (l) => [
      'Kamala Perera',
      'Sigiriya "rock"',
      'https://api.example/v1/public/photos/download?ref=r1',
      formatMailDate(expiresAt, l),
      ' 5 ',
    ],
  },
  {
    sample: 'purchase_receipt',
    template: 'purchase_receipt',
    build: (language) =>
      downloadMail({
        language,
        to: 'v@x.lk',
        buyerName: 'Kamala Perera',
        photoName: 'Sigiriya & sky',
        link: 'https://api.example/v1/public/photos/download?ref=r2',
        amountCents: 450000,
        maxDownloads: 5,
        expiresAt,
      }),
    placeholders: (l) => [
      'Kamala Perera',
      'Sigiriya & sky',
      'https://api.example/v1/public/photos/download?ref=r2',
      formatRupees(450000, l),
      formatMailDate(expiresAt, l),
      ' 5 ',
    ],
  },
  {
    sample: 'photo_accepted',
    template: 'photo_accepted',
    build: (l) => photoAcceptedMail(l, 'c@x.lk', 'Tea estate'),
    placeholders: () => ['"Tea estate"'],
  },
  {
    sample: 'photo_accepted_unnamed',
    template: 'photo_accepted',
    build: (l) => photoAcceptedMail(l, 'c@x.lk', '  '),
    placeholders: () => [],
  },
  {
    sample: 'photo_rejected',
    template: 'photo_rejected',
    build: (l) => photoRejectedMail(l, 'c@x.lk', 'Tea estate', 'Blurred <focus>'),
    placeholders: () => ['"Tea estate"', 'Blurred <focus>'],
  },
  {
    sample: 'verification_approved',
    template: 'verification_approved',
    build: (l) => verificationApprovedMail(l, 'c@x.lk'),
    placeholders: () => [],
  },
  {
    sample: 'verification_denied',
    template: 'verification_denied',
    build: (l) => verificationDeniedMail(l, 'c@x.lk', 'Too few photos'),
    placeholders: () => ['Too few photos'],
  },
  {
    sample: 'payout_requested',
    template: 'payout_requested',
    build: (l) => payoutRequestedMail(l, 'c@x.lk', payout),
    placeholders: (l) => [formatRupees(1234567, l), 'Commercial Bank', '4321'],
  },
  {
    sample: 'payout_paid',
    template: 'payout_paid',
    build: (l) => payoutPaidMail(l, 'c@x.lk', payout, 'BR-991'),
    placeholders: (l) => [formatRupees(1234567, l), 'Commercial Bank', '4321', 'BR-991'],
  },
  {
    sample: 'payout_rejected',
    template: 'payout_rejected',
    build: (l) => payoutRejectedMail(l, 'c@x.lk', payout, 'Wrong account'),
    placeholders: (l) => [formatRupees(1234567, l), 'Wrong account'],
  },
];

const SCRIPT: Record<Language, RegExp> = {
  en: /^[\x20-\x7e\n\u2014]*$/, // English mails are ASCII, with the closing em dash
  si: /[\u0D80-\u0DFF]/,
  ta: /[\u0B80-\u0BFF]/,
};

describe('mail templates', () => {
  it('cover every mail kind of the fixture', () => {
    expect(cases.map((c) => c.sample).sort()).toEqual(Object.keys(englishBefore).sort());
  });

  describe.each(cases)('$sample', ({ sample, template, build, placeholders }) => {
    it('renders English byte for byte as before', () => {
      expect(build('en')).toEqual(englishBefore[sample]);
    });

    it.each(LANGUAGES)('renders %s with every placeholder filled', (language) => {
      const mail = build(language);
      expect(mail.template).toBe(template);
      expect(mail.to).toBe(englishBefore[sample].to);
      expect(mail.subject.trim()).not.toBe('');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/undefined|NaN|\[object|\$\{|\{\{|\}\}/);
      }
      for (const value of placeholders(language)) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(escapeHtml(value));
      }
      expect(mail.subject).toMatch(SCRIPT[language]);
      expect(mail.text).toMatch(SCRIPT[language]);
      if (language !== 'en') {
        expect(mail.subject).not.toBe(englishBefore[sample].subject);
        // The other local script never slips in.
        expect(mail.text).not.toMatch(SCRIPT[language === 'si' ? 'ta' : 'si']);
      }
    });
  });

  it('formats prices and dates as Intl does for each language', () => {
    expect(formatRupees(450000, 'en')).toBe('Rs. 4,500.00');
    expect(formatRupees(450000, 'si')).toBe(
      new Intl.NumberFormat('si-LK', { style: 'currency', currency: 'LKR' }).format(4500),
    );
    expect(formatRupees(450000, 'si')).toMatch(/^රු\.\s4,500\.00$/);
    expect(formatRupees(12345678, 'ta')).toMatch(/1,23,456\.78$/);
    expect(formatMailDate(expiresAt, 'en')).toBe('2026-12-27');
    expect(formatMailDate(expiresAt, 'si')).toMatch(/^2026 \S+ 27$/);
    expect(formatMailDate(expiresAt, 'ta')).toBe('27 டிசம்பர், 2026');
  });

  it('names the day the site shows, in Colombo, also after 18:30 UTC', () => {
    // 19:00 UTC on the 27th is 00:30 on the 28th in Colombo: the purchases page says the 28th.
    const late = new Date('2026-12-27T19:00:00Z');
    const tables = { en: ENGLISH, ...FORMAT_TABLES };
    for (const language of LANGUAGES) {
      const { number, date, longDate } = tables[language];
      // As the purchases page writes the link's expiry (format.date), and the long form.
      const site = formatDateIn(date, number, late.toISOString());
      expect(site, language).toMatch(/\b28\b/);
      const mail = downloadMail({
        language,
        to: 'v@x.lk',
        buyerName: 'Nimal',
        photoName: 'Sigiriya',
        link: 'https://api.example/d/1',
        amountCents: 0,
        maxDownloads: 5,
        expiresAt: late,
      });
      const day =
        language === 'en' ? '2026-12-28' : formatDateIn(longDate, number, late.toISOString());
      expect(mail.text, language).toContain(day);
      expect(day, language).toMatch(/28/);
      expect(mail.text, language).not.toMatch(/\b27\b/);
    }
  });
});
