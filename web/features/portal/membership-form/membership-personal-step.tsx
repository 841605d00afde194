import { clubToday } from "../../../../common/club-time";
import { useState, useSyncExternalStore } from "react";
import type { MembershipFormRecord, PersonalValues } from "../../../../common/membership-form";
import { FileUpload, SelectField, TextAreaField, TextField, type FieldErrors } from "../shared/form-fields";
import { useMembershipFormTexts } from "./membership-texts";

const noSubscription = () => () => undefined;
/** True once the page's script runs (false in the server's HTML and while hydrating). */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Step 1 of the membership form: the member's personal details and an uploaded document, as named
 * fields of the step's form (their defaults the saved draft's). With "same as current address" ticked the
 * permanent address follows the current one and is disabled (with the page's script; without it the server copies
 * the current address when the box is ticked).
 */
export function MembershipPersonalStep({
  values,
  errors,
  options,
  files,
  onSameAddress,
}: {
  values: PersonalValues;
  errors: FieldErrors;
  options: MembershipFormRecord["options"];
  files: Record<string, string>;
  onSameAddress: (same: boolean) => void;
}) {
  const { t } = useMembershipFormTexts();
  const scripted = useScripted();
  const [same, setSame] = useState(values.sameAsCurrentAddress);
  /** The permanent address takes the current one (the step's form holds both). */
  const follow = (form: HTMLFormElement | null) => {
    const current = form?.elements.namedItem("currentAddress");
    const permanent = form?.elements.namedItem("permanentAddress");
    if (current instanceof HTMLTextAreaElement && permanent instanceof HTMLTextAreaElement)
      permanent.value = current.value;
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="mf-full-name"
        name="fullName"
        label={t("form.personal.fullName")}
        autoComplete="name"
        defaultValue={values.fullName}
        error={errors.fullName}
      />
      <TextField
        id="mf-dob"
        name="dateOfBirth"
        label={t("form.personal.dateOfBirth")}
        type="date"
        max={clubToday()}
        defaultValue={values.dateOfBirth}
        error={errors.dateOfBirth}
      />
      <TextField
        id="mf-phone"
        name="phoneNumber"
        label={t("form.personal.phoneNumber")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        defaultValue={values.phoneNumber}
        error={errors.phoneNumber}
      />
      <TextField
        id="mf-email"
        name="email"
        label={t("form.personal.email")}
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <SelectField
        id="mf-qualification"
        name="qualification"
        label={t("form.personal.qualification")}
        placeholder={t("form.personal.chooseQualification")}
        options={options.qualifications}
        defaultValue={values.qualification}
        error={errors.qualification}
      />
      <SelectField
        id="mf-occupation"
        name="occupation"
        label={t("form.personal.occupation")}
        placeholder={t("form.personal.chooseOccupation")}
        options={options.occupations}
        defaultValue={values.occupation}
        error={errors.occupation}
      />
      <TextAreaField
        id="mf-current-address"
        name="currentAddress"
        label={t("form.personal.currentAddress")}
        autoComplete="street-address"
        className="sm:col-span-2"
        defaultValue={values.currentAddress}
        onInput={(event) => {
          if (same) follow(event.currentTarget.form);
        }}
        error={errors.currentAddress}
      />
      <div className="sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold text-forest-900">
          <input
            type="checkbox"
            name="sameAsCurrentAddress"
            className="h-5 w-5 accent-saffron-700"
            defaultChecked={values.sameAsCurrentAddress}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              if (checked) follow(event.currentTarget.form);
              setSame(checked);
              onSameAddress(checked);
            }}
          />
          {t("form.personal.sameAddress")}
        </label>
      </div>
      <TextAreaField
        id="mf-permanent-address"
        name="permanentAddress"
        label={t("form.personal.permanentAddress")}
        className="sm:col-span-2"
        disabled={scripted && same}
        defaultValue={values.sameAsCurrentAddress ? values.currentAddress : values.permanentAddress}
        error={errors.permanentAddress}
      />
      <div className="sm:col-span-2">
        <FileUpload
          id="mf-document"
          name="document"
          label={t("form.personal.document")}
          kind="document"
          hint={t("form.personal.documentHint")}
          value={values.document}
          fileName={files[values.document]}
          error={errors.document}
        />
      </div>
    </div>
  );
}
