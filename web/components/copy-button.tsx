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

/**
 * Copies a value to the clipboard (an account number, an IFSC…): its name says what ("Copy account number"), and a
 * status line tells screen readers it was copied. Shown once the page's script runs; before, the value itself is
 * selected whole with one tap (its `select-all` text).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { hydrated, outcome, copy } = useCopy(value);
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        className="ml-2 inline-flex min-h-8 items-center rounded-full border border-forest-700 px-2.5 text-xs font-semibold text-forest-900 hover:bg-forest-100"
      >
        {outcome === "copied" ? "Copied" : outcome === "failed" ? "Not copied" : "Copy"}
      </button>
      <span role="status" className="sr-only">
        {outcome === "copied" ? `${label.replace(/^Copy /, "")} copied` : outcome === "failed" ? "Not copied" : ""}
      </span>
    </>
  );
}
