import { format } from "date-fns";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { registrationMessages as m } from "../../../common/registration";
import { kycInput, type KycRecord } from "../../../common/registration-schemas";
import { messageOr } from "../../lib/api";
import { registrationPaths } from "./api";
import { ErrorBox, Field, fieldErrors, focusFirstInvalid, SelectField, TextAreaField, TextField, type FieldErrors } from "./fields";
import { IDENTITY_DOCUMENT_ACCEPT, identityDocumentProblem } from "./file-checks";
import { useRegistration } from "./registration-context";
import { useOptions } from "./use-options";

interface KycValues {
  dob: string;
  phone_no: string;
  father_name: string;
  qualification_id: string;
  occupation_id: string;
  current_address: string;
  permanent_address: string;
  same_as_current_address: boolean;
  verification_doc_id: string;
  verification_doc_number: string;
  verification_doc_upload_url: string;
  account_holder_name: string;
  bank_name: string;
  account_number: string;
  branch_name: string;
  ifsc_code: string;
}

const EMPTY: KycValues = {
  dob: "",
  phone_no: "",
  father_name: "",
  qualification_id: "",
  occupation_id: "",
  current_address: "",
  permanent_address: "",
  same_as_current_address: false,
  verification_doc_id: "",
  verification_doc_number: "",
  verification_doc_upload_url: "",
  account_holder_name: "",
  bank_name: "",
  account_number: "",
  branch_name: "",
  ifsc_code: "",
};

/** A saved KYC fills the form, unless it lacks its qualification or document type (spec §5). */
export function usableKyc(record: KycRecord | null): record is KycRecord {
  return !!record && !!record.qualification_id?._id && !!record.verification_doc_id?._id;
}

function fromRecord(r: KycRecord): KycValues {
  return {
    dob: r.dob.slice(0, 10),
    phone_no: r.phone_no,
    father_name: r.father_name,
    qualification_id: r.qualification_id?._id ?? "",
    occupation_id: r.occupation_id?._id ?? "",
    current_address: r.current_address,
    permanent_address: r.permanent_address,
    same_as_current_address: r.same_as_current_address,
    verification_doc_id: r.verification_doc_id?._id ?? "",
    verification_doc_number: r.verification_doc_number,
    verification_doc_upload_url: r.verification_doc_upload_url,
    account_holder_name: r.account_holder_name,
    bank_name: r.bank_name,
    account_number: r.account_number,
    branch_name: r.branch_name,
    ifsc_code: r.ifsc_code,
  };
}

/** GET /api/registration/getKyc: the saved details, or null when there are none (404) or they are unusable. */
export async function loadKyc(call: ReturnType<typeof useRegistration>["call"]): Promise<KycRecord | null> {
  try {
    const answer = await call<KycRecord>("GET", registrationPaths.kyc);
    return answer.ok && usableKyc(answer.data) ? answer.data : null;
  } catch {
    return null;
  }
}

/**
 * Step 1, Personal & KYC Details with banking details (spec §2): validated in the browser with the same
 * schema as the server, then POST /api/registration/kyc/{propertyId}. Also the edit dialog of step 5.
 */
