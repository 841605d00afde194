import { Link } from "react-router";
import { formatMonth, formatRupees } from "../../../../common/format";
import { rentalStatementUrl, type RentalOverview } from "../../../../common/rental";
import { useForm, type FormResult } from "../../../lib/form";
import { longDay } from "./moa-format";
import { usePortalTexts } from "../shared/portal-texts";

const INTENT = "rental.save";
/** The dashboard's maintenance dues panel, where an owner pays (online or by transfer). */
const DUES_PANEL = "/dashboard?tab=dashboard#dues-card";

/**
 * The owners' rental programme in the Lease tab (decision 057): the villa in or out of the club's rental pool from a
 * day (the terms accepted when joining), this year's nights and earnings by month, and the monthly statements with
 * their payouts, each downloadable; while the owner's maintenance dues are overdue, why the payouts are held and where
 * to pay them. The form posts to the dashboard's action (`rental.save`), with or without script.
 */
export function RentalSection({
  rental,
  today,
  actionData,
}: {
  rental: RentalOverview;
  today: string;
  actionData: FormResult | undefined;
}) {
  const { t, language } = usePortalTexts();
  const form = useForm({ id: "rental", intent: INTENT, actionData });
  const posted = form.posted;
  const month = (m: string) => formatMonth(Number(m.slice(0, 4)), Number(m.slice(5, 7)), language);
  const rupees = (amount: number) => formatRupees(amount, language);
  const heading = (
    <h3 id="rental-heading" className="font-display text-xl text-forest-950">
      {t("lease.rental.heading")}
    </h3>
  );
  if (!rental.owner)
    return (
      <section aria-labelledby="rental-heading" className="mt-6 border-t border-forest-900/10 pt-5">
        {heading}
        <p className="mt-2 text-sm text-ink/80">{t("lease.rental.notOwner")}</p>
      </section>
    );
  return (
    <section aria-labelledby="rental-heading" className="mt-6 border-t border-forest-900/10 pt-5">
      {heading}
      <p className="mt-2 text-sm text-ink/80">{t("lease.rental.intro", { percent: rental.terms.share_percent })}</p>
      <p className="mt-2 font-semibold text-forest-900" data-testid="rental-state">
        {rental.in_pool && rental.current
          ? t("lease.rental.inPool", { from: longDay(rental.current.from, language) })
          : t("lease.rental.outOfPool")}
      </p>
      {rental.held && (
        <div role="status" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          <p>
            {t("lease.rental.held", {
              since: longDay(rental.held.overdue_since, language),
              owed: rupees(rental.held.owed),
            })}
          </p>
          <Link to={DUES_PANEL} className="mt-2 inline-block font-semibold underline underline-offset-4">
            {t("lease.rental.payDues")}
          </Link>
        </div>
      )}
      <form.Form {...form.props} noValidate className="mt-4 grid gap-3 sm:max-w-md">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="inPool" value={rental.in_pool ? "false" : "true"} />
        {posted?.message && (
          <p role={posted.ok ? "status" : "alert"} className="text-sm font-medium">
            {form.message ?? posted.message}
          </p>
        )}
        <label className="grid gap-1 text-sm">
          <span className="font-semibold text-forest-900">{t("lease.rental.from")}</span>
          <input type="date" min={today} defaultValue={today} className="input" {...form.control("from")} />
        </label>
        {!rental.in_pool && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" {...form.control("acceptTerms")} className="mt-1" />
            <span>
              {t("lease.rental.acceptTerms", {
                version: rental.terms.version,
                percent: rental.terms.share_percent,
              })}
            </span>
          </label>
        )}
        <button type="submit" className={rental.in_pool ? "btn-secondary" : "btn-primary"} disabled={form.busy}>
          {rental.in_pool ? t("lease.rental.leave") : t("lease.rental.join")}
        </button>
      </form.Form>

      <p className="mt-5 text-sm font-semibold text-forest-900">
        {t("lease.rental.thisYear", { year: rental.year, nights: rental.nights_this_year })}
      </p>
      {rental.by_month.length > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{t("lease.rental.month")}</th>
              <th scope="col">{t("lease.rental.nights")}</th>
              <th scope="col">{t("lease.rental.collected")}</th>
              <th scope="col">{t("lease.rental.share")}</th>
            </tr>
          </thead>
          <tbody>
            {rental.by_month.map((row) => (
              <tr key={row.month}>
                <td>{month(row.month)}</td>
                <td>{row.nights}</td>
                <td>{rupees(row.collected)}</td>
                <td>{rupees(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 className="mt-5 font-semibold text-forest-900">{t("lease.rental.statements")}</h4>
      {rental.statements.length === 0 ? (
        <p className="mt-1 text-sm text-ink/80">{t("lease.rental.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {rental.statements.map((s) => (
            <li key={s.id} className="rounded-xl border border-forest-100 p-3">
              <p className="font-semibold">
                {month(s.month)} · {t("lease.rental.payoutDue")}: {rupees(s.payout_due)}
              </p>
              <p>
                {s.paid_on
                  ? t("lease.rental.paidOn", { day: longDay(s.paid_on, language), reference: s.payout_reference })
                  : t("lease.rental.notPaid")}
              </p>
              <a className="underline" href={rentalStatementUrl(s.id)} download>
                {t("lease.rental.download")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
