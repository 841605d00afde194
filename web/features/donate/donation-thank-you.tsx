import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatMoney, type CurrencyCode } from "../../../common/currency";
import { clubToday } from "../../../common/club-time";
import type { DonationOnlinePayment, DonationPledgeCharged } from "../../../common/donations";
import { PAID_ON_FIELD, UTR_FIELD } from "../../../common/payment-instructions";
import { TextField } from "../../components/form-fields";
import { TransferInstructions } from "../../components/transfer-instructions";
import { useBankTransferTexts } from "../../components/transfer-texts";
import { site } from "../../content/site";
import { useForm } from "../../lib/form";
import { checkoutAndVerify } from "../../lib/razorpay-checkout";
import { useDonateTexts } from "./donate-texts";
import { Alert } from "./donation-fields";
import type { PaymentStep, TransferResult } from "./donation-results";

/**
 * The thank-you of /donate-now once a pledge is recorded: its reference, what was pledged, how to pay it (Razorpay
 * Checkout, or the transfer's instructions and its UTR form; a pledge only when online payment is unavailable), and
 * another pledge.
 */
export function DonationThankYou({
  pledge,
  step,
  onAnother,
}: {
  pledge: DonationPledgeCharged;
  step: PaymentStep;
  onAnother: () => void;
}) {
  const { t } = useDonateTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const often = t(`form.often.${pledge.kind === "recurring" && pledge.frequency ? pledge.frequency : "once"}`);
  return (
    <div role="status" className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700"
      >
        <svg
          viewBox="0 0 32 32"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="M16 6c2.6 3.2 3.4 7.2 0 13.5C12.6 13.2 13.4 9.2 16 6z" fill="#f2b441" fillOpacity="0.35" />
          <path d="M5.5 13.5c4.6.2 8 2.8 10.5 8-5.5.2-9.5-2.5-10.5-8zM26.5 13.5c-4.6.2-8 2.8-10.5 8 5.5.2 9.5-2.5 10.5-8z" />
          <path d="M7 25.5h18" strokeLinecap="round" />
        </svg>
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-4xl font-semibold text-forest-900 outline-none">
        {t("form.thankYouHeading", { name: pledge.name.split(" ")[0] })}
      </h3>
      <p className="mt-2 text-ink/85">{t("messages.pledgeRecorded")}</p>
      <div className="mx-auto mt-6 max-w-sm rounded-2xl border border-dashed border-saffron-700/50 bg-cream-100 px-6 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{t("form.referenceLabel")}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-forest-900" data-testid="pledge-reference">
          {pledge.reference}
        </p>
      </div>
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3 text-left text-sm">
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">{t("form.amount")}</dt>
          <dd className="font-semibold text-forest-900">
            {t("form.pledged", { amount: formatMoney(pledge.amount, pledge.currency), often })}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-3 ring-1 ring-forest-900/10">
          <dt className="text-ink/80">{t("form.causes")}</dt>
          <dd className="font-semibold text-forest-900">
            {pledge.causes.map((cause) => t(`causes.${cause}.name`)).join(", ")}
          </dd>
        </div>
      </dl>
      {step.kind === "online" ? (
        <OnlineStep payment={step.payment} prefill={{ name: pledge.name, email: pledge.email }} />
      ) : step.kind === "transfer" ? (
        <TransferStep step={step} />
      ) : pledge.method === "online" ? (
        <p className="mx-auto mt-6 max-w-md text-sm text-ink/85">{t("form.pledgeOnly")}</p>
      ) : null}
      <p className="mx-auto mt-6 max-w-md text-sm text-ink/85">
        {t("form.thankYouNext")}{" "}
        <a
          href={`mailto:${site.email}`}
          className="font-semibold text-forest-900 underline decoration-saffron-500 underline-offset-4"
        >
          {site.email}
        </a>
        .
      </p>
      <Link to="/donate-now#donate-form" preventScrollReset onClick={onAnother} className="btn-secondary mt-6">
        {t("form.another")}
      </Link>
    </div>
  );
}

/** The money of an online payment (its smallest unit) as the page says it. */
const paymentAmount = (payment: DonationOnlinePayment) =>
  formatMoney(payment.amount / 100, payment.currency as CurrencyCode);

/**
 * A gift paid online: Razorpay Checkout opens at once (and again from the button), then the server verifies the
 * payment: a one-time gift's order at /api/donations/verify, a recurring gift's subscription at
 * /api/donations/subscriptions/verify. Paid, the page says the gift is received and its receipt mailed.
 */
