import { RECEIPT_TYPES, registrationMessages as m, SIGNATURE_TYPES } from "../../common/registration";
import { fileUrl } from "../../server/modules/files/service";
import { type AppContext } from "./app-context.server.ts";

type Services = AppContext["services"];

/**
 * A file sent inside a form posted without JavaScript (multipart), stored as POST /api/upload/upload-doc or
 * /upload-signature would store it: counted against the member's upload limit, its type read from its content,
 * at most MAX_UPLOAD_BYTES. Answers its access-checked address (`/files/{id}`), or null when the field holds no
 * file (with JavaScript the page uploads first and posts the address instead). A refusal is the service's
 * AppError (415 with the spec's message, 413, 429), which the action turns into the form's message.
 */
export async function storeFormFile(
  services: Services,
  ownerId: string,
  value: FormDataEntryValue | null,
  kind: "document" | "signature",
): Promise<string | null> {
  if (!value || typeof value === "string" || value.size === 0) return null;
  await services.files.countUpload(ownerId);
  const stored = await services.files.storeUpload({
    ownerId,
    purpose: kind,
    bytes: Buffer.from(await value.arrayBuffer()),
    name: value.name || kind,
    allowed: kind === "signature" ? SIGNATURE_TYPES : RECEIPT_TYPES,
    typeMessage: kind === "signature" ? m.signatureType : m.uploadType,
  });
  return fileUrl(stored.id);
}
