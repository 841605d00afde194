import sprite from "./icons.svg?url";

/** The drawings of web/components/icons.svg, by their symbol id. */
export type SpriteIconName =
  | "pin"
  | "calendar"
  | "bed"
  | "guests"
  | "plus"
  | "chevron-left"
  | "chevron-right"
  | "pause"
  | "play"
  | "check"
  | "arrow-right"
  | "leaf"
  | "quote"
  | "eye"
  | "download"
  | "document"
  | "certificate"
  | "estate-pin"
  | "facebook"
  | "linkedin"
  | "instagram"
  | "twitter";

/**
 * A decorative icon (hidden from assistive technology: the text beside it names the action) drawn from
 * the one sprite file, a hashed asset fetched once and cached: two elements in the page instead of an
 * inline drawing each time the icon appears.
 */
export function SpriteIcon({ name, className = "h-5 w-5" }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
