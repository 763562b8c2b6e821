import type { MailMessage } from '../mail/outbox.ts';

/** Escapes text for the HTML part of an e-mail. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function formatRupees(cents: number): string {
  return `Rs. ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The download link for a grant: the API answers the original as an attachment. */
export function downloadUrl(apiOrigin: string, ref: string): string {
  return `${apiOrigin}/v1/public/photos/download?ref=${encodeURIComponent(ref)}`;
}

/** The e-mail carrying a download link, for a free download or as a paid order's receipt. */
export function downloadMail(input: {
  to: string;
  buyerName: string;
  photoName: string;
  link: string;
  amountCents: number;
  maxDownloads: number;
  expiresAt: Date;
}): MailMessage {
  const paid = input.amountCents > 0;
  const expires = input.expiresAt.toISOString().slice(0, 10);
  const lines = [
    `Hello ${input.buyerName},`,
    '',
    paid
      ? `Thank you for your purchase of "${input.photoName}" (${formatRupees(input.amountCents)}).`
      : `Here is your free download of "${input.photoName}".`,
    '',
    `Download the original: ${input.link}`,
    '',
    `The link works ${input.maxDownloads} times until ${expires}. The photo is licensed to you under the standard royalty-free licence.`,
  ];
  return {
    to: input.to,
    subject: paid
      ? `Your receipt and download: ${input.photoName}`
      : `Your free download: ${input.photoName}`,
    text: lines.join('\n'),
    html: lines
      .map((line) =>
        line.startsWith('Download the original: ')
          ? `<p><a href="${html(input.link)}">Download the original</a></p>`
          : line === ''
            ? ''
            : `<p>${html(line)}</p>`,
      )
      .join('\n'),
    template: paid ? 'purchase_receipt' : 'free_download',
  };
}
