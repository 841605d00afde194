import { lazy, Suspense, useEffect, useState } from "react";
import { onToastLibrary } from "../lib/toast";

const ToastArea = lazy(() => import("./toast-area"));

/**
 * The place of the global toast area, rendered once by the root layout: empty until the first toast is shown
 * (web/lib/toast.ts loads react-hot-toast then), when the area is mounted and shows it.
 */
export function Toaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => onToastLibrary(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
