import { Fragment, type ReactNode } from 'react';

/**
 * A translated message with links or emphasis inside: `<link>…</link>` in the catalogue becomes
 * `components.link(children)`, so each language places the link where its grammar wants it
 * ('by <link>{name}</link>', '<link>{name}</link> විසින්'). Text stays text: React escapes it.
 */
export function richText(
  message: string,
  components: Record<string, (children: string) => ReactNode>,
): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const render = components[match[1]!];
    if (!render) continue;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{render(match[2]!)}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <>{parts}</>;
}
