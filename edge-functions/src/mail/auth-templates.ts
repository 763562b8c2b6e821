import type { MailMessage } from './outbox.ts';

/** The product's name as mails show it. */
const PRODUCT = 'LankaLens';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One layout for every auth mail: a greeting, a paragraph, one button, and a closing note. */
function render(options: {
  to: string;
  template: string;
  subject: string;
  greetingName: string;
  body: string;
  action: string;
  link: string;
  note: string;
}): MailMessage {
  const greeting = options.greetingName ? `Hello ${options.greetingName},` : 'Hello,';
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
<html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
<h2 style="color:#0b6e4f">${PRODUCT}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(options.body)}</p>
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(options.note)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html, template: options.template };
}

export function activationMail(to: string, firstName: string, link: string): MailMessage {
  return render({
    to,
    template: 'activation',
    subject: `Activate your ${PRODUCT} account`,
    greetingName: firstName,
    body: `Welcome to ${PRODUCT}, the home of Sri Lankan stock photos. Please confirm your email address to activate your account.`,
    action: 'Activate my account',
    link,
    note: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  });
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return render({
    to,
    template: 'password_reset',
    subject: `Reset your ${PRODUCT} password`,
    greetingName: firstName,
    body: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    action: 'Create a new password',
    link,
    note: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  });
}
