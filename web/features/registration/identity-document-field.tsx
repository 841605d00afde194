import { useState, type ChangeEvent } from "react";
import toast from "../../lib/toast";
import { registrationMessages as m } from "../../../common/registration";
import { IDENTITY_DOCUMENT_FIELD } from "../../../common/registration-form";
import { messageOr } from "../../lib/api";
import { errorId, hintId, type FormHandle } from "../../lib/form";
import { useApplicationTexts } from "./application-texts";
import { Field } from "./fields";
import { IDENTITY_DOCUMENT_ACCEPT, identityDocumentProblem } from "./file-checks";
import { useRegistration } from "./registration-context";

const FIELD = "verification_doc_upload_url";

/**
 * Step 1's identity document: with JavaScript the chosen PDF is uploaded at once (with its toasts) and its address
 * posted in `verification_doc_upload_url`; without it the file goes with the form (IDENTITY_DOCUMENT_FIELD). A
 * document the office sent back is shown with its reason until a new one is chosen.
 */
export function IdentityDocumentField({
  form,
  savedUrl,
  returned,
  onUploading,
}: {
  form: FormHandle;
  /** The address of the document on file (or the one a post without JavaScript sent). */
  savedUrl: string;
  /** The office's reason when it sent the document back, else null. */
  returned: string | null;
  onUploading: (uploading: boolean) => void;
}) {
  const { upload } = useRegistration();
  const { t, say } = useApplicationTexts();
  const [documentUrl, setDocumentUrl] = useState(savedUrl);
  const [documentName, setDocumentName] = useState("");
  const [uploading, setUploading] = useState(false);
  const id = form.idOf(FIELD);
  const returnedId = form.idOf("document-returned");
  const showReturned = returned !== null && !documentName;

  const uploadingNow = (now: boolean) => {
    setUploading(now);
    onUploading(now);
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = identityDocumentProblem(file);
    if (problem) {
      form.setError(FIELD, problem);
      input.value = "";
      return;
    }
    uploadingNow(true);
    try {
      const answer = await upload(file);
      if (!answer.ok || !answer.data) {
        // the server's reason when it gave one (a renamed .exe: "Please upload a JPG, PNG, or PDF file"), spec §8
        const message = messageOr(answer, m.uploadFailed);
        toast.error(say(message));
        form.setError(FIELD, message);
        input.value = "";
        return;
      }
      setDocumentUrl(answer.data.url);
      form.clearError(FIELD);
      setDocumentName(file.name);
      toast.success(say(m.fileUploaded));
    } catch {
      toast.error(say(m.uploadFailed));
      form.setError(FIELD, m.uploadFailed);
      input.value = "";
    } finally {
      uploadingNow(false);
    }
  }

  const error = form.errors[FIELD];
  const hint = uploading ? t("document.uploading") : t("document.hint");
  return (
    <>
      <input type="hidden" name={FIELD} value={documentUrl} />
      {showReturned && (
        <div id={returnedId} className="rounded-2xl border border-[#b45309]/40 bg-[#fdf6ec] p-4 text-sm text-ink">
          <p className="font-semibold text-forest-900">{t("messages.returnedNotice")}</p>
          {returned && <p className="mt-1 whitespace-pre-line">&ldquo;{returned}&rdquo;</p>}
          <p className="mt-1">{t("messages.returnedHint")}</p>
        </div>
      )}
      <Field id={id} label={t("document.label")} error={error} hint={hint}>
        <input
          id={id}
          name={IDENTITY_DOCUMENT_FIELD}
          type="file"
          accept={IDENTITY_DOCUMENT_ACCEPT}
          onChange={choose}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={[showReturned ? returnedId : "", hintId(id), error ? errorId(id) : ""]
            .filter(Boolean)
            .join(" ")}
          autoFocus={form.field(FIELD).autoFocus}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900 hover:file:bg-cream-200"
        />
      </Field>
      {documentUrl && (
        <p className="text-sm text-forest-900">
          {documentName ? t("document.uploaded", { name: documentName }) : t("document.onFile")}
          <a
            href={documentUrl}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-saffron-700 underline underline-offset-4"
          >
            {t("document.view")}
          </a>
        </p>
      )}
    </>
  );
}
