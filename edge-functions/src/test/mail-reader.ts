import type { TestClient } from './test-client.ts';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The newest mail to `to` as the local viewer shows it. */
export async function latestMail(client: TestClient, to: string): Promise<DevMail | undefined> {
  const answer = await client.get<DevMail[]>(`/dev/mail.json?to=${encodeURIComponent(to)}`);
  return answer.body[0];
}

/** The first link in a mail's text that contains `path`, as a path + query to request. */
export function linkIn(mail: DevMail | undefined, path: string): string {
  const match = mail?.text.match(/https?:\/\/[^\s]+/g)?.find((url) => url.includes(path));
  if (!match) throw new Error(`no ${path} link in mail: ${mail?.text}`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}
