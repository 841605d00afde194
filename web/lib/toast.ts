import type { ToastOptions } from "react-hot-toast";

/**
 * The site's toasts, with react-hot-toast loaded only when the first one is shown: no page needs it to paint, so it
 * stays out of every page's first load (the home page's JavaScript budget). Each toast's id is made here, so a caller
 * gets it at once (to dismiss it later) while the library is still on its way; the root's `<Toaster>` mounts the
 * toast area once the library is there (`onToastLibrary`), and shows every toast made before it.
 */

type Library = typeof import("react-hot-toast");

let library: Promise<Library> | null = null;
const listeners = new Set<(lib: Library) => void>();
let loaded: Library | null = null;

/** The library, loaded once; the toast area is told when it arrives. */
export function loadToastLibrary(): Promise<Library> {
  library ??= import("react-hot-toast").then((lib) => {
    loaded = lib;
    for (const listener of listeners) listener(lib);
    return lib;
  });
  return library;
}

/** Calls `listener` with the library once it is loaded (at once if it is); answers the unsubscribe. */
export function onToastLibrary(listener: (lib: Library) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

let counter = 0;
const newId = () => `toast-${++counter}`;

type Kind = "blank" | "success" | "error";

function show(kind: Kind, message: string, options?: ToastOptions): string {
  const id = options?.id ?? newId();
  void loadToastLibrary().then(({ default: hot }) => {
    const shown = { ...options, id };
    if (kind === "blank") hot(message, shown);
    else hot[kind](message, shown);
  });
  return id;
}

/** `toast(message)`, `toast.success`, `toast.error`, `toast.dismiss` and `toast.remove`, as react-hot-toast has them. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show("blank", message, options), {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismiss: (id?: string) => {
    if (loaded) loaded.default.dismiss(id);
    else if (library) void library.then(({ default: hot }) => hot.dismiss(id));
  },
  /** Takes the toast off at once, without its fade. */
  remove: (id?: string) => {
    if (loaded) loaded.default.remove(id);
    else if (library) void library.then(({ default: hot }) => hot.remove(id));
  },
});

export default toast;
