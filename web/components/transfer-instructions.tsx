import { CLUB_TRANSFER_TEXTS } from "../../common/club";
import { formatRupees } from "../../common/money";
import {
  paymentInstructionsMessages as m,
  payeeRows,
  UPI_USUAL_LIMIT,
  type TransferInstructionsView,
} from "../../common/payment-instructions";
import { CopyButton } from "./copy-button";

/** The rows a member copies into their bank's or UPI app's form, each with its copy button. */
const COPIED_ROWS: Record<string, string> = {
  "Account name": "account name",
  "Account number": "account number",
  IFSC: "IFSC",
  UPI: "UPI id",
};

/**
 * Where and how to pay by bank transfer (the loader's `TransferInstructionsView`): the amount, the reference to quote,
 * the club's account with copy-friendly values, and the UPI QR code with the exact amount (drawn on the server, so it
 * shows before JavaScript; a phone's UPI app opens from the link). Without instructions, the reason in their place
 * (e.g. the club's bank details are not yet available).
 */
export function TransferInstructions({
  view,
  className = "",
}: {
  view: TransferInstructionsView | null;
  className?: string;
}) {
  if (!view) return null;
  if (!view.ok) return <p className={`text-sm font-medium text-ink/90 ${className}`}>{view.message}</p>;
  const { instructions, qr_svg } = view;
  const amount = formatRupees(instructions.amount);
  const value = "select-all break-all font-semibold [font-variant-numeric:tabular-nums]";
  return (
    <div className={`grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start ${className}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink/80">Amount</dt>
        <dd className="font-semibold">{amount}</dd>
        <dt className="text-ink/80">Reference</dt>
        <dd>
          <span className={value}>{instructions.reference}</span>
          <CopyButton value={instructions.reference} label="Copy reference" />
        </dd>
        {payeeRows(instructions.account).map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-ink/80">{label}</dt>
            <dd>
              <span className={value}>{text}</span>
              {COPIED_ROWS[label] && <CopyButton value={text} label={`Copy ${COPIED_ROWS[label]}`} />}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="justify-self-center text-center sm:justify-self-end">
        <div
          role="img"
          aria-label={`UPI QR code for ${amount}`}
          className="mx-auto h-44 w-44 rounded-xl bg-white p-1 ring-1 ring-forest-900/10 [&>svg]:h-full [&>svg]:w-full"
          // the SVG is drawn by the server's QR encoder from the club's own payment address, never from input
          dangerouslySetInnerHTML={{ __html: qr_svg }}
        />
        <figcaption className="mt-2 max-w-44 text-xs text-ink/85">
          Scan with any UPI app to pay {amount} to {instructions.account.upi_id}, or{" "}
          <a href={instructions.upi_uri} className="font-semibold text-saffron-700 underline underline-offset-4">
            open your UPI app
          </a>
          .
        </figcaption>
      </figure>
      <p className="text-xs text-ink/85 sm:col-span-2">
        Quote the reference {instructions.reference} with your transfer.
        {instructions.amount > UPI_USUAL_LIMIT ? ` ${m.upiLimit}` : ""}
      </p>
    </div>
  );
}

/** Where to pay a step by transfer: a heading, a sentence and the instructions. */
export function BankTransferPanel({ id, view }: { id: string; view: TransferInstructionsView | null }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
      <h3 id={id} className="font-semibold text-forest-900">
        {CLUB_TRANSFER_TEXTS.heading}
      </h3>
      <p className="mt-1 text-ink/85">{CLUB_TRANSFER_TEXTS.text}</p>
      <TransferInstructions view={view} className="mt-3" />
    </section>
  );
}
