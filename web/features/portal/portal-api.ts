import { forMember } from "../../../common/messages-for-members";
import type { ApiAnswer } from "../accounts/auth-api";

/**
 * The portal's calls from the browser (session in the HttpOnly cookie). A 401 sends the member to sign-in
 * with the way back (spec §6: "a 401 … redirects to /sign-in").
 */
export async function callApi<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined || isForm ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  if (res.status === 401 && typeof window !== "undefined") {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/sign-in?redirect=${encodeURIComponent(here)}`);
  }
  let parsed: { message?: unknown; data?: unknown } | null = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  return { ok: res.ok, status: res.status, message: typeof parsed?.message === "string" ? forMember(parsed.message) : "", data: (parsed?.data ?? null) as T | null };
}

/** Uploads one file as multipart `field` to an upload endpoint; the answer's data carries `url`. */
export function uploadFile(path: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return callApi<{ url: string; _id: string; name: string }>("POST", path, form);
}
