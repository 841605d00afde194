import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import {
  CHECKOUT_RECEIPT_FIELD as RECEIPT_FIELD,
  CHECKOUT_TERMS_FIELD as TERMS_FIELD,
  checkoutFormInput,
  checkoutReceiptForm,
  checkoutTerms,
  FULL_MEMBERSHIP_FREE_DAYS,
  FULL_MEMBERSHIP_FREE_NIGHTS,
  FULL_MEMBERSHIP_PRICE,
  membershipMessages as m,
  type MembershipAnswer,
} from "../../../common/membership";
import { formatDate, formatRupees } from "../../../common/format";
import { TransferInstructions } from "../../components/transfer-instructions";
import { TransferDetailsFields } from "../../components/transfer-details-fields";
import { checkForm, errorId, useForm, useFormToasts, type FormResult } from "../../lib/form";
import type { TransferInstructionsView } from "../../../common/payment-instructions";
import { payWithRazorpay } from "../../lib/razorpay-checkout";
import { useBankTransferTexts } from "../../components/transfer-texts";
import { useCheckoutTexts } from "./checkout-texts";

export interface CheckoutProps {
  member: { name: string; email: string };
  membership: MembershipAnswer;
  online: boolean;
  /** Where and how to pay a year by bank transfer (null while a receipt is with accounts). */
  transfer: TransferInstructionsView | null;
  result?: FormResult;
}

/**
 * /membership/checkout: the price, the year and its free nights, the terms to accept, then two
 * ways to pay: online with Razorpay (when the club has it configured) or by bank transfer with the receipt, which
 * accounts verify. A member with a year in force sees it and may renew; a receipt under review is said so.
 */
export function CheckoutPage({ member, membership, online, transfer, result }: CheckoutProps) {
  const { t, language, say } = useCheckoutTexts();
  const reviewing = membership.pending?.status === "under-review";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="eyebrow">
        <Link to="/membership" className="underline underline-offset-4">
          {t("checkout.membership")}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-forest-900 sm:text-5xl">{t("checkout.heading")}</h1>
      <p className="mt-3 max-w-2xl text-ink/85">{t("checkout.intro")}</p>

      <Summary />

      {membership.status === "active" && <ActiveMembership membership={membership} />}
      {membership.status === "expired" && (
        <p className="mt-6 rounded-2xl bg-cream-100 px-5 py-4 text-ink/90">
          {t("checkout.expired", {
            id: membership.membership_id,
            day: formatDate(membership.valid_until!, language),
          })}
        </p>
      )}

      {reviewing ? (
        <p
          role="status"
          className="mt-8 rounded-2xl bg-forest-50 px-5 py-4 font-semibold text-forest-900 ring-1 ring-forest-900/10"
        >
          {say(m.receiptUnderReview)}
        </p>
      ) : (
        <>
          {membership.pending?.status === "rejected" && (
            <section
              aria-labelledby="rejected-heading"
              className="mt-8 rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200"
            >
              <h2 id="rejected-heading" className="font-semibold">
                {t("checkout.rejectedHeading")}
              </h2>
              <p className="mt-1 whitespace-pre-line">{membership.pending.reason}</p>
            </section>
          )}
          {membership.status === "active" && (
            <div className="mt-10">
              <h2 className="font-display text-3xl text-forest-900">{t("checkout.renewHeading")}</h2>
              <p className="mt-2 text-ink/85">{t("checkout.renewText")}</p>
            </div>
          )}
          <PurchaseForm member={member} online={online} transfer={transfer} result={result} />
        </>
      )}
    </div>
  );
}

function Summary() {
  const { t, language } = useCheckoutTexts();
  return (
    <dl className="mt-8 grid gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:grid-cols-3 sm:p-8">
      <div>
        <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">
          {t("checkout.fullMembership")}
        </dt>
        <dd className="mt-1 font-display text-4xl font-bold text-forest-900 lining-nums" data-testid="checkout-price">
          {formatRupees(FULL_MEMBERSHIP_PRICE, language)}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">{t("checkout.validFor")}</dt>
        <dd className="mt-1 text-lg font-semibold text-forest-900">{t("checkout.year")}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-ink/80">{t("checkout.includes")}</dt>
        <dd className="mt-1 text-forest-900">
          {t("checkout.includesValue", { days: FULL_MEMBERSHIP_FREE_DAYS, nights: FULL_MEMBERSHIP_FREE_NIGHTS })}
        </dd>
      </div>
    </dl>
  );
}

function ActiveMembership({ membership }: { membership: MembershipAnswer }) {
  const { t, language } = useCheckoutTexts();
  return (
    <section aria-labelledby="active-heading" className="mt-8 rounded-3xl bg-forest-900 p-6 text-cream-50 sm:p-8">
      <h2 id="active-heading" className="font-display text-2xl">
        {t("checkout.activeHeading")}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-cream-100/85">{t("checkout.membershipId")}</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid="membership-id">
            {membership.membership_id}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-cream-100/85">{t("checkout.validUntil")}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatDate(membership.valid_until!, language)}</dd>
        </div>
        <div>
          <dt className="text-sm text-cream-100/85">{t("checkout.freeNightsLeft")}</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid="free-nights-left">
            {membership.free_nights_left}
          </dd>
        </div>
      </dl>
      <p className="mt-5 flex flex-wrap gap-4 text-sm">
        <Link to="/dashboard" className="font-semibold underline underline-offset-4">
          {t("checkout.portalLink")}
        </Link>
        {membership.invoice && (
          <a href={membership.invoice.url} className="font-semibold underline underline-offset-4" download>
            {t("checkout.invoice", { number: membership.invoice.number })}
          </a>
        )}
      </p>
    </section>
  );
}

