import { clubToday } from "../../../../common/club-time";
import type { NomineeValues } from "../../../../common/membership-form";
import { FileUpload, SelectField, TextField, type FieldErrors } from "./form-fields";
import { usePortalTexts } from "./portal-texts";

/**
 * The nominee's details (fullName, phoneNumber, relationship, dob, email, idType, idFile), shared by the
 * membership form and the conveyance request. Each control is named after its field (fullName, …, idFile); without
 * `onChange` the controls are uncontrolled (`values` are their defaults) and the form's data holds them.
 */
export function NomineeFields({
  idPrefix,
  values,
  errors,
  idTypes,
  files,
  onChange,
  onFile,
}: {
  idPrefix: string;
  values: NomineeValues;
  errors: FieldErrors;
  idTypes: readonly string[];
  files: Record<string, string>;
  onChange?: (values: NomineeValues) => void;
  onFile?: (url: string, name: string) => void;
}) {
  const set = (key: keyof NomineeValues) =>
    onChange
      ? {
          name: key,
          value: values[key],
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange({ ...values, [key]: event.currentTarget.value }),
        }
      : { name: key, defaultValue: values[key] };
  const id = (name: string) => `${idPrefix}-${name}`;
  const { t } = usePortalTexts();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={id("full-name")}
        label={t("shared.nominee.fullName")}
        autoComplete="off"
        {...set("fullName")}
        error={errors.fullName}
      />
      <TextField
        id={id("phone")}
        label={t("shared.nominee.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...set("phoneNumber")}
        error={errors.phoneNumber}
      />
      <TextField
        id={id("relationship")}
        label={t("shared.nominee.relationship")}
        autoComplete="off"
        hint={t("shared.nominee.relationshipHint")}
        {...set("relationship")}
        error={errors.relationship}
      />
      <TextField
        id={id("dob")}
        label={t("shared.nominee.dob")}
        type="date"
        max={clubToday()}
        {...set("dob")}
        error={errors.dob}
      />
      <TextField
        id={id("email")}
        label={t("shared.nominee.email")}
        type="email"
        autoComplete="off"
        {...set("email")}
        error={errors.email}
      />
      <SelectField
        id={id("id-type")}
        label={t("shared.nominee.idType")}
        placeholder={t("shared.nominee.idTypePlaceholder")}
        options={idTypes}
        {...set("idType")}
        error={errors.idType}
      />
      <div className="sm:col-span-2">
        <FileUpload
          id={id("id-file")}
          label={t("shared.nominee.idFile")}
          kind="document"
          name="idFile"
          value={values.idFile}
          fileName={files[values.idFile]}
          error={errors.idFile}
          onUploaded={onFile}
        />
      </div>
    </div>
  );
}