function OnlineStep({
  payment,
  prefill,
}: {
  payment: DonationOnlinePayment;
  prefill: { name: string; email: string };
}) {
  const { t, say } = useDonateTexts();
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "paying" }
    | { kind: "paid"; receipt: string | null }
    | { kind: "failed"; message: string }
  >({ kind: "idle" });
  const pay = async () => {
    setState({ kind: "paying" });
    const verifyPath = "subscription_id" in payment ? "/api/donations/subscriptions/verify" : "/api/donations/verify";
    const result = await checkoutAndVerify<{ receipt_number?: string | null }>(payment, verifyPath, { prefill });
    setState(
      result.ok
        ? { kind: "paid", receipt: result.data.receipt_number ?? null }
        : { kind: "failed", message: result.message },
    );
  };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pay();
    // once, when the thank-you shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state.kind === "paid")
    return (
      <div role="status" className="mx-auto mt-6 max-w-md rounded-2xl bg-forest-100 px-6 py-5 text-left">
        <p className="font-display text-2xl font-semibold text-forest-900">{t("form.paidHeading")}</p>
        <p className="mt-1 text-sm text-ink/85">{t("messages.giftReceived")}</p>
        {state.receipt ? (
          <p className="mt-2 text-sm">
            {t("form.receiptNumber")}:{" "}
            <span className="font-mono font-semibold" data-testid="donation-receipt-number">
              {state.receipt}
            </span>
          </p>
        ) : null}
      </div>
    );
  return (
    <div className="mx-auto mt-6 max-w-md text-left">
      <h4 className="text-lg font-semibold text-forest-900">{t("form.payHeading")}</h4>
      {state.kind === "failed" ? (
        <div className="mt-2">
          <Alert>{say(state.message)}</Alert>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => void pay()}
        disabled={state.kind === "paying"}
        className="btn-primary mt-3 w-full py-3 disabled:cursor-progress disabled:opacity-80"
      >
        {state.kind === "paying" ? t("form.paying") : t("form.payOnline", { amount: paymentAmount(payment) })}
      </button>
    </div>
  );
}

/**
 * A gift by transfer: the club's account and the UPI QR code to pay the rupees with the pledge's reference, then the
 * form for the transfer's UTR and the day paid (posted with the donor's token; works without JavaScript). Given, the
 * page says accounts have it and the receipt follows their verification.
 */
export function TransferStep(
  props:
    | { step: Extract<PaymentStep, { kind: "transfer" }>; actionData?: TransferResult; given?: undefined }
    | {
        given: { reference: string; amount: number; utr: string; paid_on: string };
        step?: undefined;
        actionData?: undefined;
      },
) {
  const { t, say } = useDonateTexts();
  const transferTexts = useBankTransferTexts(say);
  const form = useForm<TransferResult>({
    id: "donation-transfer",
    intent: "transfer",
    actionData: props.actionData,
    toast: false,
    clearOnChange: true,
    say,
  });
  const given = props.given ?? (form.result?.ok ? form.result.given : undefined);
  if (given)
    return (
      <div role="status" className="mx-auto mt-6 max-w-md rounded-2xl bg-forest-100 px-6 py-5 text-left">
        <p className="font-display text-2xl font-semibold text-forest-900">{t("form.transferSentHeading")}</p>
        <p className="mt-1 text-sm text-ink/85">{t("messages.transferRecorded")}</p>
        <p className="mt-2 font-mono text-sm" data-testid="transfer-reference">
          {given.reference}
        </p>
      </div>
    );
  const step = props.step!;
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  const amount = step.view.ok ? formatMoney(step.view.instructions.amount, "INR") : "";
  return (
    <div className="mx-auto mt-8 max-w-xl text-left">
      <h4 className="text-xl font-semibold text-forest-900">{t("form.transferHeading")}</h4>
      {step.view.ok ? <p className="mt-1 text-sm text-ink/85">{t("form.transferIntro", { amount })}</p> : null}
      <TransferInstructions view={step.view} texts={transferTexts.panel} className="mt-4" />
      {step.view.ok ? (
        <form.Form {...form.props} noValidate className="mt-6 space-y-4" aria-label={t("form.transferHeading")}>
          {form.message ? <Alert>{form.message}</Alert> : null}
          <input type="hidden" name="reference" value={step.reference} />
          <input type="hidden" name="t" value={step.token} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.field(UTR_FIELD)}
              label={t("form.utrLabel")}
              hint={t("form.utrHint")}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              defaultValue={sent?.utr ?? ""}
            />
            <TextField
              {...form.field(PAID_ON_FIELD)}
              type="date"
              label={t("form.paidOnLabel")}
              required
              max={clubToday()}
              defaultValue={sent?.paid_on ?? ""}
            />
          </div>
          <button
            type="submit"
            disabled={form.busy}
            className="btn-primary w-full py-3 disabled:cursor-progress disabled:opacity-80"
          >
            {form.busy ? t("form.sendingTransfer") : t("form.sendTransfer")}
          </button>
        </form.Form>
      ) : null}
    </div>
  );
}
