import { useState } from "react";
import { Form } from "react-router";
import { EXTRA_GUEST_CHARGE_PER_NIGHT, extraGuestsOf, nightsOf } from "../../../common/stays";
import type { StayRequest } from "../../../common/stay-schemas";
import { useVillaTexts } from "./stay-texts";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The villa page's booking box: dates and guests, sent as a plain GET form to /booking-review (it works before
 * the page's scripts run). Check-out is kept after check-in. The guests go up to what the villa sleeps; the rate
 * covers 2 adults and 2 children, more pay the extra guest charge.
 */
export function StayForm({
  propertyId,
  pricePerNight,
  maxAdults,
  maxChildren,
  today,
  initial,
}: {
  propertyId: string;
  pricePerNight: number;
  maxAdults: number;
  maxChildren: number;
  today: string;
  initial: Partial<StayRequest>;
}) {
  const words = useVillaTexts();
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? "");
  const [adults, setAdults] = useState(Math.min(initial.adults ?? 2, maxAdults));
  const [children, setChildren] = useState(Math.min(initial.children ?? 0, maxChildren));
  const nights = checkIn && checkOut && checkOut > checkIn ? nightsOf(checkIn, checkOut) : 0;
  // the estimate before taxes: the nights at the rate and the extra guests (a member's free nights show on the review)
  const estimate = nights * (pricePerNight + extraGuestsOf(adults, children) * EXTRA_GUEST_CHARGE_PER_NIGHT);
  const field = "flex flex-col gap-1.5 text-sm font-semibold text-forest-900";
  return (
    <Form
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
              setCheckIn(value);
              if (checkOut && value && checkOut <= value) setCheckOut("");
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
            onChange={(e) => setCheckOut(e.currentTarget.value)}
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
        {nights > 0 ? words.estimate(nights, words.rupees(estimate)) : ""}
      </p>
      <button type="submit" className="btn-primary mt-3 w-full">
        {words.reserve}
      </button>
    </Form>
  );
}