/**
 * The purchase: the terms, then online payment (the page's script) or the bank-transfer receipt, posted with
 * `useForm` (multipart) to the route's action and checked with the same schema before.
 */
function PurchaseForm({
  member,
  online,
  transfer,
  result,
}: {
  member: CheckoutProps["member"];
  online: boolean;
  transfer: TransferInstructionsView | null;
  result?: FormResult;
}) {
  const { t, say } = useCheckoutTexts();
  const transferTexts = useBankTransferTexts(say);
  const revalidator = useRevalidator();
  const toasts = useFormToasts();
  const form = useForm({
    id: "checkout",
    intent: "receipt",
    actionData: result,
    say,
    check: (data) => {
      const checked = checkForm(checkoutReceiptForm, checkoutFormInput(data));
      return checked.ok ? null : checked;
    },
  });
  const [accepted, setAccepted] = useState(false);
  const [paying, setPaying] = useState(false);
  const termsMessage = form.errors[TERMS_FIELD];
  const receiptMessage = form.errors[RECEIPT_FIELD];
  // the form's message: the answer, or the page's own check's failure
  const shown = form.failure ?? form.result;

  async function payOnline() {
    const terms = checkForm(checkoutTerms, { accept_terms: accepted });
    if (!terms.ok) {
      form.fail(terms);
      return;
    }
    setPaying(true);
    try {
      const paid = await payWithRazorpay(
        { purpose: "membership", accept_terms: true },
        { description: t("checkout.razorpayDescription"), prefill: { name: member.name, email: member.email } },
      );
      if (paid.ok) {
        toasts.success(t("checkout.paid"));
        await revalidator.revalidate();
      } else {
        toasts.error(say(paid.message));
      }
    } finally {
      setPaying(false);
    }
  }

  return (
    <form.Form {...form.props} encType="multipart/form-data" className="mt-8 grid gap-8" noValidate>
      <input type="hidden" name="intent" value="receipt" />
      <fieldset className="rounded-2xl bg-cream-100 p-5 sm:p-6">
        <legend className="sr-only">{t("checkout.termsHeading")}</legend>
        <div className="flex items-start gap-3">
          <input
            {...form.control(TERMS_FIELD, { id: "accept-terms" })}
            type="checkbox"
            value="on"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) form.clearError(TERMS_FIELD);
            }}
            className="mt-1 h-5 w-5 shrink-0 accent-forest-700"
          />
          <label htmlFor="accept-terms" className="font-semibold text-forest-900">
            {t("checkout.termsLabel")}
          </label>
        </div>
        {termsMessage && (
          <p id={errorId("accept-terms")} className="mt-2 text-sm font-semibold text-red-900">
            {termsMessage}
          </p>
        )}
      </fieldset>

      {shown && (
        <p
          id={shown.ok ? undefined : form.messageId}
          role={shown.ok ? "status" : "alert"}
          className={`rounded-xl px-4 py-3 text-sm font-semibold ${shown.ok ? "bg-forest-50 text-forest-900" : "bg-red-50 text-red-900"}`}
        >
          {say(shown.message)}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="online-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
        >
          <h2 id="online-heading" className="font-display text-2xl text-forest-900">
            {t("checkout.onlineHeading")}
          </h2>
          <p className="mt-2 text-ink/85">{t("checkout.onlineText")}</p>
          <button
            type="button"
            className="btn-primary mt-5 w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            disabled={!online || paying}
            aria-describedby={online ? undefined : "online-unavailable"}
            onClick={() => void payOnline()}
          >
            {t("checkout.onlineButton")}
          </button>
          {!online && (
            <p id="online-unavailable" className="mt-3 text-sm text-ink/85">
              {t("checkout.onlineUnavailable")}
            </p>
          )}
        </section>

        <section
          aria-labelledby="transfer-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
        >
          <h2 id="transfer-heading" className="font-display text-2xl text-forest-900">
            {t("checkout.transferHeading")}
          </h2>
          <p className="mt-2 text-ink/85">{t("checkout.transferText")}</p>
          <TransferInstructions
            view={transfer && !transfer.ok ? { ...transfer, message: say(transfer.message) } : transfer}
            texts={transferTexts.panel}
            className="mt-4"
          />
          <label htmlFor="membership-receipt" className="mt-5 block font-semibold text-forest-900">
            {t("checkout.receiptLabel")}
          </label>
          <input
            {...form.control(RECEIPT_FIELD, { id: "membership-receipt" })}
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            className="field mt-2 w-full"
          />
          {receiptMessage && (
            <p id={errorId("membership-receipt")} className="mt-2 text-sm font-semibold text-red-900">
              {receiptMessage}
            </p>
          )}
          <TransferDetailsFields field={form.field} texts={transferTexts.details} className="mt-5" />
          <button type="submit" className="btn-secondary mt-5 w-full sm:w-auto" disabled={form.busy}>
            {t("checkout.receiptButton")}
          </button>
        </section>
      </div>
    </form.Form>
  );
}
