import { CLUB_TRANSFER_TEXTS } from "../../common/club";
import { formatRupees } from "../../common/money";
import {
  paymentInstructionsMessages as m,
  UPI_USUAL_LIMIT,
  type TransferInstructionsView,
} from "../../common/payment-instructions";
import { CopyButton, type CopyWords } from "./copy-button";

/** A payee row: its words' key, and whether a member copies it. */
const PAYEE_ROWS = [
  ["accountName", true],
  ["bank", false],
  ["accountNumber", true],
  ["ifsc", true],
  ["upi", true],
] as const;
type PayeeRow = (typeof PAYEE_ROWS)[number][0];

/**
 * The words of the panel: English by default (the rows as `payeeRows` names them); a translated page gives its own.
 * Messages (a reason the instructions are missing) come in English and are said with `say`.
 */
export interface TransferTexts {
  heading: string;
  text: string;
  amount: string;
  reference: string;
  rows: Record<PayeeRow, string>;
  bankValue: (bank: string, branch: string) => string;
  /** What a copy button copies ("account number"), its label ("Copy account number") and its status once copied. */
  what: Record<PayeeRow | "reference", string>;
  copyOf: (what: string) => string;
  copiedWhat: (what: string) => string;
  copy: CopyWords;
  qrCode: (amount: string) => string;
  /** "Scan with any UPI app to pay … to …, or ", the link's words, and what follows the link. */
  scan: (amount: string, upi: string) => string;
  openApp: string;
  scanEnd: string;
  quote: (reference: string) => string;
  upiLimit: string;
  rupees: (amount: number) => string;
  say: (message: string) => string;
}

export const TRANSFER_TEXTS: TransferTexts = {
  heading: CLUB_TRANSFER_TEXTS.heading,
  text: CLUB_TRANSFER_TEXTS.text,
  amount: "Amount",
  reference: "Reference",
  rows: { accountName: "Account name", bank: "Bank", accountNumber: "Account number", ifsc: "IFSC", upi: "UPI" },
  bankValue: (bank, branch) => `${bank}, ${branch} branch`,
  what: {
    reference: "reference",
    accountName: "account name",
    bank: "bank",
    accountNumber: "account number",
    ifsc: "IFSC",
    upi: "UPI id",
  },
  copyOf: (what) => `Copy ${what}`,
  copiedWhat: (what) => `${what} copied`,
  copy: { copy: "Copy", copied: "Copied", notCopied: "Not copied" },
  qrCode: (amount) => `UPI QR code for ${amount}`,
  scan: (amount, upi) => `Scan with any UPI app to pay ${amount} to ${upi}, or `,
  openApp: "open your UPI app",
  scanEnd: ".",
  quote: (reference) => `Quote the reference ${reference} with your transfer.`,
  upiLimit: m.upiLimit,
  rupees: (amount) => formatRupees(amount),
  say: (message) => message,
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
  texts = TRANSFER_TEXTS,
}: {
  view: TransferInstructionsView | null;
  className?: string;
  texts?: TransferTexts;
}) {
  if (!view) return null;
  if (!view.ok) return <p className={`text-sm font-medium text-ink/90 ${className}`}>{texts.say(view.message)}</p>;
  const { instructions, qr_svg } = view;
  const { account } = instructions;
  const amount = texts.rupees(instructions.amount);
  const value = "select-all break-all font-semibold [font-variant-numeric:tabular-nums]";
  const values: Record<PayeeRow, string> = {
    accountName: account.account_name,
    bank: texts.bankValue(account.bank_name, account.branch),
    accountNumber: account.account_number,
    ifsc: account.ifsc,
    upi: account.upi_id,
  };
  const copyButton = (text: string, what: string) => (
    <CopyButton value={text} label={texts.copyOf(what)} words={{ ...texts.copy, done: texts.copiedWhat(what) }} />
  );
  return (
    <div className={`grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start ${className}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink/80">{texts.amount}</dt>
        <dd className="font-semibold">{amount}</dd>
        <dt className="text-ink/80">{texts.reference}</dt>
        <dd>
          <span className={value}>{instructions.reference}</span>
          {copyButton(instructions.reference, texts.what.reference)}
        </dd>
        {PAYEE_ROWS.map(([row, copied]) => (
          <div key={row} className="contents">
            <dt className="text-ink/80">{texts.rows[row]}</dt>
            <dd>
              <span className={value}>{values[row]}</span>
              {copied && copyButton(values[row], texts.what[row])}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="justify-self-center text-center sm:justify-self-end">
        <div
          role="img"
          aria-label={texts.qrCode(amount)}
          className="mx-auto h-44 w-44 rounded-xl bg-white p-1 ring-1 ring-forest-900/10 [&>svg]:h-full [&>svg]:w-full"
          // the SVG is drawn by the server's QR encoder from the club's own payment address, never from input
          dangerouslySetInnerHTML={{ __html: qr_svg }}
        />
        <figcaption className="mt-2 max-w-44 text-xs text-ink/85">
          {texts.scan(amount, account.upi_id)}
          <a href={instructions.upi_uri} className="font-semibold text-saffron-700 underline underline-offset-4">
            {texts.openApp}
          </a>
          {texts.scanEnd}
        </figcaption>
      </figure>
      <p className="text-xs text-ink/85 sm:col-span-2">
        {texts.quote(instructions.reference)}
        {instructions.amount > UPI_USUAL_LIMIT ? ` ${texts.upiLimit}` : ""}
      </p>
    </div>
  );
}

/** Where to pay a step by transfer: a heading, a sentence and the instructions. */
export function BankTransferPanel({
  id,
  view,
  texts = TRANSFER_TEXTS,
}: {
  id: string;
  view: TransferInstructionsView | null;
  texts?: TransferTexts;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 text-sm ring-1 ring-forest-900/10">
      <h3 id={id} className="font-semibold text-forest-900">
        {texts.heading}
      </h3>
      <p className="mt-1 text-ink/85">{texts.text}</p>
      <TransferInstructions view={view} className="mt-3" texts={texts} />
    </section>
  );
}
