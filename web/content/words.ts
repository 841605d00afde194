/**
 * The fixed content of the site in two halves: what is the same in every language (links, pictures, icons, ids —
 * the "frame", here in web/content) and its words, in the page's language (a catalogue of web/locales, read with
 * `t(key, { returnObjects: true })`). `withWords` lays the words over the frame and gives the content as the page's
 * components draw it.
 *
 * - Objects are joined key by key; a key only the words have (a title, a list of paragraphs) comes from them.
 * - Lists are joined item by item, and must be as long as each other.
 * - A list of the frame whose items have an `id` takes its words from an object keyed by those ids (a page's
 *   sections: `sections: { "what-is-vedanta": { … } }`).
 *
 * A frame and its words that do not fit throw: web/content/pages.test.ts and its siblings lay every page's words over
 * its frame in both languages.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function withWords(frame: unknown, words: unknown, path = ""): unknown {
  if (words === undefined) return frame;
  if (frame === undefined) return words;
  if (Array.isArray(frame)) {
    if (Array.isArray(words)) {
      if (words.length !== frame.length)
        throw new Error(`${path || "(root)"}: ${frame.length} items in the frame, ${words.length} in the words`);
      return frame.map((item, i) => withWords(item, words[i], `${path}.${i}`));
    }
    if (isPlain(words)) {
      const ids = new Set<string>();
      const joined = frame.map((item) => {
        const id = isPlain(item) && typeof item.id === "string" ? item.id : undefined;
        if (id === undefined) throw new Error(`${path}: an item of the frame without an id`);
        ids.add(id);
        return withWords(item, Object.hasOwn(words, id) ? words[id] : undefined, `${path}.${id}`);
      });
      const stray = Object.keys(words).filter((id) => !ids.has(id));
      if (stray.length > 0) throw new Error(`${path}: words for no item of the frame: ${stray.join(", ")}`);
      return joined;
    }
  }
  if (isPlain(frame) && isPlain(words)) {
    const joined: Plain = { ...frame };
    for (const [key, value] of Object.entries(words)) joined[key] = withWords(frame[key], value, `${path}.${key}`);
    return joined;
  }
  throw new Error(`${path || "(root)"}: the frame and the words do not fit`);
}

/** Words laid over other words: a shared section's words, with a page's own for it on top (its heading, its eyebrow). */
export function overWords(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isPlain(base) && isPlain(over)) {
    const joined: Plain = { ...base };
    for (const [key, value] of Object.entries(over)) joined[key] = overWords(base[key], value);
    return joined;
  }
  return over;
}
