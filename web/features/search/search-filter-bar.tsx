import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import {
  DEFAULT_ADULTS,
  DEFAULT_ROOMS,
  FILTER_PARAMS,
  PROPERTY_SEARCH_LOCATIONS,
  SEARCH_ADULT_OPTIONS,
  SEARCH_ROOM_OPTIONS,
  withFilter,
} from "../../../common/property-search";
import { SEARCH_PATH } from "../../../common/search";
import { useCatalogueWords } from "../../lib/catalogue-words";
import { useSearchTexts } from "./search-texts";

interface Draft {
  location: string;
  checkIn: string;
  checkOut: string;
  rooms: string;
  guests: string;
}

const oneOf = (value: string | null, options: readonly { value: string }[], fallback: string) =>
  options.some((o) => o.value === value) ? value! : fallback;

function draftFrom(search: URLSearchParams): Draft {
  return {
    location: (search.get("location") ?? "").toLowerCase(),
    checkIn: search.get("checkIn") ?? "",
    checkOut: search.get("checkOut") ?? "",
    rooms: oneOf(search.get("rooms"), SEARCH_ROOM_OPTIONS, DEFAULT_ROOMS),
    guests: oneOf(search.get("guests"), SEARCH_ADULT_OPTIONS, DEFAULT_ADULTS),
  };
}

/** The day after a YYYY-MM-DD date, or "" when it is not one. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return "";
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Typing a date fires a change per digit; wait for a pause before searching. */
const DATE_SETTLE_MS = 700;

/**
 * The filter bar of /properties: location, check-in, check-out, rooms and adults. A change applies
 * at once (dates after a short pause), keeps the sidebar's filters and goes back to page 1. A
 * plain GET form underneath, so Search works before the page has hydrated.
 * `search` is the address being shown, or the one on its way while a search loads. The dates start at
 * `today` (the club's, yyyy-mm-dd): a stay cannot begin in the past (the search refuses it, as booking does).
 */
export function SearchFilterBar({ search, today }: { search: URLSearchParams; today: string }) {
  const { t } = useSearchTexts();
  const words = useCatalogueWords();
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(search));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const key = search.toString();
  // a date applies after a pause: by then the address may have moved on (sidebar), so read it afresh
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });

  // follow the address when it changes from elsewhere (sidebar, Clear All, back button)
  useEffect(() => {
    setDraft(draftFrom(new URLSearchParams(key)));
  }, [key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: Draft) => {
    clearTimeout(timer.current);
    const current = latest.current;
    const params = withFilter(current, { ...next });
    if (params.toString() === current.toString()) return;
    navigate(`${SEARCH_PATH}?${params}`, { preventScrollReset: true });
  };
  const change = (patch: Partial<Draft>, settle = false) => {
    const next = { ...draft, ...patch };
    // a check-in on or after the check-out moves the check-out to the next day
    if (patch.checkIn && next.checkOut && next.checkOut <= patch.checkIn) next.checkOut = dayAfter(patch.checkIn);
    setDraft(next);
    clearTimeout(timer.current);
    if (settle) timer.current = setTimeout(() => apply(next), DATE_SETTLE_MS);
    else apply(next);
  };

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={t("bar.label")}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
      className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-[0_24px_60px_-20px_rgba(16,36,26,0.45)] ring-1 ring-forest-900/10 sm:p-5 lg:grid-cols-[minmax(0,1.3fr)_repeat(2,minmax(0,1fr))_repeat(2,minmax(0,0.8fr))_auto] lg:items-end"
    >
      {FILTER_PARAMS.map((name) => {
        const value = search.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <Field id={`${id}-location`} label={t("bar.location")} className="col-span-2 lg:col-span-1">
        <select
          id={`${id}-location`}
          name="location"
          value={draft.location}
          onChange={(e) => change({ location: e.target.value })}
          className={control}
        >
          <option value="">{t("bar.placeholder")}</option>
          {PROPERTY_SEARCH_LOCATIONS.map((l) => (
            <option key={l.value} value={l.value}>
              {words.location(l.value)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-check-in`} label={t("bar.checkIn")}>
        <input
          id={`${id}-check-in`}
          name="checkIn"
          type="date"
          value={draft.checkIn}
          min={today}
          onChange={(e) => change({ checkIn: e.target.value }, true)}
          className={control}
        />
      </Field>
      <Field id={`${id}-check-out`} label={t("bar.checkOut")}>
        <input
          id={`${id}-check-out`}
          name="checkOut"
          type="date"
          value={draft.checkOut}
          min={dayAfter(draft.checkIn && draft.checkIn >= today ? draft.checkIn : today)}
          onChange={(e) => change({ checkOut: e.target.value }, true)}
          className={control}
        />
      </Field>
      <Field id={`${id}-rooms`} label={t("bar.rooms")}>
        <select
          id={`${id}-rooms`}
          name="rooms"
          value={draft.rooms}
          onChange={(e) => change({ rooms: e.target.value })}
          className={control}
        >
          {SEARCH_ROOM_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`bar.roomOptions.${o.value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-adults`} label={t("bar.adults")}>
        <select
          id={`${id}-adults`}
          name="guests"
          value={draft.guests}
          onChange={(e) => change({ guests: e.target.value })}
          className={control}
        >
          {SEARCH_ADULT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`bar.adultOptions.${o.value}`)}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className="btn-primary col-span-2 h-12 px-7 text-base lg:col-span-1">
        {t("bar.search")}
      </button>
    </Form>
  );
}

const control =
  "h-12 w-full min-w-0 rounded-xl border-0 bg-cream-50 px-3 text-sm font-medium text-ink ring-1 ring-forest-900/20 focus:outline-none focus:ring-2 focus:ring-focus-ring";

function Field({
  id,
  label,
  className = "",
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-forest-700">
        {label}
      </label>
      {children}
    </div>
  );
}
