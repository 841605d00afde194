/**
 * Property-type features are HTML strings rendered as HTML; they are
 * sanitised when stored, keeping only inline text formatting. The sanitiser is loaded on first use
 * (it is needed when a catalogue is written, not to serve one).
 */
export async function sanitizeFeatureHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import("sanitize-html");
  return sanitizeHtml(html, {
    allowedTags: ["strong", "b", "em", "i", "br", "span", "u", "small", "sup", "sub"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}
