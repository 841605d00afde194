import { clubToday } from "../../../common/club-time";
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { identityDocumentMessages } from "../../../common/identity-documents";
import { registrationMessages as m } from "../../../common/registration";
import { kycInput, type KycRecord } from "../../../common/registration-schemas";
import { messageOr } from "../../lib/api";
import { scriptedFormData } from "../../lib/forms";
import { ErrorBox, Field, fieldErrors, focusFirstInvalid, SelectField, TextAreaField, TextField, type FieldErrors } from "./fields";
import { IDENTITY_DOCUMENT_ACCEPT, identityDocumentProblem } from "./file-checks";
import { IDENTITY_DOCUMENT_FIELD, kycFromForm } from "./form-data";
import { usePosted, useRegistration } from "./registration-context";
import { useSavingStep } from "./step-form";
import { useOptions } from "./use-options";

/** The form's first values: what a post without JavaScript sent, else the saved details, else empty. */
function initialValues(record: KycRecord | null, posted: Record<string, string> | undefined): Record<string, string> {
  if (posted) return posted;
  if (!record) return {};
  return {
    dob: record.dob.slice(0, 10),
    phone_no: record.phone_no,
    father_name: record.father_name,
    qualification_id: record.qualification_id?._id ?? "",
    occupation_id: record.occupation_id?._id ?? "",
    current_address: record.current_address,
    permanent_address: record.permanent_address,
    same_as_current_address: record.same_as_current_address ? "on" : "",
    verification_doc_id: record.verification_doc_id?._id ?? "",
    verification_doc_number: record.verification_doc_number,
    verification_doc_upload_url: record.verification_doc_upload_url,
    account_holder_name: record.account_holder_name,
    bank_name: record.bank_name,
    account_number: record.account_number,
    branch_name: record.branch_name,
    ifsc_code: record.ifsc_code,
  };
}

/**
 * Step 1, Personal & KYC Details with banking details: a form posted to the route's action (intent
 * `kyc`), validated in the browser with the same schema as the server. With JavaScript the identity document is
 * uploaded at once (with its progress) and its address posted; without it the file goes with the form. Also the
 * edit dialog of step 5.
 */
