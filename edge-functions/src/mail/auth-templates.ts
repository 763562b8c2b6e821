import type { Language } from '../contract/languages.ts';
import { escapeHtml, htmlTag, type Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';

/** The product's name as mails show it (in every language). */
const PRODUCT = 'LankaLens';

/** The words of one auth mail in one language. */
interface AuthCopy {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  note: string;
}

/** The words of the shared layout in one language. */
interface LayoutCopy {
  orOpen: string;
}

const layoutCopy: Readonly<Record<Language, LayoutCopy>> = {
  en: { orOpen: 'Or open this link:' },
  si: { orOpen: 'නැතහොත් මෙම සබැඳිය විවෘත කරන්න:' },
  ta: { orOpen: 'அல்லது இந்த இணைப்பைத் திறக்கவும்:' },
};

const greetings: Translated<string, string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  si: (name) => (name ? `ආයුබෝවන් ${name},` : 'ආයුබෝවන්,'),
  ta: (name) => (name ? `வணக்கம் ${name},` : 'வணக்கம்,'),
};

/** One layout for every auth mail: a greeting, a paragraph, one button, and a closing note. */
function render(
  language: Language,
  options: { to: string; template: string; link: string } & AuthCopy,
): MailMessage {
  const { greeting } = options;
  const text = [
    greeting,
    '',
    options.body,
    '',
    `${options.action}: ${options.link}`,
    '',
    options.note,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const html = `<!doctype html>
${htmlTag(language)}<body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
<h2 style="color:#0b6e4f">${PRODUCT}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(options.body)}</p>
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(layoutCopy[language].orOpen)} <a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(options.note)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html, template: options.template };
}

const activationCopy: Translated<{ firstName: string }, AuthCopy> = {
  en: ({ firstName }) => ({
    subject: `Activate your ${PRODUCT} account`,
    greeting: greetings.en(firstName),
    body: `Welcome to ${PRODUCT}, the home of Sri Lankan stock photos. Please confirm your email address to activate your account.`,
    action: 'Activate my account',
    note: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  }),
  si: ({ firstName }) => ({
    subject: `ඔබේ ${PRODUCT} ගිණුම සක්‍රිය කරන්න`,
    greeting: greetings.si(firstName),
    body: `ශ්‍රී ලාංකීය ඡායාරූපවල නිවහන වන ${PRODUCT} වෙත ඔබව සාදරයෙන් පිළිගනිමු. ඔබේ ගිණුම සක්‍රිය කිරීමට කරුණාකර ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න.`,
    action: 'මගේ ගිණුම සක්‍රිය කරන්න',
    note: 'මෙම සබැඳිය එක් වරක් පමණක් ක්‍රියා කරන අතර පැය 24කින් කල් ඉකුත් වේ. ඔබ ලියාපදිංචි නොවූයේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න.',
  }),
  ta: ({ firstName }) => ({
    subject: `உங்கள் ${PRODUCT} கணக்கைச் செயல்படுத்துங்கள்`,
    greeting: greetings.ta(firstName),
    body: `இலங்கையின் புகைப்படங்களுக்கான இல்லமான ${PRODUCT}-க்கு உங்களை அன்புடன் வரவேற்கிறோம். உங்கள் கணக்கைச் செயல்படுத்த, தயவுசெய்து உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்.`,
    action: 'என் கணக்கைச் செயல்படுத்து',
    note: 'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும்; 24 மணி நேரத்தில் காலாவதியாகும். நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
  }),
};

const passwordResetCopy: Translated<{ firstName: string }, AuthCopy> = {
  en: ({ firstName }) => ({
    subject: `Reset your ${PRODUCT} password`,
    greeting: greetings.en(firstName),
    body: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    action: 'Create a new password',
    note: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  }),
  si: ({ firstName }) => ({
    subject: `ඔබේ ${PRODUCT} මුරපදය යළි සකසන්න`,
    greeting: greetings.si(firstName),
    body: 'ඔබේ ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලීමක් අපට ලැබුණා. පහත සබැඳිය හරහා නව මුරපදයක් තෝරාගන්න.',
    action: 'නව මුරපදයක් සාදන්න',
    note: 'මෙම සබැඳිය එක් වරක් පමණක් ක්‍රියා කරන අතර පැයකින් කල් ඉකුත් වේ. ඔබ මෙය ඉල්ලා නොසිටියේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
  }),
  ta: ({ firstName }) => ({
    subject: `உங்கள் ${PRODUCT} கடவுச்சொல்லை மீட்டமையுங்கள்`,
    greeting: greetings.ta(firstName),
    body: 'உங்கள் கணக்கின் கடவுச்சொல்லை மீட்டமைக்கும் கோரிக்கை ஒன்று எங்களுக்குக் கிடைத்தது. கீழே உள்ள இணைப்பின் மூலம் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    action: 'புதிய கடவுச்சொல்லை உருவாக்கு',
    note: 'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும்; ஒரு மணி நேரத்தில் காலாவதியாகும். நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.',
  }),
};

/** A mail of one kind: the shared layout with that kind's words in the recipient's language. */
function authMail(template: string, copy: Translated<{ firstName: string }, AuthCopy>) {
  return (language: Language, to: string, firstName: string, link: string): MailMessage =>
    render(language, { to, template, link, ...copy[language]({ firstName }) });
}

export const activationMail = authMail('activation', activationCopy);
export const passwordResetMail = authMail('password_reset', passwordResetCopy);
