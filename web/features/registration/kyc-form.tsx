import { useState, type ReactNode } from "react";
import { clubToday } from "../../../common/club-time";
import { registrationMessages as m } from "../../../common/registration";
import { IDENTITY_DOCUMENT_FIELD, kycFormValues, kycFromForm } from "../../../common/registration-form";
import { kycInput } from "../../../common/registration-schemas";
import { checkForm, useForm } from "../../lib/form";
import { ErrorBox, SelectField, TextAreaField, TextField } from "./fields";
import type { ApplicationResult } from "./form-data";
import { useApplicationTexts } from "./application-texts";
import { IdentityDocumentField } from "./identity-document-field";
import { useRegistration } from "./registration-context";
import { useOptions } from "./use-options";

/** "Same as current address": the permanent address follows the current one. */
function copyAddress(root: HTMLFormElement | null) {
  const current = root?.elements.namedItem("current_address");
  const permanent = root?.elements.namedItem("permanent_address");
  if (current instanceof HTMLTextAreaElement && permanent instanceof HTMLTextAreaElement)
    permanent.value = current.value;
}

/**
 * Step 1, Personal & KYC Details with banking details: a form posted to the route's action (intent
 * `kyc`; application.server.ts), checked in the browser with the same schema as the server (kycInput, read by
 * kycFromForm in common/registration-form.ts). Also the edit dialog of step 5 (`formId` "edit-kyc").
 */
export function KycForm({
  formId,
  onSaved,
  actions,
}: {
  formId: string;
  onSaved: () => void;
  actions: (busy: boolean) => ReactNode;
}) {
  const { user, application, posted } = useRegistration();
  const { t, say } = useApplicationTexts();
  const lists = useOptions(["qualifications", "occupations", "idTypes"] as const);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ApplicationResult>({
    id: formId,
    intent: "kyc",
    // the answer of a post without JavaScript is the step's own form's, not the edit dialog's
    actionData: formId.startsWith("edit-") ? undefined : posted,
    // the field messages speak for themselves
    check: (data) => {
      if (uploading) return null;
      const checked = checkForm(kycInput, kycFromForm(data, user).input, "");
      return checked.ok ? null : checked;
    },
    // the document was uploaded already: its address goes, not the file again
    prepare: (data) => {
      if (uploading) return null;
      data.delete(IDENTITY_DOCUMENT_FIELD);
      return data;
    },
    successMessage: m.kycSaved,
    say,
    clearOnChange: true,
    onAnswer: (answer) => answer.ok && onSaved(),
  });
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  const [values] = useState(() => kycFormValues(application.kyc, sent));
  const [same, setSame] = useState(values.same_as_current_address === "on");
  // the office sent the identity document back: its reason is shown beside the field, and a new one is needed
  const returned =
    application.kyc?.document_status === "returned" ? (application.kyc.document_review_reason ?? "") : null;
  const text = (field: string) => ({ ...form.field(field), defaultValue: values[field] ?? "" });
  const boxMessage = Object.keys(form.errors).length ? "" : form.message;

  const today = clubToday();
  return (
    <form.Form
      {...form.props}
      id={formId}
      encType="multipart/form-data"
      noValidate
      aria-label={t("page.steps", { returnObjects: true })[0]}
      className="space-y-8"
    >
      <input type="hidden" name="intent" value="kyc" />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">{t("kyc.personal")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={form.idOf("full_name")}
            label={t("kyc.fullName")}
            value={user.name}
            readOnly
            hint={t("kyc.asOnAccount")}
          />
          <TextField
            id={form.idOf("email")}
            label={t("kyc.email")}
            type="email"
            value={user.email}
            readOnly
            hint={t("kyc.asOnAccount")}
          />
          <TextField label={t("kyc.dob")} type="date" max={today} required autoComplete="bday" {...text("dob")} />
          <TextField
            label={t("kyc.phone")}
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            {...text("phone_no")}
          />
          <TextField label={t("kyc.fatherName")} required {...text("father_name")} className="sm:col-span-2" />
          <SelectField
            label={t("kyc.qualification")}
            placeholder={t("kyc.chooseQualification")}
            options={lists.qualifications.options}
            loading={lists.qualifications.loading}
            loadError={lists.qualifications.error}
            required
            {...text("qualification_id")}
          />
          <SelectField
            label={t("kyc.occupation")}
            placeholder={t("kyc.chooseOccupation")}
            options={lists.occupations.options}
            loading={lists.occupations.loading}
            loadError={lists.occupations.error}
            required
            {...text("occupation_id")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">{t("kyc.address")}</legend>
        <TextAreaField
          label={t("kyc.currentAddress")}
          required
          autoComplete="street-address"
          onChange={(event) => same && copyAddress(event.currentTarget.form)}
          {...text("current_address")}
        />
        <label
          htmlFor={form.idOf("same")}
          className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink/85"
        >
          <input
            id={form.idOf("same")}
            name="same_as_current_address"
            type="checkbox"
            defaultChecked={same}
            onChange={(event) => {
              setSame(event.target.checked);
              if (event.target.checked) copyAddress(event.target.form);
            }}
            className="h-4 w-4 rounded border-forest-500 accent-saffron-700"
          />
          {t("kyc.sameAddress")}
        </label>
        <TextAreaField label={t("kyc.permanentAddress")} required disabled={same} {...text("permanent_address")} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">{t("kyc.identity")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("kyc.idType")}
            placeholder={t("kyc.chooseIdType")}
            options={lists.idTypes.options}
            loading={lists.idTypes.loading}
            loadError={lists.idTypes.error}
            required
            {...text("verification_doc_id")}
          />
          <TextField label={t("kyc.documentNumber")} required autoComplete="off" {...text("verification_doc_number")} />
        </div>
        <IdentityDocumentField
          form={form}
          savedUrl={returned !== null && !sent ? "" : (values.verification_doc_upload_url ?? "")}
          returned={returned}
          onUploading={setUploading}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-forest-900">{t("kyc.bank")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("kyc.accountHolder")} required autoComplete="name" {...text("account_holder_name")} />
          <TextField label={t("kyc.bankName")} required {...text("bank_name")} />
          <TextField
            label={t("kyc.accountNumber")}
            inputMode="numeric"
            required
            autoComplete="off"
            {...text("account_number")}
          />
          <TextField label={t("kyc.branchName")} required {...text("branch_name")} />
          <TextField
            label={t("kyc.ifsc")}
            required
            autoComplete="off"
            autoCapitalize="characters"
            hint={t("kyc.ifscHint")}
            {...text("ifsc_code")}
          />
        </div>
      </fieldset>

      {boxMessage && <ErrorBox announce={false}>{boxMessage}</ErrorBox>}
      {actions(form.busy || uploading)}
    </form.Form>
  );
}
