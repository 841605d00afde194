import { formatRupees } from "./money.ts";
import { EXTRA_GUEST_CHARGE_PER_NIGHT, MAX_ADULTS, MAX_CHILDREN, plural, type PriceBreakup } from "./stays.ts";

/** Beside the guest selectors of a stay (issue 17): what the rate covers and what a guest more costs. */
export const EXTRA_GUEST_HINT = `The rate covers ${MAX_ADULTS} adults and ${MAX_CHILDREN} children; each extra guest is ${formatRupees(EXTRA_GUEST_CHARGE_PER_NIGHT)} a night.`;

/** One line of a stay's price breakup as the pages and the e-mails show it (the total is shown apart). */
export interface PriceLine {
  key: "room" | "free-nights" | "coupon" | "extra-guests" | "taxes";
  label: string;
  value: string;
}

/**
 * A stay's price breakup in lines (issue 17): room charges for the nights charged, the free nights of a Full
 * Membership (₹0), the coupon's discount, the extra guests' charge, taxes and fees. `minus` is the sign of a discount
 * ("−" on the pages, "-" in a plain-text e-mail).
 */
export function priceLines(price: PriceBreakup, minus = "−"): PriceLine[] {
  const charged = price.nights - price.freeNights;
  // the rate the stay was priced at (a stored stay keeps its own), else today's
  const perGuestNight =
    price.extraGuests > 0 && price.nights > 0 ? price.extraGuestCharge / (price.extraGuests * price.nights) : EXTRA_GUEST_CHARGE_PER_NIGHT;
  const lines: PriceLine[] = [
    {
      key: "room",
      label: `Room charges (${plural(charged, "night", "nights")} × ${formatRupees(price.pricePerNight)})`,
      value: formatRupees(price.roomCharges),
    },
  ];
  if (price.freeNights > 0) {
    lines.push({
      key: "free-nights",
      label: "Free nights (Full Membership)",
      value: `${plural(price.freeNights, "night", "nights")}, ${formatRupees(0)}`,
    });
  }
  if (price.discount > 0)
    lines.push({ key: "coupon", label: `Coupon ${price.couponCode}`, value: `${minus}${formatRupees(price.discount)}` });
  if (price.extraGuestCharge > 0) {
    lines.push({
      key: "extra-guests",
      label: `Extra guests (${price.extraGuests} × ${formatRupees(perGuestNight)} × ${plural(price.nights, "night", "nights")})`,
      value: formatRupees(price.extraGuestCharge),
    });
  }
  lines.push({ key: "taxes", label: "Taxes and fees", value: formatRupees(price.taxes) });
  return lines;
}
