import { clubToday } from "../../common/club-time";
import { PAID_ON_FIELD, UTR_FIELD } from "../../common/payment-instructions";
import { TextField } from "./form-fields";

/** A form's field props (`form.field(name)` of useForm). */
type FieldProps = (name: string) => { id: string; name: string; error?: string; autoFocus?: boolean };

/** The fields' words: English by default; a translated page gives its own. */
export interface TransferDetailsTexts {
  utr: string;
  utrHint: string;
  paidOn: string;
  paidOnHint: string;
}
const TRANSFER_DETAILS_TEXTS: TransferDetailsTexts = {
  utr: "Transaction reference (UTR)",
  utrHint: "Optional. As your bank or UPI app shows it: 12 to 22 letters and digits.",
  paidOn: "Day you paid",
  paidOnHint: "Optional.",
};

/**
 * The transfer's details beside its receipt: the transaction reference (UTR) the bank or UPI app shows, and the day
 * paid. Both optional (the receipt alone still pays the step); a UTR already on another receipt is refused.
 */
export function TransferDetailsFields({
  field,
  values,
  className = "",
  texts = TRANSFER_DETAILS_TEXTS,
}: {
  field: FieldProps;
  values?: { utr?: string; paid_on?: string };
  className?: string;
  texts?: TransferDetailsTexts;
}) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <TextField
        {...field(UTR_FIELD)}
        label={texts.utr}
        hint={texts.utrHint}
        defaultValue={values?.utr ?? ""}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <TextField
        {...field(PAID_ON_FIELD)}
        label={texts.paidOn}
        hint={texts.paidOnHint}
        type="date"
        max={clubToday()}
        defaultValue={values?.paid_on ?? ""}
      />
    </div>
  );
}
