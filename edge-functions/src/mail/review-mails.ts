import type { MailMessage } from './outbox.ts';

/**
 * The e-mails reviewers' decisions send to creators (spec: "the notification sent once review
 * ends"). Plain text and a minimal HTML twin; every value from users is escaped.
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain-text mail and its minimal HTML twin, one paragraph per line. */
export function message(
  to: string,
  template: string,
  subject: string,
  lines: string[],
): MailMessage {
  return {
    to,
    subject,
    template,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

const photoTitle = (name: string) => (name.trim() === '' ? 'Your photo' : `Your photo "${name}"`);

export function photoAcceptedMail(to: string, photoName: string): MailMessage {
  return message(to, 'photo_accepted', 'Your photo was accepted', [
    `${photoTitle(photoName)} passed review and is being published.`,
    'It will appear on the website within a few minutes.',
  ]);
}

export function photoRejectedMail(to: string, photoName: string, reason: string): MailMessage {
  return message(to, 'photo_rejected', 'Your photo needs changes', [
    `${photoTitle(photoName)} was not accepted.`,
    `Reason: ${reason}`,
    'You can update it and submit it for review again from your album.',
  ]);
}

export function verificationApprovedMail(to: string): MailMessage {
  return message(to, 'verification_approved', 'Your account is verified', [
    'Your creator account is now verified.',
    'You can now offer paid photos.',
  ]);
}

export function verificationDeniedMail(to: string, reason: string): MailMessage {
  return message(to, 'verification_denied', 'Your verification request was not approved', [
    'Your request to verify your creator account was not approved.',
    `Reason: ${reason}`,
  ]);
}
