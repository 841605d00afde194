import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "../../components/use-reduced-motion";

/** A button that appears once the reader has scrolled down, and takes them (and the focus) back to the top. */
export function BackToTop({ label, focusTargetId }: { label: string; focusTargetId: string }) {
  const [visible, setVisible] = useState(false);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 480);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-forest-900 text-cream-50 shadow-xl ring-4 ring-cream-50/70 transition hover:bg-saffron-700"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5m-6 6 6-6 6 6" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
