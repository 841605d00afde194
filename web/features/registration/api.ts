import { uploadFile, type ApiAnswer } from "../../lib/api";

/** POST /api/upload/upload-doc (multipart, field `document`): the stored file's `/files/{id}` address. */
export async function uploadDocument(file: File): Promise<ApiAnswer<{ url: string; name: string }>> {
  const answer = await uploadFile("/api/upload/upload-doc", "document", file);
  const url =
    typeof answer.data?.url === "string"
      ? answer.data.url
      : typeof answer.body?.url === "string"
        ? answer.body.url
        : "";
  const ok = answer.ok && url !== "";
  return {
    ok,
    status: answer.status,
    message: answer.message,
    data: ok ? { url, name: typeof answer.data?.name === "string" ? answer.data.name : file.name } : null,
  };
}
