import { CLUB_TRANSFER_TEXTS } from "../../common/club";
import { settingsMessages, type BankAccountRows } from "../../common/club-settings";
import { formatRupees } from "../../common/money";

/**
 * The club's bank account, shown wherever a member is asked for a transfer's receipt: the amount to transfer (when
 * known) and the account's details from the club's settings (`bankAccountRows`, read by the page's loader), as a
 * description list; before the office has entered them, a line saying so.
 */
export function ClubBankAccount({
  account,
  amount,
  className = "",
}: {
  account: BankAccountRows | null;
  amount?: number;
  className?: string;
}) {
  if (!account)
    return <p className={`text-sm font-medium text-ink/90 ${className}`}>{settingsMessages.bankDetailsMissing}</p>;
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm ${className}`}>
      {amount !== undefined && (
        <>
          <dt className="text-ink/80">Amount</dt>
          <dd className="font-semibold">{formatRupees(amount)}</dd>
        </>
      )}
      {account.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink/80">{label}</dt>
          <dd className="break-all font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where to pay a step by transfer: a heading, a sentence and the club's account with the amount. */
export function BankTransferPanel({
  id,
  account,
  amount,
}: {
  id: string;
  account: BankAccountRows | null;
  amount?: number;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
      <h3 id={id} className="font-semibold text-forest-900">
        {CLUB_TRANSFER_TEXTS.heading}
      </h3>
      <p className="mt-1 text-ink/85">{CLUB_TRANSFER_TEXTS.text}</p>
      <ClubBankAccount account={account} amount={amount} className="mt-3" />
    </section>
  );
}
