import { formatRupees } from "./money.ts";
import {
  chargedNightGroups,
  EXTRA_GUEST_CHARGE_PER_NIGHT,
  MAX_ADULTS,
  MAX_CHILDREN,
  plural,
  STAY_TAXES_PER_NIGHT,
  type PriceBreakup,
} from "./stays.ts";

/** Beside the guest selectors of a stay: what the rate covers and what a guest more costs. */
export const EXTRA_GUEST_HINT = `The rate covers ${MAX_ADULTS} adults and ${MAX_CHILDREN} children; each extra guest is ${formatRupees(EXTRA_GUEST_CHARGE_PER_NIGHT)} a night.`;

/** One line of a stay's price breakup as the pages and the e-mails show it (the total is shown apart). */
export interface PriceLine {
  key: "room" | "free-nights" | "coupon" | "extra-guests" | "taxes";
  label: string;
  value: string;
  /** A room line's nights and the price each of them was charged at. */
  room?: { nights: number; price: number };
}

/** How a breakup's lines write money and signs: the pages' ₹ and "−", a plain-text e-mail's "-", a PDF's own rupees. */
export interface PriceLineStyle {
  minus?: string;
  times?: string;
  rupees?: (amount: number) => string;
}

/**
 * A stay's price breakup in lines: room charges for the nights charged (a line per price where rate periods or weekends
 * price its nights apart: "Room charges (2 nights × ₹8,000)", "Room charges (1 night × ₹9,500)"), the free nights of a Full Membership by name
 * (₹0), the coupon's discount, the extra guests' charge, and taxes and fees with what they are for (every night, free
 * ones too). A stay whose nights are all free has no line of 0 nights charged. One rule for the pages, the e-mails and
 * the invoice; `minus` is the sign of a discount ("−" on the pages, "-" in a plain-text e-mail).
 */
export function priceLines(price: PriceBreakup, style: string | PriceLineStyle = "−"): PriceLine[] {
  const { minus = "−", times = "×", rupees = formatRupees } = typeof style === "string" ? { minus: style } : style;
  const { charged, perGuestNight, taxesPerNight } = priceLineRates(price);
  const lines: PriceLine[] = [];
  if (charged > 0 || price.freeNights === 0) {
    const groups = chargedNightGroups(price);
    for (const room of groups.length > 0 ? groups : [{ nights: charged, price: price.pricePerNight }]) {
      lines.push({
        key: "room",
        label: `Room charges (${plural(room.nights, "night", "nights")} ${times} ${rupees(room.price)})`,
        value: rupees(groups.length > 1 ? room.nights * room.price : price.roomCharges),
        room,
      });
    }
  }
  if (price.freeNights > 0) {
    lines.push({
      key: "free-nights",
      label: `Room charges: ${plural(price.freeNights, "free night", "free nights")} (Full Membership)`,
      value: rupees(0),
    });
  }
  if (price.discount > 0)
    lines.push({ key: "coupon", label: `Coupon ${price.couponCode}`, value: `${minus}${rupees(price.discount)}` });
  if (price.extraGuestCharge > 0) {
    lines.push({
      key: "extra-guests",
      label: `Extra guests (${price.extraGuests} ${times} ${rupees(perGuestNight)} ${times} ${plural(price.nights, "night", "nights")})`,
      value: rupees(price.extraGuestCharge),
    });
  }
  const taxesFor = `${plural(price.nights, "night", "nights")} ${times} ${rupees(taxesPerNight)}`;
  lines.push({
    key: "taxes",
    label: price.freeNights > 0 ? `Taxes and fees (${taxesFor}, free nights included)` : `Taxes and fees (${taxesFor})`,
    value: rupees(price.taxes),
  });
  return lines;
}

/**
 * What the lines of a breakup name besides its amounts: the nights charged, and the rates the stay was priced at (a
 * stored stay keeps its own), else today's. The Hindi mails write their own labels with them.
 */
export function priceLineRates(price: PriceBreakup) {
  return {
    charged: price.nights - price.freeNights,
    perGuestNight:
      price.extraGuests > 0 && price.nights > 0
        ? price.extraGuestCharge / (price.extraGuests * price.nights)
        : EXTRA_GUEST_CHARGE_PER_NIGHT,
    taxesPerNight: price.nights > 0 ? Math.round(price.taxes / price.nights) : STAY_TAXES_PER_NIGHT,
  };
}
