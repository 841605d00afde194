import { useEffect, useRef } from "react";
import { clubDay } from "../../../../common/club-time";
import type { ConveyanceRequestRecord } from "../../../../common/conveyance";
import { formatDate, formatRupees, formatWeekdayDate } from "../../../../common/format";
import { useConveyanceTexts } from "./conveyance-texts";

/** The statuses the catalogue names (any other is shown as the server gives it). */
const NAMED_STATUSES = ["submitted", "confirmed", "scheduled", "completed", "cancelled"] as const;
type NamedStatus = (typeof NAMED_STATUSES)[number];
const isNamed = (status: string): status is NamedStatus => (NAMED_STATUSES as readonly string[]).includes(status);

/** The member's conveyance requests and where each stands. */
export function ConveyanceStatus({
  requests,
  focus = false,
}: {
  requests: ConveyanceRequestRecord[];
  focus?: boolean;
}) {
  const { t, language } = useConveyanceTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  /** A yyyy-mm-dd day with its weekday; a moment's club day. */
  const weekday = (iso: string) => formatWeekdayDate(iso.slice(0, 10), language);
  const dayOf = (at: string) => formatDate(clubDay(new Date(at)), language);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section
      aria-labelledby="conveyance-requests"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="conveyance-requests"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl text-forest-950 focus:outline-none"
      >
        {requests.length === 1 ? t("conveyance.status.headingOne") : t("conveyance.status.headingMany")}
      </h2>
      <ul className="mt-4 grid gap-4">
        {requests.map((request) => (
          <li key={request._id} className="rounded-xl border border-forest-100 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-forest-950">
                {t("conveyance.status.villa", {
                  number: request.villa.villaNumber || "-",
                  type: request.villa.villaType,
                })}
              </p>
              <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
                {t("conveyance.status.status", {
                  status: isNamed(request.status) ? t(`conveyance.status.statuses.${request.status}`) : request.status,
                })}
              </p>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-forest-900">{t("conveyance.status.appointment")}</dt>
              <dd>
                {request.status === "submitted"
                  ? t("conveyance.status.awaiting", { day: weekday(request.appointmentDate) })
                  : request.status === "confirmed"
                    ? t("conveyance.status.confirmed", { day: weekday(request.appointmentDate) })
                    : weekday(request.appointmentDate)}
              </dd>
              {request.requestedDate && request.requestedDate !== request.appointmentDate && (
                <>
                  <dt className="font-semibold text-forest-900">{t("conveyance.status.askedFor")}</dt>
                  <dd>{t("conveyance.status.proposed", { day: weekday(request.requestedDate) })}</dd>
                </>
              )}
              {request.completed_at && (
                <>
                  <dt className="font-semibold text-forest-900">{t("conveyance.status.completedOn")}</dt>
                  <dd>{dayOf(request.completed_at)}</dd>
                </>
              )}
              <dt className="font-semibold text-forest-900">{t("conveyance.status.nominee")}</dt>
              <dd>
                {t("conveyance.status.nomineeName", {
                  name: request.nominee.fullName,
                  relationship: request.nominee.relationship,
                })}
              </dd>
              <dt className="font-semibold text-forest-900">{t("conveyance.status.location")}</dt>
              <dd>
                {request.villa.block
                  ? t("conveyance.status.locationBlock", {
                      location: request.villa.location,
                      block: request.villa.block,
                    })
                  : request.villa.location}
              </dd>
              <dt className="font-semibold text-forest-900">{t("conveyance.status.contributionAmount")}</dt>
              <dd>{formatRupees(request.villa.contributionAmount, language)}</dd>
              <dt className="font-semibold text-forest-900">{t("conveyance.status.requestedOn")}</dt>
              <dd>{dayOf(request.created_at)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
