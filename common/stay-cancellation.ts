import { differenceInCalendarDays, parseISO } from "date-fns";
import { z } from "./zod.ts";

/**
 * The club's cancellation terms for stays (decision 052): tiers of days before check-in, each with the share of what
 * was paid that a cancellation made then refunds — by default the whole of it 14 days or more before check-in, half
 * from 7 days, nothing after. The days are club days (India time) from the day the cancellation is made to the
 * check-in day. A Full Member's free nights always go back to their year, whatever the tier. The front office edits
 * the terms (`stay_cancellation_terms`); the booking review, the confirmation and its mail say them in words.
 */

export interface CancellationTier {
  /** From this many days before check-in (and up to the tier above it)… */
  days_before: number;
  /** …this percentage of what was paid is refunded. */
  refund_percent: number;
}

/** The terms a club starts with (and the migration seeds): 100% at ≥14 days, 50% at ≥7 days, 0% after. */
export const DEFAULT_CANCELLATION_TIERS: readonly CancellationTier[] = [
  { days_before: 14, refund_percent: 100 },
  { days_before: 7, refund_percent: 50 },
  { days_before: 0, refund_percent: 0 },
];

export const MAX_CANCELLATION_TIERS = 6;
/** The most days before check-in a tier can name (a year). */
export const MAX_TIER_DAYS = 365;

export const cancellationTermsMessages = {
  saved: "Cancellation terms saved",
  terms: "Cancellation terms",
  tiersRequired: "Give at least one tier.",
  tooMany: `At most ${MAX_CANCELLATION_TIERS} tiers.`,
  daysWhole: `Days before check-in are a whole number from 0 to ${MAX_TIER_DAYS}.`,
  percentWhole: "The refund is a whole percentage from 0 to 100.",
  orderDays: "Each tier names fewer days before check-in than the one above it.",
  orderPercent: "A later tier cannot refund more than an earlier one.",
  waiverReason: "Say why the cancellation terms are waived.",
} as const;
const m = cancellationTermsMessages;

const tier = z.object({
  days_before: z.coerce
    .number({ error: m.daysWhole })
    .int(m.daysWhole)
    .min(0, m.daysWhole)
    .max(MAX_TIER_DAYS, m.daysWhole),
  refund_percent: z.coerce
    .number({ error: m.percentWhole })
    .int(m.percentWhole)
    .min(0, m.percentWhole)
    .max(100, m.percentWhole),
});

/** PUT /api/admin/stays/cancellation-terms: the tiers, most days first, each refunding no more than the one above. */
export const cancellationTermsInput = z.object({
  tiers: z
    .array(tier)
    .min(1, m.tiersRequired)
    .max(MAX_CANCELLATION_TIERS, m.tooMany)
    .superRefine((tiers, ctx) => {
      tiers.forEach((t, i) => {
        if (i === 0) return;
        if (t.days_before >= tiers[i - 1].days_before)
          ctx.addIssue({ code: "custom", path: [i, "days_before"], message: m.orderDays });
        else if (t.refund_percent > tiers[i - 1].refund_percent)
          ctx.addIssue({ code: "custom", path: [i, "refund_percent"], message: m.orderPercent });
      });
    }),
});
export type CancellationTermsInput = z.infer<typeof cancellationTermsInput>;

export const cancellationTermsRecord = z.object({
  tiers: z.array(z.object({ days_before: z.number().int(), refund_percent: z.number().int() })),
  /** When the office last changed them; null: the terms the club started with. */
  updated_at: z.string().nullable(),
});
export type CancellationTermsRecord = z.infer<typeof cancellationTermsRecord>;

/** Club days from `today` to the check-in day (0 on the day itself). */
export const daysBeforeCheckIn = (today: string, checkIn: string) =>
  differenceInCalendarDays(parseISO(checkIn), parseISO(today));

/** The percentage the terms refund for a cancellation made `daysBefore` days before check-in (no tier: 0). */
export function refundPercentFor(tiers: readonly CancellationTier[], daysBefore: number): number {
  const sorted = [...tiers].sort((a, b) => b.days_before - a.days_before);
  return sorted.find((t) => daysBefore >= t.days_before)?.refund_percent ?? 0;
}

/** What a cancellation refunds: the share of what was paid, in whole rupees (half a rupee goes to the member). */
export interface StayRefund {
  days_before: number;
  percent: number;
  paid: number;
  refund: number;
  /** The desk waived the terms: the whole of it. */
  waived: boolean;
}

