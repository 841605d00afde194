import type { ReactNode } from "react";
import { MOA_DRAFT_URL, MOA_SAMPLE_URL } from "../../common/moa";

/**
 * The sample memorandum of agreement (the text a contributor signs, with placeholders, as a PDF): the same link for
 * every visitor, so the public pages that carry it stay cacheable.
 */
export function SampleAgreementLink({ className }: { className?: string }) {
  return (
    <a href={MOA_SAMPLE_URL} target="_blank" rel="noreferrer" className={className}>
      Read a sample agreement (PDF)<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The member's own draft agreement (a PDF watermarked DRAFT, in a new tab; opening it lets them sign). A page in
 * another language gives the link's words (`children`, the new tab said for screen readers with them).
 */
export function DraftMoaLink({
  onOpen,
  className = "btn-secondary",
  children,
}: {
  onOpen?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={MOA_DRAFT_URL} target="_blank" rel="noreferrer" className={className} onClick={onOpen}>
      {children ?? (
        <>
          Read the agreement (draft PDF)<span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
