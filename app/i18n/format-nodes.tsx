import { Fragment, type ReactNode } from "react";

/**
 * Fills a message's `{name}` placeholders with React nodes, for a sentence with a link or an
 * element inside ("Ready to order? {link}, then ask for your quote."): the translator moves the
 * placeholder, the page keeps the element. Each value stays a node of its own, as it would in JSX
 * written by hand, so the markup is the same; a placeholder without a value is left as it is.
 */
export function formatNodes(message: string, params: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{([a-zA-Z0-9_]+)\}/g)) {
    const name = match[1]!;
    if (!(name in params)) continue;
    if (match.index > last) nodes.push(message.slice(last, match.index));
    nodes.push(params[name]);
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}