export function KycForm({ formId, onSaved, actions }: { formId: string; onSaved: () => void; actions: (busy: boolean) => ReactNode }) {
  const { call, upload, propertyId, user } = useRegistration();
  const lists = useOptions(["qualifications", "occupations", "idTypes"] as const);
  const [values, setValues] = useState<KycValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [documentName, setDocumentName] = useState("");
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    loadKyc(call).then((record) => {
      if (live) setValues(record ? fromRecord(record) : EMPTY);
    });
    return () => {
      live = false;
    };
  }, [call]);

  if (!values) return <p role="status">Loading your details...</p>;
  const id = (field: string) => `${formId}-${field}`;

  function set<K extends keyof KycValues>(field: K, value: KycValues[K]) {
    setValues((v) => {
      if (!v) return v;
      const next = { ...v, [field]: value };
      if (next.same_as_current_address) next.permanent_address = next.current_address;
      return next;
    });
    setErrors((e) => {
      if (!(field in e)) return e;
      const rest = { ...e };
      delete rest[field];
      return rest;
    });
  }
  const text = (field: keyof KycValues) => ({
    name: field,
    value: String(values[field]),
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(field, event.target.value as never),
  });

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
      set("verification_doc_upload_url", answer.data.url);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading || !values) return;
    setFailure("");
    const { same_as_current_address: same, ...rest } = values;
    const parsed = kycInput.safeParse({
      ...rest,
      full_name: user.name,
      email: user.email,
      permanent_address: same ? values.current_address : values.permanent_address,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await call("POST", registrationPaths.submitKyc(propertyId), parsed.data);
      if (!answer.ok) {
        const message = messageOr(answer, m.submitPersonalFailed);
        setFailure(message);
        toast.error(message);
        return;
      }
      toast.success(messageOr(answer, m.kycSaved));
      onSaved();
    } catch {
      setFailure(m.submitPersonalFailed);
      toast.error(m.submitPersonalFailed);
    } finally {
      setBusy(false);
    }
  }

  const today = format(new Date(), "yyyy-MM-dd");
  return (
    <form ref={form} id={formId} noValidate onSubmit={submit} aria-label="Personal & KYC Details" className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Personal details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id("full_name")} label="Full name" value={user.name} readOnly hint="As on your club account." />
          <TextField id={id("email")} label="E-mail address" type="email" value={user.email} readOnly hint="As on your club account." />
          <TextField id={id("dob")} label="Date of birth" type="date" max={today} required autoComplete="bday" {...text("dob")} />
          <TextField id={id("phone_no")} label="Phone number" type="tel" inputMode="tel" required autoComplete="tel" {...text("phone_no")} />
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
        <TextAreaField id={id("current_address")} label="Current address" required autoComplete="street-address" {...text("current_address")} />
        <label htmlFor={id("same")} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink/85">
          <input
            id={id("same")}
            type="checkbox"
            checked={values.same_as_current_address}
            onChange={(event) => set("same_as_current_address", event.target.checked)}
            className="h-4 w-4 rounded border-forest-500 accent-saffron-700"
          />
          Same as current address
        </label>
        <TextAreaField
          id={id("permanent_address")}
          label="Permanent address"
          required
          disabled={values.same_as_current_address}
          {...text("permanent_address")}
        />
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
          <TextField id={id("verification_doc_number")} label="Document number" required autoComplete="off" {...text("verification_doc_number")} />
        </div>
        <Field
          id={id("verification_doc_upload_url")}
          label="Identity document (PDF)"
          error={errors.verification_doc_upload_url}
          hint={uploading ? "Uploading..." : "A PDF of at most 5 MB."}
        >
          <input
            id={id("verification_doc_upload_url")}
            type="file"
            accept={IDENTITY_DOCUMENT_ACCEPT}
            onChange={chooseDocument}
            disabled={uploading}
            aria-invalid={errors.verification_doc_upload_url ? true : undefined}
            aria-describedby={`${id("verification_doc_upload_url")}-hint${errors.verification_doc_upload_url ? ` ${id("verification_doc_upload_url")}-error` : ""}`}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900 hover:file:bg-cream-200"
          />
        </Field>
        {values.verification_doc_upload_url && (
          <p className="text-sm text-forest-900">
            {documentName ? `Uploaded: ${documentName}. ` : "Your identity document is on file. "}
            <a href={values.verification_doc_upload_url} target="_blank" rel="noreferrer" className="font-semibold text-saffron-700 underline underline-offset-4">
              View uploaded document
            </a>
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">Bank details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id("account_holder_name")} label="Account holder name" required autoComplete="name" {...text("account_holder_name")} />
          <TextField id={id("bank_name")} label="Bank name" required {...text("bank_name")} />
          <TextField id={id("account_number")} label="Account number" inputMode="numeric" required autoComplete="off" {...text("account_number")} />
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
    </form>
  );
}
