import { useEffect, useState } from "react";

/** How long a copy's outcome shows ("Copied", "Not copied") before the button says "Copy" again. */
const COPIED_FOR_MS = 2000;

/**
 * A copy to the clipboard and its outcome, which shows for 2 s: `hydrated` is false until the page's script runs (a
 * copy button shows only then; before, the value is selected by hand), `copy` writes the value.
 */
export function useCopy(value: string) {
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome("copied");
    } catch {
      // no clipboard (permission refused): the value is selected whole with a tap, to copy by hand
      setOutcome("failed");
    }
  };
  return { hydrated, outcome, copy };
}

/** The button's words, and what its status line says once copied (by default, its label without "Copy"). */
export interface CopyWords {
  copy: string;
  copied: string;
  notCopied: string;
  done?: string;
}
const COPY_WORDS: CopyWords = { copy: "Copy", copied: "Copied", notCopied: "Not copied" };

/**
 * Copies a value to the clipboard (an account number, an IFSC…): its name says what ("Copy account number"), and a
 * status line tells screen readers it was copied. Shown once the page's script runs; before, the value itself is
 * selected whole with one tap (its `select-all` text).
 */
export function CopyButton({ value, label, words }: { value: string; label: string; words?: CopyWords }) {
  const { hydrated, outcome, copy } = useCopy(value);
  if (!hydrated) return null;
  const said = words ?? COPY_WORDS;
  const done = words?.done ?? `${label.replace(/^Copy /, "")} copied`;
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        className="ml-2 inline-flex min-h-8 items-center rounded-full border border-forest-700 px-2.5 text-xs font-semibold text-forest-900 hover:bg-forest-100"
      >
        {outcome === "copied" ? said.copied : outcome === "failed" ? said.notCopied : said.copy}
      </button>
      <span role="status" className="sr-only">
        {outcome === "copied" ? done : outcome === "failed" ? said.notCopied : ""}
      </span>
    </>
  );
}
