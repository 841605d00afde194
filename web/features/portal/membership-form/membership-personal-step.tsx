import { format } from "date-fns";
import type { MembershipFormRecord, PersonalValues } from "../../../../common/membership-form";
import { FileUpload, SelectField, TextAreaField, TextField, type FieldErrors } from "../shared/form-fields";

/** Step 1 of the membership form: the member's personal details and an uploaded document (spec §2). */
export function MembershipPersonalStep({
  values,
  errors,
  options,
  files,
  onChange,
  onFile,
}: {
  values: PersonalValues;
  errors: FieldErrors;
  options: MembershipFormRecord["options"];
  files: Record<string, string>;
  onChange: (values: PersonalValues) => void;
  onFile: (url: string, name: string) => void;
}) {
  /** Changes one field; with "same as current address" ticked the permanent address follows the current one. */
  const update = (patch: Partial<PersonalValues>) => {
    const next = { ...values, ...patch };
    if (next.sameAsCurrentAddress) next.permanentAddress = next.currentAddress;
    onChange(next);
  };
  const set = (key: keyof PersonalValues) => (event: { currentTarget: { value: string } }) => update({ [key]: event.currentTarget.value });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField id="mf-full-name" label="Full name" autoComplete="name" value={values.fullName} onChange={set("fullName")} error={errors.fullName} />
      <TextField
        id="mf-dob"
        label="Date of birth"
        type="date"
        max={format(new Date(), "yyyy-MM-dd")}
        value={values.dateOfBirth}
        onChange={set("dateOfBirth")}
        error={errors.dateOfBirth}
      />
      <TextField id="mf-phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" value={values.phoneNumber} onChange={set("phoneNumber")} error={errors.phoneNumber} />
      <TextField id="mf-email" label="E-mail" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email} />
      <SelectField
        id="mf-qualification"
        label="Qualification"
        placeholder="Choose your qualification"
        options={options.qualifications}
        value={values.qualification}
        onChange={set("qualification")}
        error={errors.qualification}
      />
      <SelectField
        id="mf-occupation"
        label="Occupation"
        placeholder="Choose your occupation"
        options={options.occupations}
        value={values.occupation}
        onChange={set("occupation")}
        error={errors.occupation}
      />
      <TextAreaField
        id="mf-current-address"
        label="Current address"
        autoComplete="street-address"
        className="sm:col-span-2"
        value={values.currentAddress}
        onChange={set("currentAddress")}
        error={errors.currentAddress}
      />
      <div className="sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold text-forest-900">
          <input
            type="checkbox"
            className="h-5 w-5 accent-saffron-700"
            checked={values.sameAsCurrentAddress}
            onChange={(event) => update({ sameAsCurrentAddress: event.currentTarget.checked })}
          />
          Permanent address is the same as current address
        </label>
      </div>
      <TextAreaField
        id="mf-permanent-address"
        label="Permanent address"
        className="sm:col-span-2"
        disabled={values.sameAsCurrentAddress}
        value={values.permanentAddress}
        onChange={set("permanentAddress")}
        error={errors.permanentAddress}
      />
      <div className="sm:col-span-2">
        <FileUpload
          id="mf-document"
          label="Identity document"
          kind="document"
          hint="Your Aadhaar card, PAN card or passport: PDF, JPG or PNG, at most 5 MB."
          value={values.document}
          fileName={files[values.document]}
          error={errors.document}
          onUploaded={onFile}
        />
      </div>
    </div>
  );
}
