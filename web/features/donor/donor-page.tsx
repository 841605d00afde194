import { Link } from "react-router";
import type { SubscriptionAction } from "../../../common/donor-page";
import type { DonorPledge, DonorView } from "../../../common/donor-page-schema";
import { formatDate, formatRupees } from "../../../common/format";
import { signInPath } from "../../../common/sign-in-redirect";
import { useForm } from "../../lib/form";
import { useLanguage } from "../../lib/i18n";
import type { DonorActionAnswer, DonorPageState } from "./donor-page.server";
import { useDonorTexts } from "./donor-texts";
import { DONATION_CAUSES, type DonationCause } from "../../../common/donations";

/** A cause of the club's list (its name has words in both catalogues); another is shown as it is stored. */
const isCause = (cause: string): cause is DonationCause => (DONATION_CAUSES as readonly string[]).includes(cause);

/**
 * The donor's page: each pledge with its status in words, its gifts and receipts, its recurring gift's state with
 * Pause / Resume / Cancel (each a form that works without JavaScript; Cancel asks first, in a disclosure), and the
 * donor's Form 10BE certificates.
 */
export function DonorPage({ page, actionData }: { page: DonorPageState; actionData?: DonorActionAnswer }) {
  const { t } = useDonorTexts();
  return (
    <section aria-labelledby="donor-heading" className="bg-cream-50">
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-28 sm:px-6">
        <h1 id="donor-heading" className="font-display text-3xl text-forest-950">
          {t("title")}
        </h1>
        <p className="mt-2 text-ink/80">{t("intro")}</p>
        {page.state === "signIn" && (
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="font-display text-xl text-forest-950">{t("signIn.heading")}</h2>
            <p className="mt-2">{t("signIn.body")}</p>
            <Link to={signInPath("/donations/mine")} className="btn btn-primary mt-4 inline-block">
              {t("signIn.button")}
            </Link>
          </div>
        )}
        {page.state === "invalid" && (
          <p role="alert" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
            {t("invalid")}
          </p>
        )}
        {page.state === "failed" && (
          <p role="alert" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
            {t("failed")}
          </p>
        )}
        {page.state === "view" && <DonorList view={page.view} token={page.token} actionData={actionData} />}
      </div>
    </section>
  );
}

