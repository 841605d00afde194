import { forMember } from "../../../common/messages-for-members";
/** The answer of an /api call: the envelope's message and data (ARCHITECTURE.md "The API contract"). */
export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  message: string;
  data: T | null;
}

async function readAnswer<T>(res: Response): Promise<ApiAnswer<T>> {
  let body: { message?: unknown; data?: unknown } | null = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return {
    ok: res.ok,
    status: res.status,
    message: typeof body?.message === "string" ? forMember(body.message) : "",
    data: (body?.data ?? null) as T | null,
  };
}

/** POSTs JSON from the browser (the session travels in the HttpOnly `token` cookie). Rejects only when the network fails. */
export async function postJson<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(res);
}

/** The server's message when it gave one, else the page's own words (spec member-side §8). */
export function messageOr(answer: Pick<ApiAnswer, "message">, fallback: string): string {
  return answer.message.trim() || fallback;
}

/**
 * After sign-in: the application of the member's first property, if there is one (spec §2
 * "Sign-in"); null when there is none or the call fails, so the caller falls back to its target.
 */
export async function firstPropertyPath(): Promise<string | null> {
  try {
    const res = await fetch("/api/property/getPropertyDetailsByUserId", { credentials: "same-origin", headers: { accept: "application/json" } });
    const answer = await readAnswer<{ _id?: unknown }[]>(res);
    const first = answer.ok && Array.isArray(answer.data) ? answer.data[0] : undefined;
    return first && typeof first._id === "string" && first._id ? `/registration/${encodeURIComponent(first._id)}` : null;
  } catch {
    return null;
  }
}
