import { useState } from "react";
import { formatDate } from "../../../../common/format";
import { DUES_RECEIPT_FIELD, maintenanceMessages, type DuesBill } from "../../../../common/maintenance";
import { TransferDetailsFields } from "../../../components/transfer-details-fields";
import { TransferInstructions } from "../../../components/transfer-instructions";
import { useBankTransferTexts } from "../../../components/transfer-texts";
import { errorId, useForm, useFormToasts, type FormResult } from "../../../lib/form";
import { payWithRazorpay } from "../../../lib/razorpay-checkout";
import { DASHBOARD_MESSAGES } from "../dashboard-messages";
import type { PortalTabData } from "../portal-route.server";
import { usePortalTexts } from "../shared/portal-texts";

type Dues = PortalTabData["dashboard"]["dues"];

const STATUS_STYLES: Record<DuesBill["status"], string> = {
  due: "bg-cream-200 text-forest-950",
  overdue: "bg-red-100 text-red-900",
  "under-review": "bg-amber-100 text-amber-950",
  paid: "bg-forest-100 text-forest-900",
};

/**
 * A villa owner's maintenance dues on the dashboard: where they stand (paid, due, overdue — and why an overdue owner's
 * stays and payouts are held), each bill with its invoice, amount and due day, and for the bill to pay: Pay online
 * (Razorpay, with the page's script) or the club's account and the reference to quote with the transfer's receipt,
 * a form posted to the portal's action (multipart) with or without JavaScript. Nothing for a member never billed.
 */
export function DuesCard({
  dues,
  actionData,
  refresh,
}: {
  dues: Dues;
  actionData: FormResult | undefined;
  refresh: () => void;
}) {
  const { t, say, language } = usePortalTexts(DASHBOARD_MESSAGES);
  const transferTexts = useBankTransferTexts(say);
  const toasts = useFormToasts();
  const [paying, setPaying] = useState(false);
  const form = useForm({ id: "dues", intent: "dues.receipt", actionData, say, onAnswer: () => refresh() });
  const { standing } = dues;
  if (standing.status === "none") return null;
  const rupees = (amount: number) => transferTexts.panel.rupees(amount);
  const toPay = standing.bills.find((bill) => bill.id === dues.billId) ?? null;
  const receiptError = form.errors[DUES_RECEIPT_FIELD];
  const shown = form.failure ?? form.result;

  async function payOnline(bill: DuesBill) {
    setPaying(true);
    try {
      const paid = await payWithRazorpay(
        { purpose: "maintenance", bill_id: bill.id },
        { description: t("dues.heading") },
      );
      if (paid.ok) {
        toasts.success(t("dues.paidOnline"));
        refresh();
      } else {
        toasts.error(say(paid.message));
      }
    } finally {
      setPaying(false);
    }
  }

  return (
    <section aria-labelledby="dues-card" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="dues-card" className="font-display text-2xl text-forest-950">
          {t("dues.heading")}
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${standing.status === "overdue" ? "bg-red-100 text-red-900" : "bg-forest-100 text-forest-900"}`}
        >
          {t("shared.status", { status: t(`dues.standing.${standing.status}`) })}
        </p>
      </div>
      {standing.status === "overdue" && (
        <p role="status" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {say(maintenanceMessages.overdueHold)}
        </p>
      )}
      {shown?.ok && (
        <p role="status" className="mt-3 rounded-xl bg-forest-50 px-4 py-3 text-sm font-semibold text-forest-900">
          {say(shown.message)}
        </p>
      )}
      {standing.under_review && <p className="mt-3 text-sm text-ink/80">{say(maintenanceMessages.underReview)}</p>}

      <ul className="mt-4 grid gap-3" aria-label={t("dues.bills")}>
        {standing.bills.map((bill) => (
          <li key={bill.id} className="rounded-xl bg-cream-100 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-semibold text-forest-950">
                {t("dues.billTitle", {
                  villa: bill.villa.villa_number
                    ? t("shared.villaNumbered", { name: bill.villa.name, number: bill.villa.villa_number })
                    : bill.villa.name,
                  year: bill.year,
                })}
              </p>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[bill.status]}`}>
                {t(`dues.statuses.${bill.status}`)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink/80">{t("dues.amount")}</dt>
              <dd className="font-semibold tabular-nums">
                {rupees(bill.total)}
                {bill.late_fee > 0 && ` (${t("dues.lateFee", { amount: rupees(bill.late_fee) })})`}
              </dd>
              <dt className="text-ink/80">{t("dues.dueOn")}</dt>
              <dd>{formatDate(bill.due_on, language)}</dd>
              <dt className="text-ink/80">{t("dues.invoice")}</dt>
              <dd>
                <a href={bill.invoice_url} className="underline underline-offset-4" download>
                  {bill.invoice_number}
                </a>
                {bill.late_fee_invoice_url && (
                  <>
                    {" · "}
                    <a href={bill.late_fee_invoice_url} className="underline underline-offset-4" download>
                      {bill.late_fee_invoice_number}
                    </a>
                  </>
                )}
              </dd>
            </dl>
            {bill.rejection_reason && (
              <p className="mt-2 text-sm text-red-900">{t("dues.rejected", { reason: bill.rejection_reason })}</p>
            )}
          </li>
        ))}
      </ul>

      {toPay && (
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-forest-950">{t("dues.onlineHeading")}</h3>
            <p className="mt-1 text-sm text-ink/80">
              {t("dues.onlineText", { amount: rupees(toPay.total), invoice: toPay.invoice_number })}
            </p>
            <button
              type="button"
              className="btn-primary mt-3 disabled:cursor-not-allowed disabled:opacity-60"
              disabled={!dues.online || paying}
              aria-describedby={dues.online ? undefined : "dues-online-unavailable"}
              onClick={() => void payOnline(toPay)}
            >
              {t("dues.payOnline")}
            </button>
            {!dues.online && (
              <p id="dues-online-unavailable" className="mt-2 text-sm text-ink/80">
                {t("dues.onlineUnavailable")}
              </p>
            )}
          </div>
          <form.Form
            {...form.props}
            id="dues-receipt-form"
            encType="multipart/form-data"
            className="grid gap-3"
            noValidate
          >
            <input type="hidden" name="intent" value="dues.receipt" />
            <input type="hidden" name="bill_id" value={toPay.id} />
            <h3 className="font-semibold text-forest-950">{t("dues.transferHeading")}</h3>
            <TransferInstructions view={dues.transfer} texts={transferTexts.panel} />
            {shown && !shown.ok && (
              <p
                id={form.messageId}
                role="alert"
                className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
              >
                {say(shown.message)}
              </p>
            )}
            <label htmlFor="dues-receipt" className="font-semibold text-forest-900">
              {t("dues.receiptLabel")}
            </label>
            <input
              {...form.control(DUES_RECEIPT_FIELD, { id: "dues-receipt" })}
              type="file"
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              className="field w-full"
            />
            {receiptError && (
              <p id={errorId("dues-receipt")} className="text-sm font-semibold text-red-900">
                {say(receiptError)}
              </p>
            )}
            <TransferDetailsFields field={form.field} texts={transferTexts.details} />
            <button type="submit" className="btn-secondary justify-self-start" disabled={form.busy}>
              {t("dues.sendReceipt")}
            </button>
          </form.Form>
        </div>
      )}
    </section>
  );
}
