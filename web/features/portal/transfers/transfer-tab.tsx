import { clubDay } from "../../../../common/club-time";
import { Link } from "react-router";
import { formatDate } from "../../../../common/format";
import { portalMessages as pm } from "../../../../common/portal";
import { TRANSFER_OPEN_STATUSES } from "../../../../common/transfer";
import { ErrorBox } from "../../../components/form-fields";
import { LoadState } from "../shared/load-state";
import type { PortalTabProps } from "../tab-props";
import { TransferForm, useTransferForm } from "./transfer-form";
import { useTransferTexts } from "./transfer-texts";

const isOpen = (status: string) => (TRANSFER_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * The Transfer tab: the member's requests with their status, and the four-step
 * form while no request for their villa is open. Without a villa: "Property information not found."
 */
export function TransferTab({ overview, data, actionData }: PortalTabProps<"transfer">) {
  const { t, say, language, relationship, status } = useTransferTexts();
  /** A moment's club day in the reader's words. */
  const dayOf = (at: string) => formatDate(clubDay(new Date(at)), language);
  const villa = overview.property;
  const requests = data?.transfers ?? null;
  // the form's fetcher lives here: the form is gone once its request is open, the toast of its answer stays
  const form = useTransferForm(actionData);
  // the answer of a post made without JavaScript, when the form is not there to show it (with JavaScript a toast)
  const answer = form.posted;

  if (!villa) {
    return (
      <section
        aria-label={t("transfer.label")}
        className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <p className="text-ink/90">{say(pm.propertyInformationNotFound)}</p>
        <Link to="/property-list" className="btn-secondary mt-4">
          {t("chooseVilla")}
        </Link>
      </section>
    );
  }
  if (requests === null)
    return <LoadState loading error={null} loadingText={t("transfer.loading")} onRetry={() => undefined} />;

  const open = requests.find((r) => r.property._id === villa._id && isOpen(r.status));
  return (
    <div className="grid gap-6">
      {requests.length > 0 && (
        <section
          aria-labelledby="transfer-requests"
          className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="transfer-requests" className="font-display text-2xl text-forest-950">
            {t("transfer.requests")}
          </h2>
          {answer?.ok && (
            <p role="status" className="mt-3 rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
              {say(answer.message)}
            </p>
          )}
          {answer && !answer.ok && open && (
            <div className="mt-3">
              <ErrorBox>{say(answer.message)}</ErrorBox>
            </div>
          )}
          <ul className="mt-4 grid gap-3">
            {requests.map((r) => (
              <li key={r._id} className="rounded-xl border border-forest-100 bg-cream-50 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-forest-900">
                    {t("transfer.requestTo", {
                      villa: r.property.villaNumber
                        ? t("transfer.villa", { name: r.property.name, number: r.property.villaNumber })
                        : r.property.name,
                      transferee: r.transferee.full_name,
                    })}
                  </p>
                  <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
                    {t("transfer.status", { status: status(r.status) })}
                  </p>
                </div>
                <p className="mt-1 text-sm text-ink/80">
                  {t("transfer.submittedOn", {
                    relationship: relationship(r.transferee.relationship),
                    day: dayOf(r.created_at),
                  })}
                </p>
                {r.decided_at && (
                  <p className="mt-1 text-sm text-ink/90">
                    {t(r.status === "approved" ? "transfer.approvedOn" : "transfer.decidedOn", {
                      status: status(r.status),
                      day: dayOf(r.decided_at),
                    })}
                  </p>
                )}
                {r.decision_reason && (
                  <p className="mt-1 text-sm text-ink/90">{t("transfer.reason", { reason: r.decision_reason })}</p>
                )}
                {r.document_url && (
                  <a
                    href={r.document_url}
                    className="mt-2 inline-block text-sm font-semibold text-saffron-700 underline underline-offset-4"
                    download
                  >
                    {t("transfer.download")}
                    <span className="sr-only"> {t("transfer.downloadOf", { day: dayOf(r.created_at) })}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          {open && <p className="mt-4 text-sm text-ink/90">{t("transfer.reviewing")}</p>}
        </section>
      )}
      {!open && <TransferForm villa={villa} memberName={overview.member.name} form={form} />}
    </div>
  );
}
