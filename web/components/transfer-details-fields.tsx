import { clubToday } from "../../common/club-time";
import { PAID_ON_FIELD, UTR_FIELD } from "../../common/payment-instructions";
import { TextField } from "./form-fields";

/** A form's field props (`form.field(name)` of useForm). */
type FieldProps = (name: string) => { id: string; name: string; error?: string; autoFocus?: boolean };

/**
 * The transfer's details beside its receipt: the transaction reference (UTR) the bank or UPI app shows, and the day
 * paid. Both optional (the receipt alone still pays the step); a UTR already on another receipt is refused.
 */
export function TransferDetailsFields({
  field,
  values,
  className = "",
}: {
  field: FieldProps;
  values?: { utr?: string; paid_on?: string };
  className?: string;
}) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <TextField
        {...field(UTR_FIELD)}
        label="Transaction reference (UTR)"
        hint="Optional. As your bank or UPI app shows it: 12 to 22 letters and digits."
        defaultValue={values?.utr ?? ""}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <TextField
        {...field(PAID_ON_FIELD)}
        label="Day you paid"
        hint="Optional."
        type="date"
        max={clubToday()}
        defaultValue={values?.paid_on ?? ""}
      />
    </div>
  );
}
