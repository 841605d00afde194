import type { ReactNode } from "react";
import { Link } from "react-router";
import { writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { stayStatusLabel, type StayListItem } from "../../../../common/office-stays";
import { linkClass } from "../shared/queue-parts";

const villaText = (villa: StayListItem["villa"]) =>
  `${villa.name}${villa.villa_number ? ` · ${villa.villa_number}` : ""}, ${villa.location}`;
const guestsText = (stay: StayListItem) =>
  `${stay.adults} ${stay.adults === 1 ? "adult" : "adults"}${stay.children ? `, ${stay.children} ${stay.children === 1 ? "child" : "children"}` : ""}`;

/**
 * A stay's record in the office (/admin/stays/{id}, the stays desk's roles): who, where, when, its status and price,
 * and the staff notes on it. The desk's actions stay on the desk's day.
 */
export function StayRecordPage({ stay, notes }: { stay: StayListItem; notes: ReactNode }) {
  const facts: [string, ReactNode][] = [
    ["Guest", stay.guest.name],
    ["Phone", stay.guest.phone ?? "—"],
    ["E-mail", stay.guest.email ?? "—"],
    [
      "Booked by",
      stay.member ? (
        <Link to={`/admin/members/${stay.member.id}`} className={linkClass}>
          {stay.member.name}
        </Link>
      ) : (
        "Phone, for a caller"
      ),
    ],
    ["Villa", villaText(stay.villa)],
    ["Arrives", writtenDay(stay.check_in)],
    ["Leaves", writtenDay(stay.check_out)],
    ...(stay.departed_on ? ([["Left early", writtenDay(stay.departed_on)]] as [string, ReactNode][]) : []),
    ["Nights", String(stay.nights)],
    ["Guests", guestsText(stay)],
    ["Status", stayStatusLabel(stay.status)],
    ...(stay.kind === "owner"
      ? ([["Kind", "Owner stay: the owner in their own villa, no room charge"]] as [string, ReactNode][])
      : []),
    ["Total", formatRupees(stay.total)],
    ["Payment", stay.payment_method === "cod" ? "At the property" : "Online"],
    ...(stay.cancel_reason ? ([["Why cancelled", stay.cancel_reason]] as [string, ReactNode][]) : []),
  ];
  return (
    <article aria-labelledby="stay-heading" className="grid gap-5">
      <div>
        <Link to="/admin/stays" className={`${linkClass} text-sm`}>
          Back to the stays desk
        </Link>
        <h1 id="stay-heading" className="mt-2 font-display text-3xl text-forest-950">
          Stay {stay.reference}
        </h1>
        <p className="mt-1 text-ink/80">
          {stay.guest.name} · {villaText(stay.villa)} · {stayStatusLabel(stay.status)}
        </p>
      </div>
      <section aria-labelledby="stay-facts" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="stay-facts" className="text-xl font-semibold text-forest-950">
          The stay
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink/80">{label}</dt>
              <dd className="break-words font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {notes}
    </article>
  );
}
