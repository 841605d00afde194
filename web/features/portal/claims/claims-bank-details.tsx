import {
  bankAccountFromForm,
  bankAccountInput,
  claimsMessages as m,
  type BankAccountRecord,
} from "../../../../common/claims";
import { TextField } from "../../../components/form-fields";
import { checkForm, useForm, type FormResult } from "../../../lib/form";
import { postedValues } from "../shared/posted-values";

const INTENT = "claims.add-bank-account";

/**
 * Step 1 of Claims: the member's bank accounts (several allowed), numbers masked, and a form to add one.
 * The form posts `claims.add-bank-account` to the dashboard's action (with or without JavaScript), checked with
 * the API's schema in the browser first; the list is the loader's, read again after the post.
 */
export function ClaimsBankDetails({
  accounts,
  defaultHolder,
  actionData,
}: {
  accounts: BankAccountRecord[];
  defaultHolder: string;
  actionData: FormResult | undefined;
}) {
  const form = useForm({
    id: "bank",
    intent: INTENT,
    actionData,
    // the browser's own check: the fields' messages, without a toast
    check: (data) => {
      const checked = checkForm(bankAccountInput, bankAccountFromForm(data), "");
      return checked.ok ? null : checked;
    },
    onAnswer: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const posted = form.posted;
  // the fields a refused post made without JavaScript sent
  const kept = postedValues(posted);

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          Bank Details
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          Your claims are paid to one of these accounts: the one you gave in your application comes first. You can add
          more than one.
        </p>
      </div>
      {accounts.length === 0 ? (
        <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90">{m.noBankAccounts}</p>
      ) : (
        <ul aria-label="Your bank accounts" className="grid gap-3 sm:grid-cols-2">
          {accounts.map((a) => (
            <li key={a._id} className="rounded-xl border border-forest-100 bg-cream-50 p-4">
              <p className="font-semibold text-forest-900">{a.bankName}</p>
              {a.fromApplication && <p className="text-sm font-semibold text-forest-800">{m.fromApplication}</p>}
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
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="add-bank-account"
        className="rounded-2xl border border-forest-100 p-4 sm:p-5"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <h3 id="add-bank-account" className="font-display text-xl text-forest-950">
          {accounts.length === 0 ? "Add a bank account" : "Add another bank account"}
        </h3>
        {posted && !posted.ok && !posted.errors && (
          <p role="alert" className="mt-3 text-sm font-medium text-[#b42318]">
            {posted.message}
          </p>
        )}
        {posted?.ok && (
          <p role="status" className="mt-3 text-sm font-semibold text-forest-900">
            {posted.message}
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("accountHolder", { id: "bank-holder" })}
            label="Account holder name"
            autoComplete="name"
            defaultValue={kept.accountHolder ?? defaultHolder}
          />
          <TextField
            {...form.field("bankName", { id: "bank-name" })}
            label="Bank name"
            defaultValue={kept.bankName ?? ""}
          />
          <TextField
            {...form.field("accountNumber", { id: "bank-account-number" })}
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={kept.accountNumber ?? ""}
            hint="9 to 18 digits. It is stored encrypted and shown masked."
          />
          <TextField
            {...form.field("ifsc", { id: "bank-ifsc" })}
            label="IFSC code"
            autoCapitalize="characters"
            defaultValue={kept.ifsc ?? ""}
            hint="11 characters, for example SBIN0001234."
          />
        </div>
        <div className="mt-5">
          <button
            type="submit"
            className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? "Adding..." : "Add Bank Account"}
          </button>
        </div>
      </form.Form>
    </div>
  );
}
