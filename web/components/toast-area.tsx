import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ToastBar, Toaster as HotToaster, toast, useToasterStore } from "react-hot-toast";
import {
  TOAST_COLORS,
  TOAST_DURATION_MS,
  TOAST_GUTTER,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH,
  TOAST_OFFSET,
  TOAST_POSITION,
  toastsBeyondLimit,
} from "../../common/toast";

const base = {
  maxWidth: TOAST_MAX_WIDTH,
  borderRadius: 12,
  padding: "10px 14px",
  fontSize: 14,
  lineHeight: 1.45,
  boxShadow: "0 10px 30px -12px rgb(16 36 26 / 0.45)",
};

/**
 * The global toast area (common/toast.ts): top-centre, success orange 2 s, error red 4 s, blank 4 s,
 * loading until dismissed, at most 20 at once. Mounted once by the root's `<Toaster>` when the first toast is shown.
 */
export default function ToastArea() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);
  const modal = useOpenModal();

  const area = (
    <HotToaster
      position={TOAST_POSITION}
      gutter={TOAST_GUTTER}
      containerStyle={{ top: TOAST_OFFSET, left: TOAST_OFFSET, right: TOAST_OFFSET, bottom: TOAST_OFFSET }}
      containerClassName="toast-area"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        style: { ...base, ...TOAST_COLORS.blank },
        success: {
          duration: TOAST_DURATION_MS.success,
          style: { ...base, ...TOAST_COLORS.success },
          iconTheme: { primary: TOAST_COLORS.success.color, secondary: TOAST_COLORS.success.background },
        },
        error: {
          duration: TOAST_DURATION_MS.error,
          style: { ...base, ...TOAST_COLORS.error },
          iconTheme: { primary: TOAST_COLORS.error.color, secondary: TOAST_COLORS.error.background },
        },
        loading: { duration: TOAST_DURATION_MS.loading },
      }}
    >
      {/* an error is announced at once (role alert); the others politely (role status) */}
      {(t) => (
        <ToastBar toast={t.type === "error" ? { ...t, ariaProps: { role: "alert", "aria-live": "assertive" } } : t} />
      )}
    </HotToaster>
  );
  // while a modal <dialog> is open the rest of the page is inert (hidden from screen readers, under the backdrop):
  // the toasts are then shown inside the dialog, in its top layer, where they are seen and announced
  return modal ? createPortal(area, modal) : area;
}

/** The open modal <dialog> on top (the last one opened), or null; followed as dialogs open and close. */
function useOpenModal(): HTMLDialogElement | null {
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll("dialog[open]")].filter((d) => d.matches(":modal"));
      setModal((open.at(-1) as HTMLDialogElement | undefined) ?? null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  return modal;
}
