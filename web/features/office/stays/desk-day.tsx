import { Form, Link, useNavigation } from "react-router";
import { DESTINATIONS } from "../../../../common/catalogue";
import { writtenDay } from "../../../../common/club-time";
import {
  DESK_LISTS,
  deskMessages as d,
  deskVillaText,
  nightsBetween,
  stayStatusLabel,
  type DeskDay,
  type DeskListKey,
  type StayListItem,
} from "../../../../common/office-stays";
import { ACCEPTED_GUEST_IDS } from "../../../../common/stays";
import { formatRupees } from "../../../../common/money";
import { SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import type { FormResult } from "../../../lib/form";
import { ConfirmStep } from "../shared/confirm-step";
import { DecisionAnswer, linkClass, useDecisionForm, useDecisions, type Decisions } from "../shared/queue-parts";

/** The answer of a desk form (stays.server.ts DeskResult), as the page receives it. */
export type DeskAnswer = FormResult & {
  intent: string;
  id?: string;
  values?: Record<string, string>;
  confirm?: boolean;
};

type DeskDecisions = Decisions<DeskAnswer>;

const PATH = "/admin/stays";
const locationOptions = [{ value: "", label: "Every location" }, ...DESTINATIONS.map((l) => ({ value: l, label: l }))];
const idOptions = ACCEPTED_GUEST_IDS.map((t) => ({ value: t, label: t }));
const nightsText = (n: number) => `${n} ${n === 1 ? "night" : "nights"}`;
const guestsText = (s: StayListItem) =>
  `${s.adults} ${s.adults === 1 ? "adult" : "adults"}${s.children ? `, ${s.children} ${s.children === 1 ? "child" : "children"}` : ""}`;

/**
 * The stays desk's day: a GET form for the day and the location, then the day's arrivals,
 * departures and guests in house, each stay with the desk's forms: check-in (the primary guest's identity document),
 * no-show, check-out, and cancel for the guest with a reason. Each form posts to the page's action; each is a
 * `useForm` of its own (decision 031) that hands its answer to the page, which says it beside the stay or at the top.
 */
export function DeskDaySection({
  day,
  dayError,
  answer: posted,
}: {
  day: DeskDay;
  dayError: string | null;
  answer?: DeskAnswer;
}) {
  const navigation = useNavigation();
  const decisions = useDecisions(posted);
  const answer = decisions.result;
  const loading = navigation.state === "loading" && navigation.location?.pathname === PATH;
  const isToday = day.date === day.today;
  // an answer whose stay is on this page is said beside it; any other at the top
  const shownBeside =
    answer?.id && [...day.arrivals, ...day.departures, ...day.in_house].some((s) => s.id === answer.id);
  return (
    <section aria-labelledby="desk-day-heading" className="mt-6">
      <h2 id="desk-day-heading" className="text-2xl font-semibold text-forest-950">
        {isToday ? `Today at the desk, ${writtenDay(day.date)}` : `At the desk on ${writtenDay(day.date)}`}
      </h2>
      <Form
        method="get"
        action={PATH}
        aria-label="The desk's day"
        className="mt-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          id="desk-date"
          name="date"
          type="date"
          label="Day"
          defaultValue={day.date}
          error={dayError ?? undefined}
        />
        <SelectField
          id="desk-location"
          name="location"
          label="Location"
          options={locationOptions}
          defaultValue={day.location ?? ""}
        />
        <button type="submit" className="btn-primary h-11" aria-busy={loading}>
          {loading ? "Loading…" : "Show day"}
        </button>
      </Form>
      {!shownBeside && <DecisionAnswer result={answer} />}
      <div className={`mt-4 grid gap-6 ${loading ? "opacity-60" : ""}`}>
        <DeskList title="Arrivals" empty="No arrivals on this day." list="arrivals" day={day} decisions={decisions} />
        <DeskList
          title="Departures"
          empty="No departures on this day."
          list="departures"
          day={day}
          decisions={decisions}
        />
        <DeskList title="In house" empty="No guests in house." list="in_house" day={day} decisions={decisions} />
      </div>
    </section>
  );
}

/** The address's search without the lists' own pages: what each list's Previous and Next keep, with its own page. */
function daySearch(day: DeskDay, list: DeskListKey): URLSearchParams {
  const params = new URLSearchParams();
  if (day.date !== day.today) params.set("date", day.date);
  if (day.location) params.set("location", day.location);
  for (const other of DESK_LISTS)
    if (other !== list && day.pages[other].page > 1) params.set(`${other}_page`, String(day.pages[other].page));
  return params;
}

function DeskList({
  title,
  empty,
  list,
  day,
  decisions,
}: {
  title: string;
  empty: string;
  list: DeskListKey;
  day: DeskDay;
  decisions: DeskDecisions;
}) {
  const id = `desk-${title.toLowerCase().replace(/\s+/g, "-")}`;
  const stays = day[list];
  const today = day.today;
  const { page, pages, total } = day.pages[list];
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-forest-950">
        {`${title} (${total})`}
      </h3>
      {stays.length === 0 ? (
        <p className="mt-2 rounded-2xl bg-forest-50 p-4 text-sm text-ink/80">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-3 lg:grid-cols-2" aria-label={title}>
          {stays.map((stay) => (
            <DeskStay key={`${title}-${stay.id}`} stay={stay} today={today} list={title} decisions={decisions} />
          ))}
        </ul>
      )}
      {total > 0 && (
        <Pagination
          current={page}
          total={pages}
          search={daySearch(day, list)}
          param={`${list}_page`}
          label={`${title} pages`}
        />
      )}
    </section>
  );
}

