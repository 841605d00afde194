import { Link } from "react-router";
import type { OfficeQueueCount } from "../../../../common/office-home";
import { formatRupees } from "../../../../common/money";

/** A section of the office the staff member's role opens, with its live counts where the office has them today. */
export interface OfficeCard {
  path: string;
  label: string;
  description: string;
  counts: { label: string; count: number; to?: string }[];
}

/** Today's sessions' attendance as the home says it: "3 of 12 checked in". */
const attendanceText = (a: { checked_in: number; expected: number }) => `${a.checked_in} of ${a.expected} checked in`;

/** What waits for the office: a count per queue the role acts on, each leading to the list where staff act on it. */
function OfficeQueues({ queues }: { queues: OfficeQueueCount[] }) {
  if (queues.length === 0) return null;
  return (
    <section aria-labelledby="office-queues-heading" className="mt-8">
      <h2 id="office-queues-heading" className="text-xl font-semibold text-forest-950">
        Waiting for the office
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {queues.map((queue) => (
          <li key={queue.key}>
            <Link
              to={queue.to}
              aria-label={`${queue.label}: ${queue.count}${queue.amount !== undefined ? `, ${formatRupees(queue.amount)}` : ""}${queue.attendance ? `, ${attendanceText(queue.attendance)}` : ""}`}
              className={`flex h-full flex-col justify-between rounded-2xl border p-4 shadow-sm underline-offset-4 hover:underline ${
                queue.count > 0 ? "border-saffron-300 bg-white" : "border-forest-100 bg-white"
              }`}
            >
              <span className="text-sm text-ink/80">{queue.label}</span>
              <span className="mt-2 text-3xl font-semibold text-forest-950">{queue.count}</span>
              {queue.amount !== undefined && (
                <span className="text-sm font-semibold text-forest-900">{formatRupees(queue.amount)}</span>
              )}
              {queue.attendance && (
                <span className="text-sm font-semibold text-forest-900">{attendanceText(queue.attendance)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The office home: a greeting, what waits for the office, and a card per section the role opens. */
export function OfficeHome({
  name,
  roleLabel,
  cards,
  queues = [],
}: {
  name: string;
  roleLabel: string;
  cards: OfficeCard[];
  queues?: OfficeQueueCount[];
}) {
  return (
    <section aria-labelledby="office-home-heading">
      <h1 id="office-home-heading" className="font-display text-3xl text-forest-950">
        Namaste, {name}
      </h1>
      <p className="mt-2 text-ink/80">
        You are signed in to the club office as {roleLabel}. Here is what your role opens.
      </p>
      <OfficeQueues queues={queues} />
      {cards.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-forest-50 p-6 text-ink/80">No office section is open to your role yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.path} className="flex flex-col rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-forest-950">
                <Link to={card.path} className="underline-offset-4 hover:underline">
                  {card.label}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink/80">{card.description}</p>
              {card.counts.length > 0 && (
                <dl className="mt-4 grid grid-cols-2 gap-2">
                  {card.counts.map((item) => (
                    <div key={item.label} className="rounded-xl bg-forest-50 px-3 py-2">
                      <dt className="text-xs text-ink/80">{item.label}</dt>
                      <dd className="text-2xl font-semibold text-forest-950">
                        {item.to ? (
                          <Link
                            to={item.to}
                            className="underline-offset-4 hover:underline"
                            aria-label={`${item.label}: ${item.count}`}
                          >
                            {item.count}
                          </Link>
                        ) : (
                          item.count
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