export function KycForm({ formId, onSaved, actions }: { formId: string; onSaved: () => void; actions: (busy: boolean) => ReactNode }) {
  const { upload, user, application } = useRegistration();
  const posted = usePosted("kyc", formId);
  const lists = useOptions(["qualifications", "occupations", "idTypes"] as const);
  const [values] = useState(() => initialValues(application.kyc, posted?.values));
  const [errors, setErrors] = useState<FieldErrors>(() => posted?.errors ?? {});
  const [failure, setFailure] = useState(() => (posted && !posted.errors ? posted.message : ""));
  const [same, setSame] = useState(values.same_as_current_address === "on");
  // the office sent the identity document back: its reason is shown beside the field, and a new one is needed
  const returned = application.kyc?.document_status === "returned" ? (application.kyc.document_review_reason ?? "") : null;
  const [documentUrl, setDocumentUrl] = useState(() => (returned !== null && !posted ? "" : (values.verification_doc_upload_url ?? "")));
  const [documentName, setDocumentName] = useState("");
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useSavingStep({ form, setErrors, setFailure, focusFirstInvalid, savedMessage: m.kycSaved, onSaved });
  const busy = fetcher.state !== "idle";

  const id = (field: string) => `${formId}-${field}`;
  const text = (field: string) => ({ name: field, defaultValue: values[field] ?? "", error: errors[field] });

  const clearError = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const rest = { ...e };
      delete rest[field];
      return rest;
    });

  /** "Same as current address": the permanent address follows the current one. */
  function copyAddress(root: HTMLFormElement | null) {
    const current = root?.elements.namedItem("current_address");
    const permanent = root?.elements.namedItem("permanent_address");
    if (current instanceof HTMLTextAreaElement && permanent instanceof HTMLTextAreaElement) permanent.value = current.value;
  }

  async function chooseDocument(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = identityDocumentProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, verification_doc_upload_url: problem }));
      input.value = "";
      return;
    }
    setUploading(true);
    try {
      const answer = await upload(file);
      if (!answer.ok || !answer.data) {
        // the server's reason when it gave one (a renamed .exe: "Please upload a JPG, PNG, or PDF file"), spec §8
        const message = messageOr(answer, m.uploadFailed);
        toast.error(message);
        setErrors((e) => ({ ...e, verification_doc_upload_url: message }));
        input.value = "";
        return;
      }
      setDocumentUrl(answer.data.url);
      clearError("verification_doc_upload_url");
      setDocumentName(file.name);
      toast.success(m.fileUploaded);
    } catch {
      toast.error(m.uploadFailed);
      setErrors((e) => ({ ...e, verification_doc_upload_url: m.uploadFailed }));
      input.value = "";
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading) return;
    setFailure("");
    const data = scriptedFormData(event);
    // the document was uploaded already: its address goes, not the file again
    data.delete(IDENTITY_DOCUMENT_FIELD);
    const parsed = kycInput.safeParse(kycFromForm(data, user).input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    void fetcher.submit(data, { method: "post" });
  }

  const today = clubToday();
  return (
    <fetcher.Form
      ref={form}
      id={formId}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onChange={(event) => {
        const field = (event.target as unknown as { name?: string }).name;
        if (field) clearError(field);
        if (field === "current_address" && same) copyAddress(event.currentTarget);
      }}
      aria-label="Personal & KYC Details"
      className="space-y-8"
    >
      <input type="hidden" name="intent" value="kyc" />
      <input type="hidden" name="verification_doc_upload_url" value={documentUrl} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Personal details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id("full_name")} label="Full name" value={user.name} readOnly hint="As on your club account." />
          <TextField id={id("email")} label="E-mail address" type="email" value={user.email} readOnly hint="As on your club account." />
          <TextField id={id("dob")} label="Date of birth" type="date" max={today} required autoComplete="bday" {...text("dob")} />
          <TextField
            id={id("phone_no")}
            label="Phone number"
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            {...text("phone_no")}
          />
          <TextField id={id("father_name")} label="Father's name" required {...text("father_name")} className="sm:col-span-2" />
          <SelectField
            id={id("qualification_id")}
            label="Qualification"
            placeholder="Choose your qualification"
            options={lists.qualifications.options}
            loading={lists.qualifications.loading}
            loadError={lists.qualifications.error}
            required
            {...text("qualification_id")}
          />
          <SelectField
            id={id("occupation_id")}
            label="Occupation"
            placeholder="Choose your occupation"
            options={lists.occupations.options}
            loading={lists.occupations.loading}
            loadError={lists.occupations.error}
            required
            {...text("occupation_id")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Address</legend>
        <TextAreaField
          id={id("current_address")}
          label="Current address"
          required
          autoComplete="street-address"
          {...text("current_address")}
        />
        <label htmlFor={id("same")} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink/85">
          <input
            id={id("same")}
            name="same_as_current_address"
            type="checkbox"
            defaultChecked={same}
            onChange={(event) => {
              setSame(event.target.checked);
              if (event.target.checked) copyAddress(event.target.form);
            }}
            className="h-4 w-4 rounded border-forest-500 accent-saffron-700"
          />
          Same as current address
        </label>
        <TextAreaField id={id("permanent_address")} label="Permanent address" required disabled={same} {...text("permanent_address")} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Identity document</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={id("verification_doc_id")}
            label="ID type"
            placeholder="Choose an ID type"
            options={lists.idTypes.options}
            loading={lists.idTypes.loading}
            loadError={lists.idTypes.error}
            required
            {...text("verification_doc_id")}
          />
          <TextField
            id={id("verification_doc_number")}
            label="Document number"
            required
            autoComplete="off"
            {...text("verification_doc_number")}
          />
        </div>
        {returned !== null && !documentName && (
          <div id={id("document-returned")} className="rounded-2xl border border-[#b45309]/40 bg-[#fdf6ec] p-4 text-sm text-ink">
            <p className="font-semibold text-forest-900">{identityDocumentMessages.returnedNotice}</p>
            {returned && <p className="mt-1 whitespace-pre-line">&ldquo;{returned}&rdquo;</p>}
            <p className="mt-1">{identityDocumentMessages.returnedHint}</p>
          </div>
        )}
        <Field
          id={id("verification_doc_upload_url")}
          label="Identity document (PDF)"
          error={errors.verification_doc_upload_url}
          hint={uploading ? "Uploading..." : "A PDF of at most 5 MB."}
        >
          <input
            id={id("verification_doc_upload_url")}
            name={IDENTITY_DOCUMENT_FIELD}
            type="file"
            accept={IDENTITY_DOCUMENT_ACCEPT}
            onChange={chooseDocument}
            disabled={uploading}
            aria-invalid={errors.verification_doc_upload_url ? true : undefined}
            aria-describedby={`${returned !== null && !documentName ? `${id("document-returned")} ` : ""}${id("verification_doc_upload_url")}-hint${errors.verification_doc_upload_url ? ` ${id("verification_doc_upload_url")}-error` : ""}`}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900 hover:file:bg-cream-200"
          />
        </Field>
        {documentUrl && (
          <p className="text-sm text-forest-900">
            {documentName ? `Uploaded: ${documentName}. ` : "Your identity document is on file. "}
            <a href={documentUrl} target="_blank" rel="noreferrer" className="font-semibold text-saffron-700 underline underline-offset-4">
              View uploaded document
            </a>
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Bank details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id("account_holder_name")}
            label="Account holder name"
            required
            autoComplete="name"
            {...text("account_holder_name")}
          />
          <TextField id={id("bank_name")} label="Bank name" required {...text("bank_name")} />
          <TextField
            id={id("account_number")}
            label="Account number"
            inputMode="numeric"
            required
            autoComplete="off"
            {...text("account_number")}
          />
          <TextField id={id("branch_name")} label="Branch name" required {...text("branch_name")} />
          <TextField
            id={id("ifsc_code")}
            label="IFSC code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            hint="11 characters, for example SBIN0001234."
            {...text("ifsc_code")}
          />
        </div>
      </fieldset>

      {failure && <ErrorBox announce={false}>{failure}</ErrorBox>}
      {actions(busy || uploading)}
    </fetcher.Form>
  );
}
