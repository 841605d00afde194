import { bankAccountFromForm, bankAccountInput, type BankAccountRecord } from "../../../../common/claims";
import { TextField } from "../../../components/form-fields";
import { checkForm, useForm, type FormResult } from "../../../lib/form";
import { postedValues } from "../shared/posted-values";
import { useClaimsTexts } from "./claims-texts";

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
  const { t, say } = useClaimsTexts();
  const form = useForm({
    id: "bank",
    intent: INTENT,
    actionData,
    say,
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
          {t("claims.steps", { returnObjects: true })[0]}
        </h2>
        <p className="mt-1 text-sm text-ink/80">{t("claims.bank.intro")}</p>
      </div>
      {accounts.length === 0 ? (
        <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink/90">{t("claims.bank.none")}</p>
      ) : (
        <ul aria-label={t("claims.bank.listLabel")} className="grid gap-3 sm:grid-cols-2">
          {accounts.map((a) => (
            <li key={a._id} className="rounded-xl border border-forest-100 bg-cream-50 p-4">
              <p className="font-semibold text-forest-900">{a.bankName}</p>
              {a.fromApplication && (
                <p className="text-sm font-semibold text-forest-800">{t("claims.bank.fromApplication")}</p>
              )}
              <p className="mt-1 text-sm text-ink/80">{a.accountHolder}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink/75">{t("claims.bank.account")}</dt>
                <dd className="font-mono">{a.maskedAccountNumber}</dd>
                <dt className="text-ink/75">{t("claims.bank.ifsc")}</dt>
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
          {accounts.length === 0 ? t("claims.bank.addFirst") : t("claims.bank.addAnother")}
        </h3>
        {posted && !posted.ok && !posted.errors && (
          <p role="alert" className="mt-3 text-sm font-medium text-[#b42318]">
            {say(posted.message)}
          </p>
        )}
        {posted?.ok && (
          <p role="status" className="mt-3 text-sm font-semibold text-forest-900">
            {say(posted.message)}
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("accountHolder", { id: "bank-holder" })}
            label={t("claims.bank.holder")}
            autoComplete="name"
            defaultValue={kept.accountHolder ?? defaultHolder}
          />
          <TextField
            {...form.field("bankName", { id: "bank-name" })}
            label={t("claims.bank.bankName")}
            defaultValue={kept.bankName ?? ""}
          />
          <TextField
            {...form.field("accountNumber", { id: "bank-account-number" })}
            label={t("claims.bank.accountNumber")}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={kept.accountNumber ?? ""}
            hint={t("claims.bank.accountNumberHint")}
          />
          <TextField
            {...form.field("ifsc", { id: "bank-ifsc" })}
            label={t("claims.bank.ifscCode")}
            autoCapitalize="characters"
            defaultValue={kept.ifsc ?? ""}
            hint={t("claims.bank.ifscHint")}
          />
        </div>
        <div className="mt-5">
          <button
            type="submit"
            className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? t("claims.bank.adding") : t("claims.bank.add")}
          </button>
        </div>
      </form.Form>
    </div>
  );
}
