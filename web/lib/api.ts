import { forMember } from "../../common/messages-for-members";
import { signInPath } from "../../common/sign-in-redirect";

/**
 * The one client for what the browser must still call itself (uploads, the signature pad, checkout, the
 * portal's tabs until they load through loaders, the footer's newsletter box, the side menu's session and signing
 * out): the API's envelope `{ status, message, data }` read into an answer. The session travels in the HttpOnly
 * `token` cookie. Nothing else in web/ calls fetch or XMLHttpRequest (eslint.config.js refuses it).
 *
 * One 401 rule: an answer 401 from `callApi` means the member's session has ended; the session is cleared,
 * the browser goes to sign-in with the way back to this page, and the call's promise
 * never settles (the page is leaving). `requestApi` is the same call without that rule, for the few calls
 * whose 401 is an answer to show (sign-in itself) or to ignore.
 */
export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  /** The server's message as a member reads it (common/messages-for-members.ts), "" when it gave none. */
  message: string;
  data: T | null;
  /** The whole JSON body, for the few answers that carry something beside `data`. */
  body?: Record<string, unknown> | null;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

async function readAnswer<T>(res: Response): Promise<ApiAnswer<T>> {
  let body: Record<string, unknown> | null;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    body = null;
  }
  return {
    ok: res.ok,
    status: res.status,
    message: typeof body?.message === "string" ? forMember(body.message) : "",
    data: (body?.data ?? null) as T | null,
    body,
  };
}

/**
 * A call as it is: JSON (or a FormData for uploads) in, the answer out. Rejects only when the network fails.
 * `cache: "no-store"` for a read that must never come from the browser's HTTP cache.
 */
export async function requestApi<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options: { cache?: RequestCache } = {},
): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    cache: options.cache,
    headers:
      body === undefined || isForm
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  return readAnswer<T>(res);
}

/** A member's call: as `requestApi`, and a 401 sends the member to sign-in (the one 401 rule above). */
export async function callApi<T = unknown>(method: Method, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const answer = await requestApi<T>(method, path, body);
  return answer.status === 401 ? toSignIn() : answer;
}

/** Uploads one file as multipart `field` (the member's session required); the answer's data carries `url`. */
export function uploadFile(path: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file, file.name);
  return callApi<{ url: string; _id: string; name: string }>("POST", path, form);
}

/**
 * Uploads one file as multipart `field` with its progress: `onProgress` gets the share sent so far (0 to 1) as the
 * browser sends it (XMLHttpRequest's upload events; fetch has none). `fields` go before the file, as text parts. The
 * answer as `callApi`'s, with its 401 rule; a network failure answers status 0 with no message.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  field: string,
  file: File,
  onProgress: (share: number) => void,
  fields: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, file.name);
  return new Promise<ApiAnswer<T>>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: Record<string, unknown> | null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status === 401) return void toSignIn();
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        message: typeof body?.message === "string" ? forMember(body.message) : "",
        data: (body?.data ?? null) as T | null,
        body,
      });
    });
    const failed = () => resolve({ ok: false, status: 0, message: "", data: null, body: null });
    xhr.addEventListener("error", failed);
    xhr.addEventListener("abort", failed);
    xhr.send(form);
  });
}

/** The server's message when it gave one, else the page's own words (spec member-side §8). */
export function messageOr(answer: Pick<ApiAnswer, "message">, fallback: string): string {
  return answer.message.trim() || fallback;
}

/** Ends the session on the server, which alone can clear its HttpOnly cookie. Rejects only when the network fails. */
export function endSession(): Promise<ApiAnswer<null>> {
  return requestApi<null>("POST", "/api/auth/logout");
}

/** The session has ended: clear it (the HttpOnly cookie only the server can clear) and go to sign-in, coming back here. */
export async function toSignIn(): Promise<never> {
  try {
    await endSession();
  } catch {
    // the sign-in page is shown all the same
  }
  if (typeof window !== "undefined")
    window.location.assign(signInPath(`${window.location.pathname}${window.location.search}`));
  return new Promise<never>(() => {});
}
