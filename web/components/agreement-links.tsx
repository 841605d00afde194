import type { ReactNode } from "react";
import { MOA_DRAFT_URL, MOA_SAMPLE_URL } from "../../common/moa";

/**
 * The sample memorandum of agreement (the text a contributor signs, with placeholders, as a PDF): the same link for
 * every visitor, so the public pages that carry it stay cacheable.
 */
export function SampleAgreementLink({
  className,
  texts,
}: {
  className?: string;
  /** The link's words on a translated page (English otherwise). */
  texts?: { label: string; newTab: string };
}) {
  return (
    <a href={MOA_SAMPLE_URL} target="_blank" rel="noreferrer" className={className}>
      {texts?.label ?? "Read a sample agreement (PDF)"}
      <span className="sr-only"> {texts?.newTab ?? "(opens in a new tab)"}</span>
    </a>
  );
}

/**
 * The member's own draft agreement (a PDF watermarked DRAFT, in a new tab; opening it lets them sign). A page in
 * another language gives the link's words: `label` and what it says of the new tab, or `children`.
 */
export function DraftMoaLink({
  onOpen,
  className = "btn-secondary",
  label = "Read the agreement (draft PDF)",
  newTab = " (opens in a new tab)",
  children,
}: {
  onOpen?: () => void;
  className?: string;
  label?: string;
  newTab?: string;
  children?: ReactNode;
}) {
  return (
    <a href={MOA_DRAFT_URL} target="_blank" rel="noreferrer" className={className} onClick={onOpen}>
      {children ?? (
        <>
          {label}
          <span className="sr-only">{newTab}</span>
        </>
      )}
    </a>
  );
}