/** A desk form of a stay: a `useForm` of its own, named by the stay's rendering (`key`) and the form's intent. */
const useDeskForm = (decisions: DeskDecisions, key: string, intent: string, stayId: string) =>
  useDecisionForm(decisions, `${key}-${intent}`, (answer) => answer.intent === intent && answer.id === stayId);

function DeskStay({
  stay,
  today,
  list,
  decisions,
}: {
  stay: StayListItem;
  today: string;
  list: string;
  decisions: DeskDecisions;
}) {
  const key = `${list.toLowerCase().replace(/\s+/g, "-")}-${stay.id}`;
  // the stay's forms, each its own (the same stay may be listed twice: the list's name is in their ids)
  const checkIn = useDeskForm(decisions, key, "check-in", stay.id);
  const checkOut = useDeskForm(decisions, key, "check-out", stay.id);
  const noShow = useDeskForm(decisions, key, "no-show", stay.id);
  const cancel = useDeskForm(decisions, key, "cancel", stay.id);
  const busy = checkIn.busy || checkOut.busy || noShow.busy || cancel.busy;
  const answer = decisions.result?.id === stay.id ? decisions.result : undefined;
  const arrived = today >= stay.check_in;
  const canCheckIn = stay.status === "confirmed" && arrived && today < stay.check_out;
  const canNoShow = stay.status === "confirmed" && arrived;
  const canCheckOut = stay.status === "checked-in";
  // checking out before the stay's last day is an early departure: the confirmation names the nights it frees
  const leavesEarly = canCheckOut && today < stay.check_out;
  const canCancel = stay.status === "confirmed";
  const sent = answer && !answer.ok ? answer.values : undefined;
  // a post without its confirmation (no JavaScript) brings the confirmation step of that form back
  const asked = (intent: string) => Boolean(answer?.confirm && answer.intent === intent);
  const where = `${deskVillaText(stay.villa)}, ${stay.villa.location}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-forest-950">{stay.guest.name}</p>
        <span className="flex flex-wrap gap-2">
          {stay.kind === "owner" && (
            <span className="rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-semibold text-forest-950">
              Owner stay
            </span>
          )}
          <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
            {stayStatusLabel(stay.status)}
          </span>
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">Villa</dt>
        <dd>
          {deskVillaText(stay.villa)}, {stay.villa.location}
        </dd>
        <dt className="text-ink/80">Dates</dt>
        <dd>
          {writtenDay(stay.check_in)} to {writtenDay(stay.check_out)} ({nightsText(stay.nights)}, {guestsText(stay)})
        </dd>
        {stay.departed_on && (
          <>
            <dt className="text-ink/80">Left early</dt>
            <dd>{writtenDay(stay.departed_on)}</dd>
          </>
        )}
        <dt className="text-ink/80">Reference</dt>
        <dd className="break-all font-mono text-xs">
          <Link
            to={`/admin/stays/${stay.id}`}
            className={linkClass}
            aria-label={`Stay ${stay.reference}: record and notes`}
          >
            {stay.reference}
          </Link>
        </dd>
        {stay.kind === "owner" && (
          <>
            <dt className="text-ink/80">Owner stay</dt>
            <dd>
              {stay.total > 0
                ? `No room charge; housekeeping fee ${formatRupees(stay.total)} at the property`
                : "No room charge; nothing to pay"}
            </dd>
          </>
        )}
        <dt className="text-ink/80">Booked by</dt>
        <dd>
          {stay.member ? (
            <Link to={`/admin/members/${stay.member.id}`} className={linkClass}>
              {stay.member.name}
            </Link>
          ) : (
            "Phone, for a caller"
          )}
        </dd>
        {stay.guest.phone && (
          <>
            <dt className="text-ink/80">Phone</dt>
            <dd>{stay.guest.phone}</dd>
          </>
        )}
        {stay.guest_id && (
          <>
            <dt className="text-ink/80">Identity</dt>
            <dd>
              {stay.guest_id.type} {stay.guest_id.number}
            </dd>
          </>
        )}
      </dl>
      {answer && !answer.confirm && (
        <div aria-live="polite">
          <DecisionAnswer result={answer} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {canCheckOut && (
          <ConfirmStep
            id={`${key}-check-out`}
            fields={
              leavesEarly
                ? { intent: "check-out", id: stay.id, confirm_early: "true" }
                : { intent: "check-out", id: stay.id }
            }
            trigger={
              <>
                Check out<span className="sr-only"> {stay.guest.name}</span>
              </>
            }
            triggerClass="btn-primary h-11"
            question={`Check out ${stay.guest.name} now?`}
            consequence={
              leavesEarly
                ? `${d.earlyCheckOut(stay.check_out, nightsBetween(today, stay.check_out))} A check-out cannot be undone.`
                : `The stay at ${where} ends today, ${writtenDay(today)}: the guest is no longer in house. A check-out cannot be undone.`
            }
            confirmLabel={leavesEarly ? "Confirm early check-out" : "Confirm check-out"}
            keepLabel="Keep the guest in house"
            asked={asked("check-out")}
            values={sent}
            onConfirm={checkOut.post}
            busy={busy}
          />
        )}
        {canNoShow && (
          <ConfirmStep
            id={`${key}-no-show`}
            fields={{ intent: "no-show", id: stay.id }}
            trigger={
              <>
                Mark no-show<span className="sr-only"> {stay.guest.name}</span>
              </>
            }
            triggerClass="btn h-11"
            question={`Mark ${stay.guest.name} as a no-show?`}
            consequence={`The stay at ${where} from ${writtenDay(stay.check_in)} ends unused: the guest can no longer check in. This cannot be undone.`}
            confirmLabel="Confirm no-show"
            keepLabel="Keep the stay"
            asked={asked("no-show")}
            values={sent}
            onConfirm={noShow.post}
            busy={busy}
          />
        )}
      </div>
      {canCheckIn && (
        <details
          className="mt-3 rounded-xl border border-forest-100 p-3"
          open={answer?.intent === "check-in" && !answer.ok}
        >
          <summary className="cursor-pointer font-semibold text-forest-900">
            Check in<span className="sr-only"> {stay.guest.name}</span>
          </summary>
          <checkIn.Form {...checkIn.props} className="mt-3 grid gap-3" aria-label={`Check in ${stay.guest.name}`}>
            <input type="hidden" name="intent" value="check-in" />
            <input type="hidden" name="id" value={stay.id} />
            <SelectField
              {...checkIn.field("id_type", { id: `${key}-id-type` })}
              label="Identity document of the primary guest"
              options={idOptions}
              placeholder="Choose a document"
              defaultValue={sent?.id_type ?? ""}
            />
            <TextField
              {...checkIn.field("id_number", { id: `${key}-id-number` })}
              label="Document number"
              defaultValue={sent?.id_number ?? ""}
              autoComplete="off"
              maxLength={40}
            />
            <button type="submit" className="btn-primary h-11" disabled={busy}>
              Check in guest
            </button>
          </checkIn.Form>
        </details>
      )}
      {canCancel && (
        <details
          className="mt-3 rounded-xl border border-forest-100 p-3"
          open={answer?.intent === "cancel" && !answer.ok}
        >
          <summary className="cursor-pointer font-semibold text-[#b42318]">
            Cancel for the guest<span className="sr-only"> {stay.guest.name}</span>
          </summary>
          <ConfirmStep
            id={`${key}-cancel`}
            fields={{ intent: "cancel", id: stay.id }}
            formClass="mt-3 grid gap-3"
            formLabel={`Cancel the stay of ${stay.guest.name}`}
            trigger="Cancel stay"
            triggerClass="btn h-11 justify-self-start text-[#b42318]"
            question={`Cancel the stay of ${stay.guest.name}?`}
            consequence={`The stay at ${where} from ${writtenDay(stay.check_in)} to ${writtenDay(stay.check_out)} is cancelled and its nights are free for others; the guest is told with your reason. This cannot be undone.`}
            confirmLabel="Confirm cancellation"
            keepLabel="Keep the stay"
            asked={asked("cancel")}
            values={sent}
            onConfirm={cancel.post}
            busy={busy}
          >
            <TextAreaField
              {...cancel.field("reason", { id: `${key}-reason` })}
              label="Reason (the guest reads it)"
              defaultValue={sent?.reason ?? ""}
              rows={3}
              maxLength={500}
            />
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="waive_terms"
                value="yes"
                defaultChecked={sent?.waive_terms === "yes"}
                className="mt-1 h-4 w-4"
              />
              <span>
                Waive the cancellation terms: refund all that was paid (the reason says why). Otherwise what was paid is
                refunded as the terms give today.
              </span>
            </label>
          </ConfirmStep>
        </details>
      )}
    </li>
  );
}