function DonorList({
  view,
  token,
  actionData,
}: {
  view: DonorView;
  token: string | null;
  actionData?: DonorActionAnswer;
}) {
  const { t } = useDonorTexts();
  return (
    <>
      <p className="mt-4 break-all text-sm text-ink/80">{t("for", { email: view.email })}</p>
      {view.pledges.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 shadow-sm">{t("empty", { email: view.email })}</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {view.pledges.map((pledge) => (
            <li key={pledge.reference}>
              <PledgeCard pledge={pledge} token={token} actionData={actionData} />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="certificates-heading" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="certificates-heading" className="font-display text-xl text-forest-950">
          {t("certificates.heading")}
        </h2>
        {view.certificates.length === 0 ? (
          <p className="mt-2">{t("certificates.none")}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {view.certificates.map((c) => (
              <li key={c.id}>
                <a href={c.url} className="font-semibold text-forest-900 underline underline-offset-4">
                  {t("certificates.link", { year: c.year })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function useMoney() {
  const language = useLanguage();
  return (amount: number, currency: string) =>
    currency === "INR"
      ? formatRupees(amount, language)
      : new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

function PledgeCard({
  pledge,
  token,
  actionData,
}: {
  pledge: DonorPledge;
  token: string | null;
  actionData?: DonorActionAnswer;
}) {
  const { t } = useDonorTexts();
  const language = useLanguage();
  const money = useMoney();
  const amount = money(pledge.amount, pledge.currency);
  const headingId = `pledge-${pledge.reference}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} className="font-display text-xl text-forest-950">
        {t("pledge.heading", { reference: pledge.reference })}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t("pledge.amount")}</dt>
        <dd>{pledge.frequency ? t(`pledge.${pledge.frequency}`, { amount }) : t("pledge.oneTime", { amount })}</dd>
        <dt className="font-semibold">{t("pledge.causes")}</dt>
        <dd>{pledge.causes.map((cause) => (isCause(cause) ? t(`causeNames.${cause}`) : cause)).join(", ")}</dd>
        <dt className="font-semibold">{t("pledge.status")}</dt>
        <dd>{t(`status.${pledge.status}`)}</dd>
      </dl>
      <p className="mt-1 text-xs text-ink/80">
        {t("pledge.made", { date: formatDate(pledge.created_at.slice(0, 10), language) })}
      </p>

      {pledge.subscription && <RecurringGift pledge={pledge} token={token} actionData={actionData} />}

      <h3 className="mt-5 font-semibold text-forest-950">{t("gifts.heading")}</h3>
      {pledge.gifts.length === 0 ? (
        <p className="mt-1 text-sm">{t("gifts.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="pr-3">
                  {t("gifts.day")}
                </th>
                <th scope="col" className="pr-3">
                  {t("gifts.amount")}
                </th>
                <th scope="col" className="pr-3">
                  {t("gifts.mode")}
                </th>
                <th scope="col">{t("gifts.receipt")}</th>
              </tr>
            </thead>
            <tbody>
              {pledge.gifts.map((gift, i) => (
                <tr key={`${gift.paid_on}-${i}`}>
                  <td className="pr-3">{formatDate(gift.paid_on, language)}</td>
                  <td className="pr-3">{money(gift.amount, gift.currency)}</td>
                  <td className="pr-3">{t(`gifts.modes.${gift.mode}`)}</td>
                  <td>
                    {gift.receipt_url && gift.receipt_number ? (
                      <a href={gift.receipt_url} className="font-semibold text-forest-900 underline underline-offset-4">
                        {t("gifts.download", { number: gift.receipt_number })}
                      </a>
                    ) : gift.status === "awaiting" ? (
                      t("gifts.awaiting")
                    ) : gift.status === "rejected" ? (
                      t("gifts.rejected")
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

function RecurringGift({
  pledge,
  token,
  actionData,
}: {
  pledge: DonorPledge;
  token: string | null;
  actionData?: DonorActionAnswer;
}) {
  const { t } = useDonorTexts();
  const language = useLanguage();
  const sub = pledge.subscription!;
  return (
    <div className="mt-4 rounded-xl border border-forest-900/15 p-4">
      <h3 className="font-semibold text-forest-950">{t("recurring.heading")}</h3>
      {/* a live region: a form that is done leaves with its state (Pause gives way to Resume), the new state is said */}
      <p role="status" className="mt-1 text-sm">
        {t("recurring.state", { state: t(`recurring.states.${sub.status}`) })}
      </p>
      <p className="text-sm">{t("recurring.charges", { count: sub.paid_count })}</p>
      {sub.current_end && (
        <p className="text-sm">{t("recurring.nextBy", { date: formatDate(sub.current_end, language) })}</p>
      )}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {sub.actions.map((action) => (
          <ActionForm key={action} action={action} pledge={pledge} token={token} actionData={actionData} />
        ))}
      </div>
    </div>
  );
}

function ActionForm({
  action,
  pledge,
  token,
  actionData,
}: {
  action: SubscriptionAction;
  pledge: DonorPledge;
  token: string | null;
  actionData?: DonorActionAnswer;
}) {
  const { t, say } = useDonorTexts();
  const intent = `${action}-${pledge.reference}`;
  const form = useForm<DonorActionAnswer>({ id: intent, intent, actionData, toast: false, say });
  const answer = form.result;
  const fields = (
    <>
      <input type="hidden" name="reference" value={pledge.reference} />
      <input type="hidden" name="do" value={action} />
      {token && <input type="hidden" name="t" value={token} />}
    </>
  );
  const said =
    answer?.message && !answer.ok ? (
      <p role="alert" className="mt-2 text-sm">
        {say(answer.message)}
      </p>
    ) : null;
  if (action === "cancel") {
    return (
      <details className="w-full sm:w-auto">
        <summary
          className="btn btn-secondary cursor-pointer"
          aria-label={t("recurring.cancel", { reference: pledge.reference })}
        >
          {t("recurring.cancelShort")}
        </summary>
        <form.Form {...form.props} className="mt-2">
          {fields}
          <p className="text-sm">{t("recurring.confirmCancel")}</p>
          <button
            type="submit"
            className="btn btn-primary mt-2"
            aria-busy={form.busy}
            disabled={form.busy}
            aria-label={t("recurring.confirmCancelButton", { reference: pledge.reference })}
          >
            {form.busy ? t("recurring.working") : t("recurring.confirmCancelShort")}
          </button>
          {said}
        </form.Form>
      </details>
    );
  }
  return (
    <form.Form {...form.props}>
      {fields}
      <button
        type="submit"
        className="btn btn-secondary"
        aria-busy={form.busy}
        disabled={form.busy}
        aria-label={t(`recurring.${action}`, { reference: pledge.reference })}
      >
        {form.busy ? t("recurring.working") : t(`recurring.${action}Short`)}
      </button>
      {said}
    </form.Form>
  );
}
