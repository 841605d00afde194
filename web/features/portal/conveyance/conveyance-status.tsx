import { format, parseISO } from "date-fns";
import { useEffect, useRef } from "react";
import { STATUS_LABELS, type ConveyanceRequestRecord } from "../../../../common/conveyance";
import { formatRupees } from "../../../../common/money";
import { writtenClubDay } from "../../../../common/club-time";

const day = (iso: string, pattern: string) => format(parseISO(iso), pattern);

/** The member's conveyance requests and where each stands. */
export function ConveyanceStatus({
  requests,
  focus = false,
}: {
  requests: ConveyanceRequestRecord[];
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
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
        Your conveyance {requests.length === 1 ? "request" : "requests"}
      </h2>
      <ul className="mt-4 grid gap-4">
        {requests.map((request) => (
          <li key={request._id} className="rounded-xl border border-forest-100 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-forest-950">
                Villa {request.villa.villaNumber || "-"} · {request.villa.villaType}
              </p>
              <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">
                Status: {STATUS_LABELS[request.status] ?? request.status}
              </p>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-forest-900">Appointment</dt>
              <dd>
                {day(request.appointmentDate, "EEEE, d MMMM yyyy")}
                {request.status === "submitted" ? " (awaiting the club's confirmation)" : ""}
                {request.status === "confirmed" ? " (confirmed by the club)" : ""}
              </dd>
              {request.requestedDate && request.requestedDate !== request.appointmentDate && (
                <>
                  <dt className="font-semibold text-forest-900">You asked for</dt>
                  <dd>
                    {day(request.requestedDate, "EEEE, d MMMM yyyy")}; the club proposed the Tuesday above instead
                  </dd>
                </>
              )}
              {request.completed_at && (
                <>
                  <dt className="font-semibold text-forest-900">Completed on</dt>
                  <dd>{writtenClubDay(request.completed_at)}</dd>
                </>
              )}
              <dt className="font-semibold text-forest-900">Nominee</dt>
              <dd>
                {request.nominee.fullName} ({request.nominee.relationship})
              </dd>
              <dt className="font-semibold text-forest-900">Location</dt>
              <dd>
                {request.villa.location}
                {request.villa.block ? `, ${request.villa.block} block` : ""}
              </dd>
              <dt className="font-semibold text-forest-900">Contribution amount</dt>
              <dd>{formatRupees(request.villa.contributionAmount)}</dd>
              <dt className="font-semibold text-forest-900">Requested on</dt>
              <dd>{writtenClubDay(request.created_at)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
