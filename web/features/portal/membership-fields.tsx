import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import toast from "react-hot-toast";
import { membershipFormMessages as mm } from "../../../common/membership-form";
import { MAX_UPLOAD_BYTES, RECEIPT_TYPES, registrationMessages as rm, SIGNATURE_TYPES } from "../../../common/registration";
import { messageOr } from "../accounts/auth-api";
import { uploadFile } from "./portal-api";

/**
 * The form controls of the portal's step forms (membership form, conveyance request): a label above each
 * control, its hint and its message below, tied together for screen readers.
 */

export type FieldErrors = Record<string, string>;

/** The first message of each field of a zod error, keyed by the field's name. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function Field({ id, label, error, hint, children, className = "" }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField({ id, label, error, hint, className, readOnly, ...input }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`field h-11 ${readOnly ? "cursor-default bg-cream-100 text-ink/85" : ""}`}
        {...input}
      />
    </Field>
  );
}

type AreaProps = { id: string; label: string; error?: string; className?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField({ id, label, error, className, disabled, ...area }: AreaProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`field min-h-20 ${disabled ? "cursor-not-allowed bg-cream-100 text-ink/80" : ""}`}
        {...area}
      />
    </Field>
  );
}

type SelectProps = { id: string; label: string; error?: string; options: readonly string[]; placeholder: string; className?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "className"
>;

/** A list to choose from; a saved value that is no longer listed is still shown. */
export function SelectField({ id, label, error, options, placeholder, className, value, ...select }: SelectProps) {
  const current = typeof value === "string" ? value : "";
  const all = current && !options.includes(current) ? [current, ...options] : options;
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select id={id} value={current} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} className="field h-11" {...select}>
        <option value="">{placeholder}</option>
        {all.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A red box for a message the member must see. */
export function ErrorBox({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div id={id} role="alert" className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
      {children}
    </div>
  );
}

const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const SIGNATURE_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";

function typeIs(file: File, types: readonly string[], extension: RegExp) {
  return file.type ? types.includes(file.type) : extension.test(file.name);
}

/** What is wrong with a chosen file before it is sent (the server checks again, by content), or null. */
export function uploadProblem(file: File, kind: "document" | "signature"): string | null {
  if (kind === "signature" ? !typeIs(file, SIGNATURE_TYPES, /\.(png|jpe?g)$/i) : !typeIs(file, RECEIPT_TYPES, /\.(pdf|png|jpe?g)$/i)) {
    return kind === "signature" ? mm.signatureType : rm.uploadType;
  }
  if (file.size > MAX_UPLOAD_BYTES) return rm.uploadSize;
  if (file.size === 0) return rm.emptyFile;
  return null;
}

/**
 * A file uploaded as soon as it is chosen: a document (PDF, JPG or PNG through upload-doc) or a signature image
 * (PNG or JPG through upload-signature). Shows what is uploaded, with a link (and a preview for a signature).
 */
export function FileUpload({
  id,
  label,
  kind,
  value,
  fileName,
  error,
  hint,
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
  onUploaded: (url: string, name: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file || busy) return;
    const wrong = uploadProblem(file, kind);
    setProblem(wrong ?? "");
    if (wrong) return;
    setBusy(true);
    try {
      const answer = kind === "signature" ? await uploadFile("/api/upload/upload-signature", "signature", file) : await uploadFile("/api/upload/upload-doc", "document", file);
      if (!answer.ok || !answer.data) {
        const message = messageOr(answer, mm.uploadFailed);
        setProblem(message);
        toast.error(message);
        return;
      }
      onUploaded(answer.data.url, file.name);
    } catch {
      setProblem(mm.uploadFailed);
      toast.error(mm.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  const shown = problem || error;
  const defaultHint = kind === "signature" ? "PNG or JPG image, at most 5 MB." : "PDF, JPG or PNG, at most 5 MB.";
  return (
    <Field id={id} label={label} error={shown} hint={hint ?? defaultHint}>
      <input
        id={id}
        type="file"
        accept={kind === "signature" ? SIGNATURE_ACCEPT : DOCUMENT_ACCEPT}
        onChange={choose}
        disabled={busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-status`, shown ? `${id}-error` : ""].filter(Boolean).join(" ")}
        className="block w-full rounded-lg border border-dashed border-forest-500/60 bg-white p-2 text-sm text-ink/85 file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-forest-700 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-100 disabled:cursor-wait disabled:opacity-70"
      />
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-forest-900 [overflow-wrap:anywhere]">
        {busy ? "Uploading..." : value ? (
          <>
            Uploaded: <span className="font-semibold">{fileName || "your file"}</span>{" "}
            <a href={value} target="_blank" rel="noreferrer" className="font-semibold text-saffron-700 underline underline-offset-4">
              View<span className="sr-only"> {label}</span>
            </a>
          </>
        ) : (
          "No file uploaded yet."
        )}
      </p>
      {kind === "signature" && value && !busy && (
        <img src={value} alt="Your uploaded signature" className="mt-3 max-h-28 rounded-lg border border-forest-100 bg-white p-2" />
      )}
    </Field>
  );
}
