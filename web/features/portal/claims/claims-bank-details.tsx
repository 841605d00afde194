import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { bankAccountInput, claimsMessages as m, type BankAccountInput, type BankAccountRecord } from "../../../../common/claims";
import { fieldErrors, focusFirstInvalid, TextField, type FieldErrors } from "../../../components/form-fields";
import { callApi } from "../../../lib/api";

const EMPTY: BankAccountInput = { accountHolder: "", bankName: "", accountNumber: "", ifsc: "" };

/** Step 1 of Claims (spec §2): the member's bank accounts (several allowed), numbers masked, and a form to add one. */
export function ClaimsBankDetails({ accounts, onAdded, defaultHolder }: { accounts: BankAccountRecord[]; onAdded: (account: BankAccountRecord) => void; defaultHolder: string }) {
  const [values, setValues] = useState<BankAccountInput>({ ...EMPTY, accountHolder: defaultHolder });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof BankAccountInput) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = bankAccountInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi<BankAccountRecord>("POST", "/api/claims/bank-accounts", parsed.data);
    setBusy(false);
    if (!answer.ok || !answer.data) {
      toast.error(answer.message || "We could not add the bank account. Please try again.");
      return;
    }
    toast.success(answer.message || m.bankAccountAdded);
    setValues({ ...EMPTY, accountHolder: defaultHolder });
    onAdded(answer.data);
  }

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">Bank Details</h2>
        <p className="mt-1 text-sm text-ink/80">Your claims are paid to one of these accounts. You can add more than one.</p>
      </div>
      {accounts.length === 0 ? (
        <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90">{m.noBankAccounts}</p>
      ) : (
        <ul aria-label="Your bank accounts" className="grid gap-3 sm:grid-cols-2">
          {accounts.map((a) => (
            <li key={a._id} className="rounded-xl border border-forest-100 bg-cream-50 p-4">
              <p className="font-semibold text-forest-900">{a.bankName}</p>
              <p className="mt-1 text-sm text-ink/80">{a.accountHolder}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink/75">Account</dt>
                <dd className="font-mono">{a.maskedAccountNumber}</dd>
                <dt className="text-ink/75">IFSC</dt>
                <dd className="font-mono">{a.ifsc}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} noValidate onSubmit={submit} aria-labelledby="add-bank-account" className="rounded-2xl border border-forest-100 p-4 sm:p-5">
        <h3 id="add-bank-account" className="font-display text-xl text-forest-950">
          {accounts.length === 0 ? "Add a bank account" : "Add another bank account"}
        </h3>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField id="bank-holder" label="Account holder name" autoComplete="name" value={values.accountHolder} onChange={set("accountHolder")} error={errors.accountHolder} />
          <TextField id="bank-name" label="Bank name" value={values.bankName} onChange={set("bankName")} error={errors.bankName} />
          <TextField
            id="bank-account-number"
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            value={values.accountNumber}
            onChange={set("accountNumber")}
            error={errors.accountNumber}
            hint="9 to 18 digits. It is stored encrypted and shown masked."
          />
          <TextField
            id="bank-ifsc"
            label="IFSC code"
            autoCapitalize="characters"
            value={values.ifsc}
            onChange={set("ifsc")}
            error={errors.ifsc}
            hint="11 characters, for example SBIN0001234."
          />
        </div>
        <div className="mt-5">
          <button type="submit" className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Adding..." : "Add Bank Account"}
          </button>
        </div>
      </form>
    </div>
  );
}
