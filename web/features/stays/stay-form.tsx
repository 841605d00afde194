import { useState } from "react";
import { Form } from "react-router";
import { extraGuestsOf, nightsOf } from "../../../common/stays";
import type { StayRequest } from "../../../common/stay-schemas";
import { stayEstimate, type StayDates } from "./calendar-model";
import { useVillaTexts } from "./stay-texts";

/** The booking box's form, which the calendar's "Review these dates" submits too. */
export const STAY_FORM_ID = "stay-form";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The stay being chosen on the villa page: its dates (the calendar's picks or the date fields) and its party. */
export function useStayChoice(initial: Partial<StayRequest>, villa: { maxAdults: number; maxChildren: number }) {
  const [dates, setDates] = useState<StayDates>({ checkIn: initial.checkIn ?? "", checkOut: initial.checkOut ?? "" });
  const [adults, setAdults] = useState(Math.min(initial.adults ?? 2, villa.maxAdults));
  const [children, setChildren] = useState(Math.min(initial.children ?? 0, villa.maxChildren));
  const nights =
    dates.checkIn && dates.checkOut && dates.checkOut > dates.checkIn ? nightsOf(dates.checkIn, dates.checkOut) : 0;
  return { dates, setDates, adults, setAdults, children, setChildren, nights };
}
export type StayChoice = ReturnType<typeof useStayChoice>;

/**
 * The estimate of a chosen stay as the quote prices it before a member's free nights and a coupon: its nights' prices
 * summed (`room`, null while a night's price is not known here), the extra guests, taxes and fees. The booking
 * review's quote is the price.
 */
export function choiceEstimate(choice: StayChoice, room: number | null): number | null {
  if (!choice.nights || room === null) return null;
  return stayEstimate(room, choice.nights, extraGuestsOf(choice.adults, choice.children));
}

/**
 * The villa page's booking box: dates and guests, sent as a plain GET form to /booking-review (it works before
 * the page's scripts run). Check-out is kept after check-in. The guests go up to what the villa sleeps; the rate
 * covers 2 adults and 2 children, more pay the extra guest charge. The dates are shared with the availability
 * calendar (`choice`), and the estimate is the one it shows.
 */
export function StayForm({
  propertyId,
  pricePerNight,
  maxAdults,
  maxChildren,
  today,
  choice,
  estimate,
}: {
  propertyId: string;
  pricePerNight: number;
  maxAdults: number;
  maxChildren: number;
  today: string;
  choice: StayChoice;
  /** The chosen stay's estimate with taxes and fees, null while it is not known. */
  estimate: number | null;
}) {
  const words = useVillaTexts();
  const { dates, setDates, adults, setAdults, children, setChildren, nights } = choice;
  const { checkIn, checkOut } = dates;
  const field = "flex flex-col gap-1.5 text-sm font-semibold text-forest-900";
  return (
    <Form
      id={STAY_FORM_ID}
      method="get"
      action="/booking-review"
      aria-labelledby="book-heading"
      className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-forest-900/10"
    >
      <h2 id="book-heading" className="text-2xl font-semibold text-forest-900">
        {words.bookHeading}
      </h2>
      <p className="mt-2">
        <span className="text-2xl font-semibold text-forest-900">{words.rupees(pricePerNight)}</span>{" "}
        <span className="text-sm text-ink/80">{words.perNight}</span>
      </p>
      <p className="text-xs text-ink/75">{words.taxes}</p>
      <input type="hidden" name="propertyId" value={propertyId} />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <label className={field}>
          {words.checkIn}
          <input
            type="date"
            name="checkIn"
            required
            min={today}
            value={checkIn}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDates({ checkIn: value, checkOut: checkOut && value && checkOut <= value ? "" : checkOut });
            }}
            className="field h-11"
          />
        </label>
        <label className={field}>
          {words.checkOut}
          <input
            type="date"
            name="checkOut"
            required
            min={checkIn || today}
            value={checkOut}
            onChange={(e) => setDates({ checkIn, checkOut: e.currentTarget.value })}
            className="field h-11"
          />
        </label>
        <label className={field}>
          {words.adults}
          <select
            name="adults"
            value={String(adults)}
            onChange={(e) => setAdults(Number(e.currentTarget.value))}
            aria-describedby="stay-guests-hint"
            className="field h-11"
          >
            {range(1, maxAdults).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.children}
          <select
            name="children"
            value={String(children)}
            onChange={(e) => setChildren(Number(e.currentTarget.value))}
            aria-describedby="stay-guests-hint"
            className="field h-11"
          >
            {range(0, maxChildren).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p id="stay-guests-hint" className="col-span-2 text-xs text-ink/75">
          {words.guestsHint}
        </p>
      </div>
      <p className="mt-4 min-h-5 text-sm text-ink/85" aria-live="polite">
        {nights > 0 ? (estimate === null ? words.nights(nights) : words.estimate(nights, words.rupees(estimate))) : ""}
      </p>
      {nights > 0 && estimate !== null ? <p className="text-xs text-ink/75">{words.estimateNote}</p> : null}
      <button type="submit" className="btn-primary mt-3 w-full">
        {words.reserve}
      </button>
    </Form>
  );
}
