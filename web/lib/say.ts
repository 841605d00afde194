import { useCallback } from "react";
/*
 * Messages the server and the shared schemas word in English (the specs' words, which the API keeps), said in a
 * translated page's language. A page lists the messages it can meet by their catalogue keys: exact texts, and
 * templates of the message functions whose texts carry a value (`stayMessages.couponTooShort(nights)`). A message
 * the page does not know shows as it came.
 */

/** A message function's text with its values taken out: its key, the pattern that matches it, its values' names. */
export interface MessageTemplate {
  key: string;
  pattern: RegExp;
  names: readonly string[];
}

/** A known message: its catalogue key, and the values its text carried. */
export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}

/** A value's place in a message's text: a private-use character, which no message holds, around its index. */
const marker = (index: number) => `\uE000${index}\uE000`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The template of a message function: it is called with markers for its values (`names`, in the order of its
 * parameters); its other words must match a message exactly, and each marker takes the value found in its place.
 */
export function template(
  key: string,
  wording: (...values: never[]) => string,
  names: readonly string[],
): MessageTemplate {
  const text = (wording as (...values: string[]) => string)(...names.map((_, index) => marker(index)));
  const order: string[] = [];
  const source = text
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      order.push(names[Number(part)]);
      return "(.+?)";
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`, "s"), names: order };
}

/** Finds a message among those a page knows: its key (and values), or undefined for any other. */
export function messageFinder(
  known: Readonly<Record<string, string>>,
  templates: readonly MessageTemplate[] = [],
): (message: string) => FoundMessage | undefined {
  const keys = new Map(Object.entries(known).map(([key, text]) => [text, key]));
  return (message) => {
    const key = keys.get(message);
    if (key !== undefined) return { key, values: {} };
    for (const each of templates) {
      const match = each.pattern.exec(message);
      if (match)
        return { key: each.key, values: Object.fromEntries(each.names.map((name, i) => [name, match[i + 1]])) };
    }
    return undefined;
  };
}

/**
 * A page's `say`: a message it knows (`find`) in its namespace's `messages.<key>` with the values its text carried,
 * any other as it came. The keys are checked against the catalogues by web/locales/catalogues.test.ts.
 */
export function useSay(t: unknown, find: (message: string) => FoundMessage | undefined): (message: string) => string {
  return useCallback(
    (message: string) => {
      const found = find(message);
      const said = t as (key: string, values: Record<string, string>) => string;
      return found ? said(`messages.${found.key}`, found.values) : message;
    },
    [t, find],
  );
}
