import { useCallback } from "react";
import { Link } from "react-router";
import { formatDate, formatRupees } from "../../../../common/format";
import { DUES_PANEL_PATH, type OwnerStayQuote } from "../../../../common/owner-stays";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { useForm, type FormResult } from "../../../lib/form";
import { useStayRuleSay } from "../../../lib/stay-rule-messages";
import { DASHBOARD_MESSAGES } from "../dashboard-messages";
import type { PortalTabData } from "../portal-route.server";
import { usePortalTexts } from "../shared/portal-texts";
import type { OwnerStayResult } from "./owner-stays.server";

type OwnerPanelData = NonNullable<PortalTabData["dashboard"]["owner"]>;

const INTENT = "ownerStays.stay";
const card = "rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6";

/**
 * A villa owner's panel on the dashboard (decision 059): their owner nights left this year (and peak nights), the next
 * owner stay, their villa in or out of the rental pool and this year's earnings from it; while maintenance dues are
 * overdue, why owner stays are held and where to pay. Then the owner stay form — Check-In, Check-Out, Adults,
 * Children, "Check" and "Book owner stay", posted to the portal's action with or without JavaScript — with the
 * nights left or the refusing rule's words, and the owner stays to come, each cancelled from the Bookings tab.
 */
export function OwnerPanel({ owner, actionData }: { owner: OwnerPanelData; actionData: FormResult | undefined }) {
  const { t, say: sayPortal, language } = usePortalTexts(DASHBOARD_MESSAGES);
  const sayStay = useStayRuleSay();
  /** A message the portal knows, else a stay rule's that an owner stay keeps too (a rate period's minimum stay or day
   * closed to arrivals, what the villa sleeps): said in the page's language, any other as it came. */
  const say = useCallback(
    (message: string) => {
      const said = sayPortal(message);
      return said === message ? sayStay(message) : said;
    },
    [sayPortal, sayStay],
  );
  const form = useForm<OwnerStayResult>({
    id: "owner-stay",
    intent: INTENT,
    actionData: actionData as OwnerStayResult | undefined,
    say,
    toast: false,
  });
  const { stays, rental } = owner;
  const day = (value: string) => formatDate(value, language);
  const rupees = (amount: number) => formatRupees(amount, language);
  const villaName = (villa: { name: string; villa_number: string | null }) =>
    villa.villa_number ? t("shared.villaNumbered", { name: villa.name, number: villa.villa_number }) : villa.name;
  const next = stays.upcoming[0] ?? null;
  const result = form.result;
  const sent = result?.values;
  const quote = result?.quote;
  const refusal = quote?.refusal ?? null;
  const single = stays.villas.length === 1 ? stays.villas[0] : null;

  /** The refusing rule's words in the page's language, its figures written as the page writes them. */
  const refusalWords = (refused: NonNullable<OwnerStayQuote["refusal"]>) => {
    const values = { ...refused.values };
    if (typeof values.lastDay === "string") values.lastDay = day(values.lastDay);
    return t(`owner.refusals.${refused.rule}`, values);
  };

  return (
    <section aria-labelledby="owner-panel" className={card}>
      <h2 id="owner-panel" className="font-display text-2xl text-forest-950">
        {t("owner.heading")}
      </h2>
      {stays.held && (
        <p role="status" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {t("owner.held")}{" "}
          <a href={DUES_PANEL_PATH} className="font-semibold underline underline-offset-4">
            {t("owner.payDues")}
          </a>
        </p>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {single ? (
          <>
            <div>
              <dt className="text-sm text-ink/80">{t("owner.nightsLeft", { year: stays.year })}</dt>
              <dd className="mt-1 font-semibold text-forest-950" data-testid="owner-nights-left">
                {t("owner.nightsLeftValue", { left: single.nights_left, total: stays.nights_per_year })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink/80">{t("owner.peakLeft", { year: stays.year })}</dt>
              <dd className="mt-1 font-semibold text-forest-950">
                {t("owner.nightsLeftValue", { left: single.peak_nights_left, total: stays.peak_nights_per_year })}
              </dd>
            </div>
          </>
        ) : (
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink/80">{t("owner.nightsLeft", { year: stays.year })}</dt>
            {stays.villas.map((allowance) => (
              <dd key={allowance.villa.id} className="mt-1 font-semibold text-forest-950">
                {t("owner.villaNights", {
                  villa: villaName(allowance.villa),
                  left: allowance.nights_left,
                  total: stays.nights_per_year,
                  peakLeft: allowance.peak_nights_left,
                  peakTotal: stays.peak_nights_per_year,
                })}
              </dd>
            ))}
          </div>
        )}
        <div>
          <dt className="text-sm text-ink/80">{t("owner.nextStay")}</dt>
          <dd className="mt-1 font-semibold text-forest-950" data-testid="owner-next-stay">
            {next
              ? t("owner.nextStayValue", {
                  from: day(next.check_in),
                  to: day(next.check_out),
                  villa: villaName(next.villa),
                  reference: next.reference,
                })
              : t("owner.noNextStay")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink/80">{t("owner.pool")}</dt>
          <dd className="mt-1 font-semibold text-forest-950">
            {rental.in_pool && rental.since ? t("owner.inPool", { from: day(rental.since) }) : t("owner.outOfPool")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink/80">{t("owner.earnings", { year: rental.year })}</dt>
          <dd className="mt-1 font-semibold text-forest-950">
            {t("owner.earningsValue", { amount: rupees(rental.earnings), count: rental.nights })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <Link to="/dashboard?tab=lease" className="font-semibold text-forest-900 underline underline-offset-4">
          {t("owner.seeLease")}
        </Link>
      </p>

      <section aria-labelledby="owner-stay-heading" className="mt-6 border-t border-forest-900/10 pt-5">
        <h3 id="owner-stay-heading" className="font-display text-xl text-forest-950">
          {t("owner.bookHeading")}
        </h3>
        <p className="mt-1 text-sm text-ink/80">
          {t("owner.rules", { count: stays.window_months, last: day(stays.last_check_in) })}{" "}
          {stays.housekeeping_fee > 0 ? t("owner.fee", { fee: rupees(stays.housekeeping_fee) }) : t("owner.noFee")}
        </p>
        <form.Form {...form.props} noValidate aria-labelledby="owner-stay-heading" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value={INTENT} />
          {single ? (
            <input type="hidden" name="propertyId" value={single.villa.id} />
          ) : (
            <SelectField
              {...form.field("propertyId")}
              label={t("owner.villa")}
              options={stays.villas.map((v) => ({ value: v.villa.id, label: villaName(v.villa) }))}
              defaultValue={sent?.propertyId ?? stays.villas[0]?.villa.id}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField
              {...form.field("checkIn")}
              type="date"
              label={t("owner.checkIn")}
              min={stays.today}
              max={stays.last_check_in}
              defaultValue={sent?.checkIn ?? ""}
              required
            />
            <TextField
              {...form.field("checkOut")}
              type="date"
              label={t("owner.checkOut")}
              min={stays.today}
              defaultValue={sent?.checkOut ?? ""}
              required
            />
            <TextField
              {...form.field("adults")}
              type="number"
              inputMode="numeric"
              min={1}
              label={t("owner.adults")}
              defaultValue={sent?.adults ?? "2"}
            />
            <TextField
              {...form.field("children")}
              type="number"
              inputMode="numeric"
              min={0}
              label={t("owner.children")}
              defaultValue={sent?.children ?? "0"}
            />
          </div>
          <div aria-live="polite">
            {result && !result.ok && (
              <ErrorBox id={form.messageId}>{refusal ? refusalWords(refusal) : say(result.message)}</ErrorBox>
            )}
            {result?.ok && result.booked && (
              <p role="status" className="rounded-xl bg-forest-50 px-4 py-3 text-sm font-semibold text-forest-900">
                {t("owner.booked", {
                  reference: result.booked.reference,
                  year: result.booked.year,
                  left: result.booked.nights_left,
                })}
              </p>
            )}
            {result?.ok && quote && (
              <div role="status" className="rounded-xl bg-forest-50 px-4 py-3 text-sm text-forest-900">
                <p className="font-semibold">{say(result.message)}</p>
                <QuoteFigures quote={quote} />
              </div>
            )}
            {result && !result.ok && quote && <QuoteFigures quote={quote} />}
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="step"
              value="quote"
              className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
              disabled={form.busy}
            >
              {t("owner.check")}
            </button>
            <button
              type="submit"
              name="step"
              value="book"
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
              disabled={form.busy}
            >
              {form.busy ? t("owner.working") : t("owner.book")}
            </button>
          </div>
        </form.Form>

        {stays.upcoming.length > 0 && (
          <>
            <h4 className="mt-6 font-semibold text-forest-950">{t("owner.upcoming")}</h4>
            <ul className="mt-2 grid gap-2 text-sm" aria-label={t("owner.upcoming")}>
              {stays.upcoming.map((stay) => (
                <li
                  key={stay.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-forest-100 p-3"
                >
                  <span>
                    <span className="font-semibold">{stay.reference}</span> ·{" "}
                    {t("owner.upcomingItem", {
                      from: day(stay.check_in),
                      to: day(stay.check_out),
                      villa: villaName(stay.villa),
                    })}
                  </span>
                  {stay.status === "confirmed" && (
                    <Link
                      to={`/dashboard?tab=bookings&cancel=${stay.id}`}
                      className="font-semibold text-[#b42318] underline underline-offset-4"
                      aria-label={t("owner.cancelLabel", { reference: stay.reference })}
                    >
                      {t("owner.cancel")}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </section>
  );
}

/** A quote's figures: its nights and peak nights, the owner nights left before and after, the fee at the property. */
function QuoteFigures({ quote }: { quote: OwnerStayQuote }) {
  const { t, language } = usePortalTexts(DASHBOARD_MESSAGES);
  return (
    <ul className="mt-2 grid gap-1 text-sm text-ink">
      <li>{t("owner.quoteNights", { count: quote.nights, peak: quote.peak_nights })}</li>
      <li>
        {t("owner.quoteLeft", {
          year: quote.year,
          before: quote.nights_left_before,
          after: quote.nights_left_after ?? "—",
        })}
      </li>
      {quote.peak_nights > 0 && (
        <li>
          {t("owner.quotePeakLeft", {
            year: quote.year,
            before: quote.peak_nights_left_before,
            after: quote.peak_nights_left_after ?? "—",
          })}
        </li>
      )}
      <li>{t("owner.quoteFee", { fee: formatRupees(quote.housekeeping_fee, language) })}</li>
    </ul>
  );
}