/** The refund of `paid` rupees for a cancellation on `today` of a stay checking in on `checkIn`; waived: all of it. */
export function stayRefund(
  tiers: readonly CancellationTier[],
  stay: { checkIn: string; paid: number },
  today: string,
  waived = false,
): StayRefund {
  const days = daysBeforeCheckIn(today, stay.checkIn);
  const percent = waived ? 100 : refundPercentFor(tiers, days);
  return {
    days_before: days,
    percent,
    paid: stay.paid,
    refund: Math.floor((stay.paid * percent + 50) / 100),
    waived,
  };
}

/**
 * The terms as ranges of days a page or a mail says in words: "14 days or more" (`from`), "7 to 13 days"
 * (`between`), "less than 7 days" (`under`), each with its percentage; most days first. A tier of 0 days is the
 * `under` of the tier above it, and days below the last tier refund nothing.
 */
export type CancellationTermRange =
  | { kind: "from"; days: number; percent: number }
  | { kind: "between"; from: number; to: number; percent: number }
  | { kind: "under"; days: number; percent: number };

export function cancellationTermRanges(tiers: readonly CancellationTier[]): CancellationTermRange[] {
  const sorted = [...tiers].sort((a, b) => b.days_before - a.days_before);
  const ranges: CancellationTermRange[] = [];
  sorted.forEach((t, i) => {
    if (i === 0) {
      ranges.push({ kind: "from", days: t.days_before, percent: t.refund_percent });
      return;
    }
    const above = sorted[i - 1].days_before;
    if (t.days_before === 0) ranges.push({ kind: "under", days: above, percent: t.refund_percent });
    else ranges.push({ kind: "between", from: t.days_before, to: above - 1, percent: t.refund_percent });
  });
  const last = sorted[sorted.length - 1];
  if (last && last.days_before > 0) ranges.push({ kind: "under", days: last.days_before, percent: 0 });
  return ranges;
}

/** The words a language says the terms in (the page's catalogue and the mails' texts give them). */
export interface CancellationTermWords {
  from: (days: number, refund: string) => string;
  between: (from: number, to: number, refund: string) => string;
  under: (days: number, refund: string) => string;
  full: string;
  none: string;
  part: (percent: number) => string;
}

/** The terms in words, a sentence a range. */
export const cancellationTermSentences = (tiers: readonly CancellationTier[], w: CancellationTermWords) =>
  cancellationTermRanges(tiers).map((r) => {
    const refund = r.percent >= 100 ? w.full : r.percent <= 0 ? w.none : w.part(r.percent);
    return r.kind === "from"
      ? w.from(r.days, refund)
      : r.kind === "between"
        ? w.between(r.from, r.to, refund)
        : w.under(r.days, refund);
  });

/** The English of the terms (the office, staff mails, the API's description). */
export const ENGLISH_TERM_WORDS: CancellationTermWords = {
  from: (days, refund) =>
    days === 0 ? `Cancelled before check-in: ${refund}.` : `Cancelled ${days} days or more before check-in: ${refund}.`,
  between: (from, to, refund) =>
    from === to
      ? `Cancelled ${from} ${from === 1 ? "day" : "days"} before check-in: ${refund}.`
      : `Cancelled ${from} to ${to} days before check-in: ${refund}.`,
  under: (days, refund) => `Cancelled less than ${days} ${days === 1 ? "day" : "days"} before check-in: ${refund}.`,
  full: "full refund",
  none: "no refund",
  part: (percent) => `${percent}% refunded`,
};

/** The member's answer before they confirm: "You will be refunded ₹N of ₹M under the club's cancellation terms." */
export const refundPreview = (refund: string, paid: string) =>
  `You will be refunded ${refund} of ${paid} under the club's cancellation terms.`;

/** The office's form of the terms: a row a tier (`days_before_<n>`, `refund_percent_<n>`); rows left empty are none. */
export function cancellationTermsFormInput(form: FormData | Record<string, unknown>) {
  const get = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : form[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const tiers: { days_before: string; refund_percent: string }[] = [];
  for (let i = 0; i < MAX_CANCELLATION_TIERS; i++) {
    const days = get(`days_before_${i}`);
    const percent = get(`refund_percent_${i}`);
    if (days || percent) tiers.push({ days_before: days, refund_percent: percent });
  }
  return { tiers };
}
