import { useState } from "react";
import { shortClubDay } from "../../../../common/club-time";
import { mediaSizeText } from "../../../../common/media-library";
import {
  TRUST_DOCUMENT_ACCEPT,
  TRUST_DOCUMENT_SECTIONS,
  trustDocumentFileProblem,
  trustDocumentFormInput,
  trustDocumentInput,
  trustDocumentMessages as m,
  type TrustDocumentRecord,
} from "../../../../common/trust-documents";
import { ErrorBox, Field, TextField } from "../../../components/form-fields";
import { uploadWithProgress } from "../../../lib/api";
import { checkForm, useForm, type FormFailure } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import type { TrustResult } from "./trust.server";

const controlClass = "field h-11 aria-invalid:border-[#b42318]";

/** The form's failure for the chosen file (shown under the file input). */
const fileFailure = (message: string): FormFailure => ({
  ok: false,
  message,
  field: "file",
  errors: { file: message },
});

/**
 * Publish a document: where on /why-trust-us it belongs, its title and the PDF. With JavaScript the file goes to the
 * API with its progress, then the form posts the new document's id; without it the whole form posts to the page.
 */
function UploadForm({ result }: { result?: TrustResult }) {
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<TrustResult>({
    id: "trust-upload",
    intent: "upload",
    actionData: result,
    // the form says what happened, in place: no toasts
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(trustDocumentInput, trustDocumentFormInput(data));
      if (!checked.ok) return checked;
      const file = data.get("file");
      const problem = trustDocumentFileProblem(file instanceof File ? file : null);
      return problem ? fileFailure(problem) : null;
    },
    prepare: async (data) => {
      const file = data.get("file") as File;
      const { title, group } = trustDocumentFormInput(data);
      setProgress(0);
      const answer = await uploadWithProgress<TrustDocumentRecord>(
        "/api/admin/trust-documents",
        "file",
        file,
        setProgress,
        { title, group },
      );
      setProgress(null);
      if (!answer.ok || !answer.data) {
        form.fail(fileFailure(answer.message || m.loadFailed));
        return null;
      }
      form.props.ref.current?.reset();
      const done = new FormData();
      done.set("uploaded", answer.data.id);
      return done;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const group = form.control("group");
  const file = form.control("file");
  return (
    <section aria-labelledby="trust-upload-heading" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="trust-upload-heading" className="text-xl font-semibold text-forest-950">
        Publish a document
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        A PDF of at most 5 MB. Why trust us links its View and Download to the newest document of its place at once.
      </p>
      <form.Form
        {...form.props}
        encType="multipart/form-data"
        noValidate
        aria-labelledby="trust-upload-heading"
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="upload" />
        {form.message && (
          <div className="sm:col-span-2">
            <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
          </div>
        )}
        {form.result?.ok && (
          <p
            role="status"
            className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900 sm:col-span-2"
          >
            {form.result.message}
          </p>
        )}
        <Field id={form.idOf("group")} label="Where it belongs on Why trust us" error={form.errors.group}>
          <select {...group} required defaultValue={typed?.group ?? ""} className={controlClass}>
            <option value="">Choose the place</option>
            {TRUST_DOCUMENT_SECTIONS.map(({ section, groups }) => (
              <optgroup key={section} label={section}>
                {groups.map((g) => (
                  <option key={g.key} value={g.key}>
                    {g.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <TextField
          {...form.field("title")}
          label="Title"
          required
          maxLength={200}
          defaultValue={typed?.title ?? ""}
          hint="As the office lists it, e.g. Sale deed, Rajgarh, 2019."
        />
        <Field id={form.idOf("file")} label="The PDF" error={form.errors.file} className="sm:col-span-2">
          <input
            {...file}
            type="file"
            required
            accept={TRUST_DOCUMENT_ACCEPT}
            disabled={form.busy}
            className="block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900"
          />
        </Field>
        {progress !== null && (
          <div className="sm:col-span-2">
            <label htmlFor="trust-upload-progress" className="block text-sm font-semibold text-forest-950">
              Uploading the document
            </label>
            <progress
              id="trust-upload-progress"
              max={100}
              value={percent}
              className="mt-2 h-3 w-full accent-forest-900"
            >
              {`${percent}%`}
            </progress>
            <p className="mt-1 text-sm text-ink/80" aria-live="polite">{`${percent}% sent`}</p>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Publishing…" : "Publish"}
          </button>
        </div>
      </form.Form>
    </section>
  );
}

/** One published document: its title, place, file, size, upload date and uploader, SHA-256, its address, its withdrawal. */
function DocumentItem({
  document,
  result,
  onDelete,
  busy,
}: {
  document: TrustDocumentRecord;
  result?: TrustResult;
  onDelete: (form: FormData) => void;
  busy: boolean;
}) {
  return (
    <li className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="break-words font-semibold text-forest-950">{document.title}</p>
        <p className="text-sm text-ink/80">{document.group_label}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">File</dt>
        <dd className="min-w-0 break-all">{`${document.file_name} · ${mediaSizeText(document.size)}`}</dd>
        <dt className="text-ink/80">Uploaded</dt>
        <dd>
          <time dateTime={document.uploaded_at}>{shortClubDay(document.uploaded_at)}</time>
          {document.uploaded_by ? ` by ${document.uploaded_by}` : ""}
        </dd>
        <dt className="text-ink/80">SHA-256</dt>
        <dd className="min-w-0 break-all font-mono text-xs">{document.sha256}</dd>
      </dl>
      <div className="flex flex-wrap items-start gap-2">
        <a href={document.url} target="_blank" rel="noopener" className="btn h-11">
          View<span className="sr-only">{` ${document.title} (PDF, opens in a new tab)`}</span>
        </a>
        <ConfirmStep
          id={`withdraw-${document.id}`}
          fields={{ intent: "delete", id: document.id }}
          trigger="Withdraw"
          triggerLabel={`Withdraw ${document.title}`}
          triggerClass="h-11 rounded-full px-4 text-sm font-semibold text-[#b42318] ring-1 ring-[#b42318]/40 hover:bg-[#fef3f2]"
          question={`Withdraw ${document.title}?`}
          consequence="Its address stops working, and Why trust us links the place's previous document, or Document Not Available. This cannot be undone."
          confirmLabel={`Confirm withdrawing ${document.title}`}
          keepLabel="Keep it published"
          asked={Boolean(result?.confirm && result.id === document.id)}
          onConfirm={onDelete}
          busy={busy}
        />
      </div>
    </li>
  );
}

/** /admin/trust: the Trust's documents published on Why trust us (content staff, an administrator always). */
export function TrustDocumentsPage({ documents, result }: { documents: TrustDocumentRecord[]; result?: TrustResult }) {
  // the page says what happened, in place: no toasts
  const withdraw = useForm<TrustResult>({ id: "trust-withdraw", intent: "delete", actionData: result, toast: false });
  const withdrawn = withdraw.result && !withdraw.result.confirm ? withdraw.result : undefined;
  return (
    <section aria-labelledby="trust-heading">
      <h1 id="trust-heading" className="font-display text-3xl text-forest-950">
        Trust documents
      </h1>
      <p className="mt-2 text-ink/80">
        The land records, registrations, certificates and resolutions that Why trust us shows to everyone, each with its
        SHA-256 so that a copy can be checked.
      </p>
      <UploadForm result={result?.intent === "upload" ? result : undefined} />
      <h2 className="mt-10 text-xl font-semibold text-forest-950">Published documents</h2>
      {withdrawn && (
        <div className="mt-4" role={withdrawn.ok ? "status" : undefined}>
          {withdrawn.ok ? (
            <p className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
              {withdrawn.message}
            </p>
          ) : (
            <ErrorBox>{withdrawn.message}</ErrorBox>
          )}
        </div>
      )}
      {documents.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-4 text-ink/80 shadow-sm">{m.none}</p>
      ) : (
        <ul aria-label="Published documents" className="mt-4 grid gap-3 lg:grid-cols-2">
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              result={result?.intent === "delete" ? result : undefined}
              onDelete={withdraw.post}
              busy={withdraw.busy}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
