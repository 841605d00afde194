import { useState, type ChangeEvent, type SelectHTMLAttributes } from "react";
import toast from "../../../lib/toast";
import { membershipFormMessages as mm } from "../../../../common/membership-form";
import { chosenFileProblem, registrationMessages as rm } from "../../../../common/registration";
import { messageOr } from "../../../lib/api";
import { describedBy, Field, SelectField as Select } from "../../../components/form-fields";
import { uploadFile } from "../../../lib/api";
import { usePortalTexts } from "./portal-texts";
import { UPLOAD_MESSAGES } from "./upload-messages";

export {
  ErrorBox,
  fieldErrors,
  focusFirstInvalid,
  TextAreaField,
  TextField,
  type FieldErrors,
} from "../../../components/form-fields";

type SelectProps = {
  id: string;
  label: string;
  error?: string;
  options: readonly string[];
  placeholder: string;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;

/** A list of names to choose from; a saved value that is no longer listed is still shown. */
export function SelectField({ options, value, defaultValue, ...select }: SelectProps) {
  // uncontrolled (a form's named field) when given a defaultValue and no value
  const current = typeof value === "string" ? value : typeof defaultValue === "string" ? defaultValue : "";
  const all = current && !options.includes(current) ? [current, ...options] : options;
  const shown = value === undefined && defaultValue !== undefined ? { defaultValue: current } : { value: current };
  return <Select {...select} {...shown} options={all.map((name) => ({ value: name, label: name }))} />;
}

const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const SIGNATURE_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";

/** What is wrong with a chosen file before it is sent (the server checks again, by content), or null. */
export function uploadProblem(file: File, kind: "document" | "signature"): string | null {
  return kind === "signature"
    ? chosenFileProblem(file, "signature", mm.signatureType)
    : chosenFileProblem(file, "receipt", rm.uploadType);
}

/**
 * A file uploaded as soon as it is chosen: a document (PDF, JPG or PNG through upload-doc) or a signature image
 * (PNG or JPG through upload-signature). Shows what is uploaded, with a link (and a preview for a signature).
 * With a `name` it is a field of its form: a hidden input `name` holds the uploaded file's address, and the file
 * input is `${name}File`, so a form posted without JavaScript carries the chosen file itself (the action stores it
 * with storeFormFile); without `onUploaded` it keeps the uploaded file itself.
 */
export function FileUpload({
  id,
  label,
  kind,
  value,
  fileName,
  error,
  hint,
  name,
  onUploaded,
}: {
  id: string;
  label: string;
  kind: "document" | "signature";
  /** The uploaded file's /files/{id} address, or "". */
  value: string;
  fileName?: string;
  error?: string;
  hint?: string;
  /** The form field's name (see above). */
  name?: string;
  onUploaded?: (url: string, name: string) => void;
}) {
  const { t, say } = usePortalTexts(UPLOAD_MESSAGES);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const [own, setOwn] = useState<{ url: string; name: string } | null>(null);
  if (own && onUploaded === undefined) {
    value = own.url;
    fileName = own.name;
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file || busy) return;
    const wrong = uploadProblem(file, kind);
    setProblem(wrong ?? "");
    if (wrong) return;
    setBusy(true);
    try {
      const answer =
        kind === "signature"
          ? await uploadFile("/api/upload/upload-signature", "signature", file)
          : await uploadFile("/api/upload/upload-doc", "document", file);
      if (!answer.ok || !answer.data) {
        const message = messageOr(answer, mm.uploadFailed);
        setProblem(message);
        toast.error(say(message));
        return;
      }
      setOwn({ url: answer.data.url, name: file.name });
      onUploaded?.(answer.data.url, file.name);
    } catch {
      setProblem(mm.uploadFailed);
      toast.error(say(mm.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  // the upload's own problem in the page's words; a field's `error` comes in them from its form
  const shown = (problem && say(problem)) || error;
  const defaultHint = kind === "signature" ? t("shared.upload.signatureHint") : t("shared.upload.documentHint");
  return (
    <Field id={id} label={label} error={shown} hint={hint ?? defaultHint}>
      {name && <input type="hidden" name={name} value={value} />}
      <input
        id={id}
        type="file"
        name={name ? `${name}File` : undefined}
        accept={kind === "signature" ? SIGNATURE_ACCEPT : DOCUMENT_ACCEPT}
        onChange={choose}
        disabled={busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown, true, `${id}-status`)}
        className="block w-full rounded-lg border border-dashed border-forest-500/60 bg-white p-2 text-sm text-ink/85 file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-forest-700 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-100 disabled:cursor-wait disabled:opacity-70"
      />
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-forest-900 [overflow-wrap:anywhere]">
        {busy ? (
          t("shared.upload.uploading")
        ) : value ? (
          <>
            {t("shared.upload.uploaded")}{" "}
            <span className="font-semibold">{fileName || t("shared.upload.yourFile")}</span>{" "}
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-saffron-700 underline underline-offset-4"
            >
              {t("shared.view")}
              <span className="sr-only"> {label}</span>
            </a>
          </>
        ) : (
          t("shared.upload.none")
        )}
      </p>
      {kind === "signature" && value && !busy && (
        <img
          src={value}
          alt={t("shared.upload.signatureAlt")}
          className="mt-3 max-h-28 rounded-lg border border-forest-100 bg-white p-2"
        />
      )}
    </Field>
  );
}
