import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { AvailabilityNight } from "../../../common/availability-schemas";
import { addClubDays, addClubMonths } from "../../../common/club-time";
import { formatDate, formatMonth, formatRupees, formatWeekday, formatWeekdayDate } from "../../../common/format";
import { MAX_NIGHTS } from "../../../common/stays";
import {
  lastCalendarDay,
  MONDAY_WEEK,
  monthOf,
  monthWeeks,
  pickDay,
  takenRuns,
  windowMonths,
  type CalendarWindow,
  type PickProblem,
  type StayDates,
} from "./calendar-model";
import { useStayTexts } from "./stay-texts";

/** The keys that move between days, and how far (a month: the same day of the next or previous month). */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addClubDays(day, -1),
  ArrowRight: (day) => addClubDays(day, 1),
  ArrowUp: (day) => addClubDays(day, -7),
  ArrowDown: (day) => addClubDays(day, 7),
  Home: (day) => addClubDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7)),
  End: (day) => addClubDays(day, 6 - ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7)),
  PageUp: (day) => addClubMonths(day, -1),
  PageDown: (day) => addClubMonths(day, 1),
};

/** Whether the page's script runs (false in the server's HTML and the first render that hydrates it). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The villa page's availability: two months of nights, the taken ones crossed out and listed in words under each
 * month, Previous and Next month as links (the loader reads the months asked for, so they work without JavaScript).
 * With the page's script each day is a button of a grid — arrow keys, Home, End, Page Up and Down move, Enter or
 * Space picks — and a pick fills the booking form's dates (`onPick`); without it the grid is a table to read and the
 * form's date fields take the dates.
 */
