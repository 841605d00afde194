import { useRef, useState } from "react";
import { bankAccountInput, claimsMessages as m, type BankAccountRecord } from "../../../../common/claims";
import { fieldErrors, focusFirstInvalid, TextField, type FieldErrors } from "../../../components/form-fields";
import type { FormResult } from "../../../lib/forms";
import { usePortalForm } from "../shared/portal-form";
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, submit, result, busy } = usePortalForm(INTENT, actionData, {
    onDone: (answer) => {
      if (answer.ok) form.current?.reset();
    },
  });
  // the browser's own check first; else the server's field messages (a post made without JavaScript)
  const shown: FieldErrors = Object.keys(errors).length > 0 ? errors : result && !result.ok ? (result.errors ?? {}) : {};
  const kept = actionData?.intent === INTENT ? postedValues(actionData) : {};

  function check(data: FormData) {
    const parsed = bankAccountInput.safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return null;
    }
    setErrors({});
    return data;
  }

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
          Bank Details
        </h2>
        <p className="mt-1 text-sm text-ink/80">
          Your claims are paid to one of these accounts: the one you gave in your application comes first. You can add more than
          one.
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
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={(event) => submit(event, check)}
        aria-labelledby="add-bank-account"
        className="rounded-2xl border border-forest-100 p-4 sm:p-5"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <h3 id="add-bank-account" className="font-display text-xl text-forest-950">
          {accounts.length === 0 ? "Add a bank account" : "Add another bank account"}
        </h3>
        {result && !result.ok && !result.errors && !fetcher.data && (
          <p role="alert" className="mt-3 text-sm font-medium text-[#b42318]">
            {result.message}
          </p>
        )}
        {result?.ok && !fetcher.data && (
          <p role="status" className="mt-3 text-sm font-semibold text-forest-900">
            {result.message}
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            id="bank-holder"
            name="accountHolder"
            label="Account holder name"
            autoComplete="name"
            defaultValue={kept.accountHolder ?? defaultHolder}
            error={shown.accountHolder}
          />
          <TextField id="bank-name" name="bankName" label="Bank name" defaultValue={kept.bankName ?? ""} error={shown.bankName} />
          <TextField
            id="bank-account-number"
            name="accountNumber"
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={kept.accountNumber ?? ""}
            error={shown.accountNumber}
            hint="9 to 18 digits. It is stored encrypted and shown masked."
          />
          <TextField
            id="bank-ifsc"
            name="ifsc"
            label="IFSC code"
            autoCapitalize="characters"
            defaultValue={kept.ifsc ?? ""}
            error={shown.ifsc}
            hint="11 characters, for example SBIN0001234."
          />
        </div>
        <div className="mt-5">
          <button
            type="submit"
            className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? "Adding..." : "Add Bank Account"}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
