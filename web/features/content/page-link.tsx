import { Link } from "react-router";
import type { PageLink } from "../../content/page-types";

const variants: Record<NonNullable<PageLink["variant"]>, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  light: "btn-light",
};

/** A call to action drawn as a button-styled link. */
export function PageLinkButton({ link, className = "" }: { link: PageLink; className?: string }) {
  return (
    <Link to={link.to} aria-label={link.ariaLabel} className={`${variants[link.variant ?? "primary"]} ${className}`}>
      {link.label}
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