export function AvailabilityCalendar({
  window: shown,
  nights,
  today,
  dates,
  onPick,
  nightOf,
  summary,
}: {
  window: CalendarWindow;
  nights: readonly AvailabilityNight[];
  today: string;
  dates: StayDates;
  onPick: (dates: StayDates) => void;
  nightOf: (day: string) => AvailabilityNight | undefined;
  /** The chosen stay in words with its price (the booking form's estimate), or null. */
  summary: string | null;
}) {
  const { t, language } = useStayTexts();
  const live = useHydrated();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const [focusDay, setFocusDay] = useState(dates.checkIn || shown.from);
  const [info, setInfo] = useState<string | null>(null);
  const wantsFocus = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  const visible = (day: string) => day >= shown.from && day < shown.to;
  // the day that takes Tab: the one last moved to if it shows, else the check-in, else the window's first
  const tabDay = [focusDay, dates.checkIn].find((day) => day && visible(day)) || shown.from;
  const lastDay = lastCalendarDay(today);

  // dates typed in the booking box answer an earlier refusal
  useEffect(() => setProblem(null), [dates.checkIn, dates.checkOut]);

  useEffect(() => {
    if (!wantsFocus.current) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    if (button) {
      wantsFocus.current = false;
      button.focus();
    }
  }, [focusDay, shown.from]);

  const monthHref = (month: string) => {
    const next = new URLSearchParams(params);
    next.set("month", month);
    return `?${next.toString()}`;
  };

  const date = (day: string) => formatDate(day, language);
  const status = (day: string) => {
    const night = nightOf(day);
    if (day < today || !night) return t("calendar.past");
    if (!night.available) return t("calendar.taken");
    const parts = [t("calendar.available", { price: formatRupees(night.price, language) })];
    if (night.closedToArrival) parts.push(t("calendar.noArrival"));
    if (night.minStay > 1) parts.push(t("calendar.minStay", { nights: t("units.nights", { count: night.minStay }) }));
    return parts.join(", ");
  };
  const role = (day: string) => {
    if (day === dates.checkIn) return t("calendar.checkInDay");
    if (day === dates.checkOut) return t("calendar.checkOutDay");
    if (dates.checkIn && dates.checkOut && day > dates.checkIn && day < dates.checkOut) return t("calendar.inStay");
    return null;
  };

  const pick = (day: string) => {
    const result = pickDay(dates, day, nightOf);
    setProblem(result.problem);
    setFocusDay(day);
    if (!result.problem) onPick(result.dates);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    let target = step(day);
    if (target < today) target = today;
    if (target > lastDay) target = lastDay;
    wantsFocus.current = true;
    setFocusDay(target);
    if (!visible(target)) {
      const month = target < shown.from ? monthOf(target) : monthOf(addClubMonths(`${monthOf(target)}-01`, -1));
      navigate(monthHref(month), { preventScrollReset: true });
    }
  };

  const problemText = (p: PickProblem) =>
    p.kind === "tooLong"
      ? t("calendar.problems.tooLong", { nights: t("units.nights", { count: MAX_NIGHTS }) })
      : p.kind === "minStay"
        ? t("calendar.problems.minStay", { date: date(p.day), nights: t("units.nights", { count: p.nights }) })
        : t(`calendar.problems.${p.kind}`, { date: date(p.day) });
  const prompt = problem
    ? problemText(problem)
    : dates.checkIn && dates.checkOut
      ? summary
      : dates.checkIn
        ? t("calendar.chooseCheckOut", { date: date(dates.checkIn) })
        : t("calendar.chooseCheckIn");

  const dayClass = (day: string) => {
    const night = nightOf(day);
    const base = "flex h-10 w-full items-center justify-center rounded-lg text-sm tabular-nums";
    if (day === dates.checkIn || day === dates.checkOut) return `${base} bg-forest-900 font-semibold text-cream-50`;
    if (role(day)) return `${base} bg-forest-100 font-semibold text-forest-900`;
    if (day < today || !night) return `${base} text-ink/70`;
    if (!night.available) return `${base} bg-cream-200 text-ink/75 line-through`;
    return `${base} bg-white font-semibold text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-100`;
  };

  const navLink = (month: string | null, label: string, arrow: string) =>
    month ? (
      <Link
        to={monthHref(month)}
        preventScrollReset
        className="inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
        aria-label={label}
      >
        <span aria-hidden="true">{arrow}</span>
      </Link>
    ) : (
      <span className="inline-flex h-10 min-w-10" aria-hidden="true" />
    );

  return (
    <div>
      <p className="text-ink/85">{t("calendar.intro")}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        {navLink(shown.previous, t("calendar.previous"), "‹")}
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-ink/85">
          <li className="flex items-center gap-1.5">
            <span className="size-4 rounded bg-white ring-1 ring-forest-900/30" aria-hidden="true" />
            {t("calendar.legendFree")}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-4 rounded bg-cream-200 ring-1 ring-forest-900/15" aria-hidden="true" />
            <span className="line-through">{t("calendar.legendTaken")}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-4 rounded bg-forest-900" aria-hidden="true" />
            {t("calendar.legendStay")}
          </li>
        </ul>
        {navLink(shown.next, t("calendar.next"), "›")}
      </div>
      <div ref={grid} className="mt-4 grid gap-6 sm:grid-cols-2">
        {windowMonths(shown.month).map((month) => {
          const [year, number] = month.split("-").map(Number);
          const name = formatMonth(year, number, language);
          const runs = takenRuns(month, nights);
          const days = runs
            .map(([first, last]) =>
              first === last ? `${Number(first.slice(8))}` : `${Number(first.slice(8))}–${Number(last.slice(8))}`,
            )
            .join(", ");
          return (
            <section key={month} aria-labelledby={`${id}-${month}`} className="min-w-0">
              <h3 id={`${id}-${month}`} className="text-center text-lg font-semibold text-forest-900">
                {name}
              </h3>
              <table
                role={live ? "grid" : undefined}
                aria-labelledby={`${id}-${month}`}
                className="mt-2 w-full table-fixed border-separate border-spacing-1"
              >
                <thead>
                  <tr>
                    {MONDAY_WEEK.map((day) => (
                      <th
                        key={day}
                        scope="col"
                        abbr={formatWeekday(day, language, "long")}
                        className="pb-1 text-xs font-semibold text-ink/80"
                      >
                        {formatWeekday(day, language)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week) => (
                    <tr key={week.find(Boolean)}>
                      {week.map((day, i) =>
                        !day ? (
                          <td key={`blank-${i}`} />
                        ) : (
                          <td
                            key={day}
                            aria-selected={
                              live && day >= today ? day === dates.checkIn || day === dates.checkOut : undefined
                            }
                            data-taken={nightOf(day)?.available === false ? "" : undefined}
                          >
                            {live && day >= today && nightOf(day) ? (
                              <button
                                type="button"
                                data-day={day}
                                tabIndex={day === tabDay ? 0 : -1}
                                aria-label={[formatWeekdayDate(day, language), status(day), role(day)]
                                  .filter(Boolean)
                                  .join(", ")}
                                onClick={() => pick(day)}
                                onKeyDown={(event) => move(event, day)}
                                onFocus={() => {
                                  setFocusDay(day);
                                  setInfo(`${formatWeekdayDate(day, language)} · ${status(day)}`);
                                }}
                                onMouseEnter={() => setInfo(`${formatWeekdayDate(day, language)} · ${status(day)}`)}
                                className={dayClass(day)}
                              >
                                {Number(day.slice(8))}
                              </button>
                            ) : (
                              <span className={dayClass(day)}>
                                <span aria-hidden="true">{Number(day.slice(8))}</span>
                                <span className="sr-only">{`${formatWeekdayDate(day, language)}, ${status(day)}`}</span>
                              </span>
                            )}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm text-ink/85">
                {runs.length ? t("calendar.takenIn", { month: name, days }) : t("calendar.noneTaken", { month: name })}
              </p>
            </section>
          );
        })}
      </div>
      {/* the day under the pointer or the focus, for the eye (a screen reader hears the day's own name) */}
      <p className="mt-3 min-h-5 text-sm text-ink/85" aria-hidden="true">
        {live ? info : null}
      </p>
      <p className="mt-1 min-h-6 font-semibold text-forest-900" role="status">
        {live ? prompt : null}
      </p>
    </div>
  );
}
