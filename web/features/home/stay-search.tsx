import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { addClubDays, clubToday } from "../../../common/club-time";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  buildAvailabilityQuery,
  DEFAULT_SEARCH,
  SEARCH_GUESTS,
  SEARCH_LOCATIONS,
  SEARCH_PATH,
  SEARCH_ROOMS,
  searchCriteriaFrom,
  type SearchCriteria,
} from "../../../common/search";
import { BedIcon, CalendarIcon, GuestsIcon, PinIcon, PlusIcon } from "./icons";
import { useLocationNames } from "./use-location-names";

const MAX_ROOMS = SEARCH_ROOMS[SEARCH_ROOMS.length - 1].value;

/** The day after a yyyy-mm-dd date (check-out is at least one night after check-in). */
const dayAfter = (date: string) => addClubDays(date, 1);

/**
 * The stay search under the hero. No validation, no call:
 * View Availability navigates client-side to /properties with the non-empty criteria.
 * The round plus button adds a room (up to the largest choice, Room 02).
 * What a visitor chose before the page hydrated is kept: the state starts from the fields as the visitor left
 * them, and View Availability sends what the fields show.
 */
export function StaySearch() {
  const { t } = useTranslation("home");
  const locationNames = useLocationNames();
  const [criteria, setCriteria] = useState<SearchCriteria>(DEFAULT_SEARCH);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  // hydration leaves the fields as they are; the state takes them before anything renders again and resets them
  useLayoutEffect(() => {
    if (form.current) setCriteria(criteriaOf(form.current));
  }, []);
  const id = useId();
  const set = <K extends keyof SearchCriteria>(key: K, value: SearchCriteria[K]) =>
    setCriteria((c) => ({ ...c, [key]: value }));
  const canAddRoom = Number(criteria.rooms) < Number(MAX_ROOMS);
  // the dates start today in the club's calendar; set in the browser, as the home page is served from the page cache
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(clubToday()), []);

  return (
    <form
      ref={form}
      role="search"
      aria-label={t("search.label")}
      method="get"
      action={SEARCH_PATH}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        navigate(buildAvailabilityQuery(criteriaOf(event.currentTarget)));
      }}
      className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-[0_24px_60px_-20px_rgba(16,36,26,0.45)] ring-1 ring-forest-900/10 sm:p-5 lg:grid-cols-[minmax(0,1.35fr)_repeat(4,minmax(0,1fr))_auto_auto] lg:items-center"
    >
      <Field icon={<PinIcon />} className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-location`} className="sr-only">
          {t("search.location")}
        </label>
        <select
          id={`${id}-location`}
          name="location"
          value={criteria.location}
          onChange={(e) => set("location", e.target.value as SearchCriteria["location"])}
          className={selectClass}
        >
          <option value="">{t("search.placeholder")}</option>
          {SEARCH_LOCATIONS.map((l, i) => (
            <option key={l.value} value={l.value}>
              {locationNames[i]}
            </option>
          ))}
        </select>
      </Field>

      <DateField
        id={`${id}-check-in`}
        name="checkIn"
        label={t("search.checkIn")}
        value={criteria.checkIn}
        min={today}
        onChange={(v) => set("checkIn", v)}
      />
      <DateField
        id={`${id}-check-out`}
        name="checkOut"
        label={t("search.checkOut")}
        value={criteria.checkOut}
        min={today && dayAfter(criteria.checkIn > today ? criteria.checkIn : today)}
        onChange={(v) => set("checkOut", v)}
      />

      <Field icon={<BedIcon />}>
        <label htmlFor={`${id}-rooms`} className="sr-only">
          {t("search.rooms")}
        </label>
        <select
          id={`${id}-rooms`}
          name="rooms"
          value={criteria.rooms}
          onChange={(e) => set("rooms", e.target.value)}
          className={selectClass}
        >
          {SEARCH_ROOMS.map((r) => (
            <option key={r.value} value={r.value}>
              {t(`search.roomOptions.${r.value}`)}
            </option>
          ))}
        </select>
      </Field>

      <Field icon={<GuestsIcon />}>
        <label htmlFor={`${id}-guests`} className="sr-only">
          {t("search.guests")}
        </label>
        <select
          id={`${id}-guests`}
          name="guests"
          value={criteria.guests}
          onChange={(e) => set("guests", e.target.value)}
          className={selectClass}
        >
          {SEARCH_GUESTS.map((g) => (
            <option key={g.value} value={g.value}>
              {t(`search.guestOptions.${g.value}`)}
            </option>
          ))}
        </select>
      </Field>

      <div className="col-span-2 flex items-center gap-3 lg:contents">
        <button
          type="button"
          onClick={() => set("rooms", String(Math.min(Number(criteria.rooms) + 1, Number(MAX_ROOMS))))}
          disabled={!canAddRoom}
          title={canAddRoom ? t("search.addRoom") : t("search.maxRooms")}
          aria-label={t("search.addRoom")}
          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-forest-700 text-forest-900 transition-colors hover:bg-forest-100 disabled:cursor-not-allowed disabled:opacity-45"
        >
          <PlusIcon className="h-6 w-6" />
        </button>
        <button type="submit" className="btn-primary h-14 flex-1 px-7 text-base lg:flex-none">
          {t("search.submit")}
        </button>
      </div>
    </form>
  );
}

/** The criteria the form's fields show. */
function criteriaOf(form: HTMLFormElement): SearchCriteria {
  const fields = new FormData(form);
  return searchCriteriaFrom((name) => fields.get(name));
}

const selectClass =
  "h-full w-full cursor-pointer appearance-none rounded-xl bg-transparent pl-10 pr-7 text-sm sm:pl-11 sm:pr-8 font-medium text-ink focus:outline-none";

function Field({ icon, className = "", children }: { icon: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div
      className={`relative h-14 rounded-xl bg-cream-50 ring-1 ring-forest-900/15 focus-within:ring-2 focus-within:ring-focus-ring ${className}`}
    >
      <span className="pointer-events-none absolute left-3 top-1/2 sm:left-3.5 -translate-y-1/2 text-forest-700">
        {icon}
      </span>
      {children}
      <span
        className="pointer-events-none absolute right-3 top-1/2 sm:right-3.5 -translate-y-1/2 text-forest-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 12 12" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />
        </svg>
      </span>
    </div>
  );
}

/**
 * A native date input with a floating label that reads Check-In / Check-Out while empty; the date
 * shows in the browser's local format. Clicking the field opens the native picker.
 */
function DateField({
  id,
  name,
  label,
  value,
  min,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The earliest date the picker offers (yyyy-mm-dd). */
  min?: string;
  onChange: (value: string) => void;
}) {
  const [focused, setFocused] = useState(false);
  const raised = focused || value !== "";
  return (
    <div className="relative h-14 rounded-xl bg-cream-50 ring-1 ring-forest-900/15 focus-within:ring-2 focus-within:ring-focus-ring">
      <span className="pointer-events-none absolute left-3 top-1/2 sm:left-3.5 -translate-y-1/2 text-forest-700">
        <CalendarIcon />
      </span>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        min={min}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={(e) => {
          try {
            e.currentTarget.showPicker();
          } catch {
            // not allowed here (e.g. already open or no user gesture): the field still takes typing
          }
        }}
        className={`h-full w-full cursor-pointer rounded-xl bg-transparent pb-1.5 pl-10 pr-2 pt-5 text-sm font-medium focus:outline-none sm:pl-11 [&::-webkit-calendar-picker-indicator]:hidden ${raised ? "text-ink" : "text-transparent"}`}
      />
      <label
        htmlFor={id}
        className={`pointer-events-none absolute left-10 transition-all sm:left-11 duration-150 ${
          raised
            ? "top-2 text-[0.65rem] font-semibold uppercase tracking-[0.14em] text-forest-700"
            : "top-1/2 -translate-y-1/2 text-sm font-medium text-ink"
        }`}
      >
        {label}
      </label>
    </div>
  );
}
