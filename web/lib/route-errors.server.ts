import { data } from "react-router";

/**
 * Turns a service's AppError into a route error response with the same status and message.
 * (Duck-typed: the site bundle and the server hold separate copies of the class.)
 */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const e = error as { name?: string; status?: unknown; message?: string };
    if (e?.name === "AppError" && typeof e.status === "number") {
      throw data(e.message ?? "", { status: e.status });
    }
    throw error;
  }
}

/** Whether the request carries the `token` cookie (spec: signed-in state derives from its presence). */
export function hasTokenCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(";").some((part) => {
    const [name, ...value] = part.trim().split("=");
    return name === "token" && value.join("=").length > 0;
  });
}
