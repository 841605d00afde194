import { forMember } from "../../../common/messages-for-members";
import type { ApiAnswer } from "../accounts/auth-api";

/**
 * Browser calls of the ownership application (spec member-side §7). Every answer is the API's envelope
 * read into an ApiAnswer; the promise rejects only when the network fails.
 */

async function readAnswer<T>(res: Response): Promise<ApiAnswer<T> & { body: Record<string, unknown> | null }> {
  let body: Record<string, unknown> | null = null;
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

export async function sendJson<T = unknown>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(res);
}

/** POST /api/upload/upload-doc (multipart, field `document`): the stored file's `/files/{id}` address. */
export async function uploadDocument(file: File): Promise<ApiAnswer<{ url: string; name: string }>> {
  const form = new FormData();
  form.append("document", file, file.name);
  const res = await fetch("/api/upload/upload-doc", { method: "POST", credentials: "same-origin", headers: { accept: "application/json" }, body: form });
  const answer = await readAnswer<{ url?: unknown; name?: unknown }>(res);
  const url = typeof answer.data?.url === "string" ? answer.data.url : typeof answer.body?.url === "string" ? answer.body.url : "";
  const ok = answer.ok && url !== "";
  return {
    ok,
    status: answer.status,
    message: answer.message,
    data: ok ? { url, name: typeof answer.data?.name === "string" ? answer.data.name : file.name } : null,
  };
}

/** Signs the browser out (the HttpOnly cookie can only be cleared by the server). Never rejects. */
export async function clearSession(): Promise<void> {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    // the sign-in page is shown all the same
  }
}

export const registrationPaths = {
  userDetails: "/api/auth/user-details",
  property: (id: string) => `/api/property/getPropertyDetails?id=${encodeURIComponent(id)}`,
  qualifications: "/api/qualification/qualifications",
  occupations: "/api/occupation/occupations",
  idTypes: "/api/docs/verification-docs",
  kyc: "/api/registration/getKyc",
  submitKyc: (propertyId: string) => `/api/registration/kyc/${encodeURIComponent(propertyId)}`,
  family: "/api/registration/familyMember",
  payment: (propertyId: string) => `/api/payment-details/${encodeURIComponent(propertyId)}`,
  paymentStep: (propertyId: string, step: number) => `/api/payment-details/${encodeURIComponent(propertyId)}/step/${step}`,
  finalReview: (propertyId: string) => `/api/finalReview/${encodeURIComponent(propertyId)}`,
} as const;

/** The sign-in page that comes back to this application (spec §6). */
export const signInFor = (propertyId: string) => `/sign-in?redirect=/registration/${encodeURIComponent(propertyId)}`;
