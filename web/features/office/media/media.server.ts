import { Readable } from "node:stream";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { data } from "react-router";
import { mediaMessages as m, mediaSearchQuery, type MediaRecord } from "../../../../common/media-library";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The media library's page (spec route /cloudinary/upload): its loader (a page of the library,
 * searched and filtered by a plain GET form) and its action. With JavaScript the page uploads through the API with
 * its progress; without it the file comes in the form (multipart, up to the site's form limit) and is stored here
 * through the same service. A deletion is a form post too.
 */

export type MediaActionResult =
  | { ok: true; intent: "upload"; message: string; uploaded: MediaRecord }
  | { ok: true; intent: "delete"; message: string; id: string }
  | { ok: false; intent: "upload" | "delete"; message: string; detail?: string; id?: string };

export async function loadMedia(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.media);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = mediaSearchQuery.safeParse(params);
  const query = parsed.success ? parsed.data : mediaSearchQuery.parse({ ...params, kind: undefined });
  const list = await context.services.media.list(query);
  return {
    query: { q: query.q ?? "", kind: query.kind ?? "" },
    kindError: parsed.success ? null : m.invalidFilter,
    list: { ...list, pages: Math.max(1, Math.ceil(list.total / list.limit)) },
  };
}

export async function mediaAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.media);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = form.get("intent") === "delete" ? "delete" : "upload";
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    try {
      const removed = await context.services.media.remove(actor, id);
      return data<MediaActionResult>({ ok: true, intent, message: `${m.deleted}: ${removed.name}`, id });
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return data<MediaActionResult>({ ok: false, intent, message: refusal.message, id }, { status: refusal.status });
    }
  }
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) {
    return data<MediaActionResult>({ ok: false, intent, message: m.uploadFailed, detail: m.noFile }, { status: 400 });
  }
  try {
    const source = Readable.fromWeb(file.stream() as NodeWebStream<Uint8Array>);
    const uploaded = await context.services.media.upload(actor, { source, name: file.name || "media" });
    return data<MediaActionResult>({ ok: true, intent, message: `${m.uploaded}: ${uploaded.name}`, uploaded });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<MediaActionResult>(
      { ok: false, intent, message: m.uploadFailed, detail: refusal.message },
      { status: refusal.status },
    );
  }
}
