/*
 * The server and the shared schemas (common/) answer in English, with the specs' words. A translated page shows each
 * message it knows in its own language and any other as it came (web/features/accounts/account-texts.ts does the same
 * for the account pages). A page's table names its known messages by their catalogue keys: a fixed text by the text
 * itself, a text with a name or a figure in it (a month, an amount, a day) by its English template, whose parts are
 * read back out of the message and given to the catalogue's text as its variables.
 */

/** A template of common/ (`(label, amount) => \`Your claim of ${amount} for ${label} is filed.\``) and its parts' names. */
export interface MessageTemplate {
  template: (...parts: string[]) => string;
  /** The variable each part becomes in the catalogue's text, in the template's order. */
  names: readonly string[];
}

/** The messages a page knows: fixed texts and templates, by their keys in the catalogue. */
export interface KnownMessages<K extends string> {
  texts: Partial<Record<K, string>>;
  templates?: Partial<Record<K, MessageTemplate>>;
}

const MARK = "\u0000";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pattern that reads a template's parts back out of a message it made, and the names of its groups in the order
 * the message holds them (which need not be the template's: "Your claim of {amount} for {month}").
 */
function patternOf({ template, names }: MessageTemplate): { pattern: RegExp; order: string[] } {
  const sample = template(...names.map((_, index) => `${MARK}${index}${MARK}`));
  const marker = new RegExp(`${MARK}(\\d+)${MARK}`, "g");
  const order = [...sample.matchAll(marker)].map((found) => names[Number(found[1])]);
  const source = escapeRegExp(sample).replace(marker, "(.+?)");
  return { pattern: new RegExp(`^${source}$`, "s"), order };
}

/** A message found in a page's table: its key, and the parts of a template's message by their names. */
export interface KnownMessage<K extends string> {
  key: K;
  parts: Record<string, string>;
}

/** The finder of a page's known messages (made once per table, at the module's top). */
export function messageFinder<K extends string>(known: KnownMessages<K>): (message: string) => KnownMessage<K> | null {
  const byText = new Map<string, K>();
  for (const [key, text] of Object.entries(known.texts) as [K, string][]) if (!byText.has(text)) byText.set(text, key);
  const patterns = (Object.entries(known.templates ?? {}) as [K, MessageTemplate][]).map(
    ([key, template]) => [key, patternOf(template)] as const,
  );
  return (message) => {
    const key = byText.get(message);
    if (key !== undefined) return { key, parts: {} };
    for (const [templateKey, { pattern, order }] of patterns) {
      const match = pattern.exec(message);
      if (match) return { key: templateKey, parts: Object.fromEntries(order.map((name, i) => [name, match[i + 1]])) };
    }
    return null;
  };
}

/** `say`: a message in the page's words when the finder knows it (`translate` gives its text), else as it came. */
export function sayWith<K extends string>(
  find: (message: string) => KnownMessage<K> | null,
  translate: (key: K, parts: Record<string, string>) => string,
): (message: string) => string {
  return (message) => {
    const found = find(message);
    return found ? translate(found.key, found.parts) : message;
  };
}
