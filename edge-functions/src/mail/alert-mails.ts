import type { Language } from '../contract/languages.ts';
import type { Translated } from './mail-format.ts';
import type { MailMessage } from './outbox.ts';
import { message, type MailCopy } from './review-mails.ts';

/**
 * The alert mails admins get when something keeps failing, and when it clears (issue 41,
 * worker/alert-jobs.ts), in each admin's language. The detail lines are the facts as the system
 * gives them (job kinds, errors, counts), the same in every language.
 */
export type AlertProblem =
  'jobs_dead' | 'worker_stopped' | 'notices_refused' | 'mail_failing' | 'disk_full';

const what: Record<AlertProblem, Record<Language, string>> = {
  jobs_dead: {
    en: 'Background jobs have failed for good (DEAD)',
    si: 'පසුබිම් කාර්ය සම්පූර්ණයෙන්ම අසාර්ථක වී ඇත (DEAD)',
    ta: 'பின்னணிப் பணிகள் முழுமையாகத் தோல்வியடைந்தன (DEAD)',
  },
  worker_stopped: {
    en: 'The worker has stopped: no heartbeat for over 2 minutes',
    si: 'පසුබිම් සේවකයා නැවතී ඇත: මිනිත්තු 2කට වඩා හද ගැස්මක් නැත',
    ta: 'பின்னணிப் பணியாளர் நின்றுவிட்டார்: 2 நிமிடங்களுக்கு மேல் இதயத்துடிப்பு இல்லை',
  },
  notices_refused: {
    en: 'Payment notices are being refused (5 or more in 10 minutes)',
    si: 'ගෙවීම් දැනුම්දීම් ප්‍රතික්ෂේප වෙමින් පවතී (මිනිත්තු 10කදී 5ක් හෝ වැඩි)',
    ta: 'கொடுப்பனவு அறிவிப்புகள் நிராகரிக்கப்படுகின்றன (10 நிமிடங்களில் 5 அல்லது அதற்கு மேல்)',
  },
  mail_failing: {
    en: 'The mail provider keeps failing',
    si: 'ඊමේල් සේවා සපයන්නා දිගින් දිගටම අසාර්ථක වේ',
    ta: 'மின்னஞ்சல் வழங்குநர் தொடர்ந்து தோல்வியடைகிறது',
  },
  disk_full: {
    en: 'The local disk is over 90 % full',
    si: 'ස්ථානීය තැටිය 90 %කට වඩා පිරී ඇත',
    ta: 'உள்ளூர் வட்டு 90 %க்கு மேல் நிரம்பியுள்ளது',
  },
};

export type AlertState = 'open' | 'resolved';

const alertCopy: Translated<
  { problem: AlertProblem; state: AlertState; detail: string[]; consoleUrl: string },
  MailCopy
> = {
  en: ({ problem, state, detail, consoleUrl }) =>
    state === 'open'
      ? {
          subject: `[LankaLens] Alert: ${what[problem].en}`,
          lines: [
            `${what[problem].en}.`,
            ...detail,
            `Details: ${consoleUrl}`,
            'You will get one more mail when it clears; at most one mail an hour for this problem.',
          ],
        }
      : {
          subject: `[LankaLens] Resolved: ${what[problem].en}`,
          lines: [`This has cleared: ${what[problem].en}.`, `Details: ${consoleUrl}`],
        },
  si: ({ problem, state, detail, consoleUrl }) =>
    state === 'open'
      ? {
          subject: `[LankaLens] අනතුරු ඇඟවීම: ${what[problem].si}`,
          lines: [
            `${what[problem].si}.`,
            ...detail,
            `විස්තර: ${consoleUrl}`,
            'මෙය නිරාකරණය වූ විට ඔබට තවත් ඊමේල් එකක් ලැබේ; මෙම ගැටලුව සඳහා පැයකට උපරිම එක් ඊමේල් එකකි.',
          ],
        }
      : {
          subject: `[LankaLens] නිරාකරණය විය: ${what[problem].si}`,
          lines: [`මෙය දැන් නිරාකරණය වී ඇත: ${what[problem].si}.`, `විස්තර: ${consoleUrl}`],
        },
  ta: ({ problem, state, detail, consoleUrl }) =>
    state === 'open'
      ? {
          subject: `[LankaLens] எச்சரிக்கை: ${what[problem].ta}`,
          lines: [
            `${what[problem].ta}.`,
            ...detail,
            `விவரங்கள்: ${consoleUrl}`,
            'இது சரியானதும் இன்னொரு மின்னஞ்சல் வரும்; இந்தச் சிக்கலுக்கு மணிநேரத்துக்கு அதிகபட்சம் ஒரு மின்னஞ்சல்.',
          ],
        }
      : {
          subject: `[LankaLens] தீர்ந்தது: ${what[problem].ta}`,
          lines: [`இது தீர்ந்துவிட்டது: ${what[problem].ta}.`, `விவரங்கள்: ${consoleUrl}`],
        },
};

export function alertMail(
  language: Language,
  to: string,
  facts: { problem: AlertProblem; state: AlertState; detail: string[]; consoleUrl: string },
): MailMessage {
  return message(to, `alert_${facts.state}`, alertCopy[language](facts));
}
