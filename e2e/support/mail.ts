import { expect, type APIRequestContext } from '@playwright/test';

/** A mail as the local viewer (`/dev/mail.json`) lists it, newest first. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Waits for the newest mail to `to` whose subject matches, as the outbox has it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      const mails = (await answer.json()) as DevMail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that contains `part`, as path + query for page.goto. */
export function linkIn(mail: DevMail, part: string): string {
  const match = mail.text.match(/https?:\/\/[^\s)>\]]+/g)?.find((url) => url.includes(part));
  if (!match) throw new Error(`no link with ${part} in mail "${mail.subject}": ${mail.text}`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}
