import sanitizeHtml from "sanitize-html";

/**
 * Property-type features are HTML strings rendered as HTML (spec public-site §2); they are
 * sanitised when stored, keeping only inline text formatting.
 */
export function sanitizeFeatureHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["strong", "b", "em", "i", "br", "span", "u", "small", "sup", "sub"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}
