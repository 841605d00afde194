import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped by the browser, Escape closes it,
 * and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "",
  closeLabel = "Close",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** The close button's accessible name (a page in another language gives its own). */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={() => {
        onClose();
        // back to the control that opened it, unless the page has already put the focus somewhere of its own
        // (a payment's dialog closes while its step row takes the focus)
        const focused = document.activeElement;
        if (!focused || focused === document.body || ref.current?.contains(focused))
          (opener.current as HTMLElement | null)?.focus?.();
      }}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close();
      }}
      className={`m-auto w-[min(100%-2rem,40rem)] rounded-3xl bg-cream-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70 ${className}`}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute right-4 top-4 inline-flex h-10 w-10 items-center justify-center rounded-full text-2xl text-forest-900 hover:bg-forest-100"
          aria-label={closeLabel}
        >
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
