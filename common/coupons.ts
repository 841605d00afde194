import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";
import { MAX_NIGHTS } from "./stays.ts";

/**
 * Stay coupons kept by the office: percent or whole rupees off a stay's room charges, with a
 * minimum stay, dates of validity (club days), a usage limit and an active flag. The price rule that uses them is
 * the server's (server/modules/coupons/service.ts); the query, the form, the answer and the office's words are here.
 */

export const COUPON_KINDS = [
  { value: "percent", label: "Percent off the room charges" },
  { value: "amount", label: "Rupees off the room charges" },
] as const;
export type CouponKind = (typeof COUPON_KINDS)[number]["value"];

/** A coupon's state on a day: switched off, past its last day, not yet started, or in use. */
export const COUPON_STATES = ["active", "upcoming", "expired", "inactive"] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: "Active",
  upcoming: "Not started yet",
  expired: "Expired",
  inactive: "Switched off",
};

/** The list's filter: active (in use or starting later), switched off, or past its last day. */
export const COUPON_FILTERS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Switched off" },
  { value: "expired", label: "Expired" },
] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number]["value"];

/**
 * The conditions the office may set on who uses a coupon, each a checkbox of its form (any together): judged by the
 * price rule on the member who quotes or books (server/modules/coupons/service.ts).
 */
export const COUPON_CONDITIONS = [
  {
    name: "first_stay_only",
    label: "First stay only",
    hint: "Only for a member who has no other stay booked with the club.",
  },
  {
    name: "members_only",
    label: "Members only",
    hint: "Only for a member signed in to their account (not a phone booking).",
  },
  {
    name: "full_members_only",
    label: "Full Members only",
    hint: "Only for a Full Member whose membership year covers the check-in.",
  },
] as const;
export type CouponCondition = (typeof COUPON_CONDITIONS)[number]["name"];

/** A coupon's conditions in words for the office's list: "First stay only, Full Members only", or "" for none. */
export const couponConditionsText = (c: Record<CouponCondition, boolean>) =>
  COUPON_CONDITIONS.filter((k) => c[k.name])
    .map((k) => k.label)
    .join(", ");

export const COUPONS_PAGE_SIZE = 20;
export const COUPONS_MAX_PAGE_SIZE = 50;
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const COUPON_DESCRIPTION_MAX = 200;

export const couponMessages = {
  list: "Coupons",
  created: "Coupon created",
  saved: "Coupon saved",
  noMatch: "No coupons match",
  none: "No coupons yet",
  loadFailed: "The coupons could not be loaded. Please try again.",
  notFound: "We could not find that coupon.",
  codeTaken: "A coupon with that code already exists. Choose another code.",
  code: "Enter a code of 3 to 20 letters and digits, without spaces.",
  description: "Enter a short description for members.",
  descriptionTooLong: `Keep the description to ${COUPON_DESCRIPTION_MAX} characters.`,
  kind: "Choose percent or rupees off.",
  value: "Enter the discount as a whole number above 0.",
  percentTooHigh: "A percent discount can be at most 100.",
  minNights: `Enter the minimum stay as a number of nights from 1 to ${MAX_NIGHTS}.`,
  date: "Enter a date as yyyy-mm-dd.",
  validToBeforeFrom: "The last day must be on or after the first day.",
  usageLimit: "Enter the number of uses as a whole number above 0, or leave it empty for no limit.",
  invalidFilter: "Choose active, switched off or expired.",
} as const;
const m = couponMessages;

const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const day = (label: string) => text(label, { error: m.date }).trim().refine(isRealDay, m.date).nullable();

/** The coupon's fields, each checked alone (POST takes them all; PATCH any of them). */
const couponFields = z.object({
  code: text("the code", { error: m.code })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => COUPON_CODE_PATTERN.test(v), m.code),
  description: text("the description", { error: m.description })
    .trim()
    .min(1, m.description)
    .max(COUPON_DESCRIPTION_MAX, m.descriptionTooLong),
  kind: z.enum(["percent", "amount"], { error: m.kind }),
  value: z.number({ error: m.value }).int(m.value).min(1, m.value).max(10_000_000, m.value),
  min_nights: z.number({ error: m.minNights }).int(m.minNights).min(1, m.minNights).max(MAX_NIGHTS, m.minNights),
  valid_from: day("the first day"),
  valid_to: day("the last day"),
  usage_limit: z
    .number({ error: m.usageLimit })
    .int(m.usageLimit)
    .min(1, m.usageLimit)
    .max(1_000_000, m.usageLimit)
    .nullable(),
  active: z.boolean({ error: "Say whether the coupon is active." }),
  first_stay_only: z.boolean({ error: "Say whether the coupon is for a first stay only." }),
  members_only: z.boolean({ error: "Say whether the coupon is for members only." }),
  full_members_only: z.boolean({ error: "Say whether the coupon is for Full Members only." }),
});

type CouponFieldValues = z.infer<typeof couponFields>;

/** The rules between fields: a percent is at most 100; the last day is not before the first. */
function checkTogether(v: CouponFieldValues, ctx: z.RefinementCtx) {
  if (v.kind === "percent" && v.value > 100)
    ctx.addIssue({ code: "custom", path: ["value"], message: m.percentTooHigh });
  if (v.valid_from && v.valid_to && v.valid_to < v.valid_from)
    ctx.addIssue({ code: "custom", path: ["valid_to"], message: m.validToBeforeFrom });
}

/** POST /api/admin/coupons and the office's form: a whole coupon. Dates and the usage limit may be null (none). */
export const couponInput = couponFields
  .extend({
    min_nights: couponFields.shape.min_nights.default(1),
    valid_from: couponFields.shape.valid_from.default(null),
    valid_to: couponFields.shape.valid_to.default(null),
    usage_limit: couponFields.shape.usage_limit.default(null),
    active: couponFields.shape.active.default(true),
    first_stay_only: couponFields.shape.first_stay_only.default(false),
    members_only: couponFields.shape.members_only.default(false),
    full_members_only: couponFields.shape.full_members_only.default(false),
  })
  .superRefine(checkTogether);
export type CouponInput = z.infer<typeof couponInput>;

/** PATCH /api/admin/coupons/{id}: any of the fields; the service checks the rules between fields on the result. */
export const couponPatch = couponFields.partial();
export type CouponPatch = z.infer<typeof couponPatch>;

/** The same rules on a whole coupon (the stored one with a PATCH applied). */
export const couponWhole = couponFields.superRefine(checkTogether);

export const couponSearchQuery = z.object({
  status: z
    .union([z.enum(["active", "inactive", "expired"], { error: m.invalidFilter }), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  q: listSearch,
  page: listPage,
  limit: listLimit(COUPONS_PAGE_SIZE, COUPONS_MAX_PAGE_SIZE),
});
export type CouponSearchQuery = z.infer<typeof couponSearchQuery>;

export const couponRecord = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.number().int(),
  min_nights: z.number().int(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  active: z.boolean(),
  first_stay_only: z.boolean(),
  members_only: z.boolean(),
  full_members_only: z.boolean(),
  /** Stays booked with the code and not cancelled. */
  uses: z.number().int(),
  state: z.enum(COUPON_STATES),
  updated_at: z.string(),
});
export type CouponRecord = z.infer<typeof couponRecord>;

export const couponList = z.object({
  items: z.array(couponRecord),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CouponList = z.infer<typeof couponList>;

/** A coupon's state on the club day `today` (yyyy-mm-dd). */
export function couponState(
  c: { active: boolean; validFrom: string | null; validTo: string | null },
  today: string,
): CouponState {
  if (!c.active) return "inactive";
  if (c.validTo && c.validTo < today) return "expired";
  if (c.validFrom && c.validFrom > today) return "upcoming";
  return "active";
}

/**
 * A posted office form as the API's fields: numbers from their text, blanks as none (null) for the optional
 * fields and as missing for the others (so the schema says what is missing), the checkbox as a boolean.
 */
export function couponFormInput(form: FormData): Record<string, unknown> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const checked = (name: string) => form.get(name) === "on" || form.get(name) === "true";
  const number = (name: string, blank: null | undefined) => {
    const v = value(name);
    return v === "" ? blank : /^-?\d+$/.test(v) ? Number(v) : v;
  };
  return {
    code: value("code"),
    description: value("description"),
    kind: value("kind") || undefined,
    value: number("value", undefined),
    min_nights: number("min_nights", undefined),
    valid_from: value("valid_from") || null,
    valid_to: value("valid_to") || null,
    usage_limit: number("usage_limit", null),
    active: checked("active"),
    first_stay_only: checked("first_stay_only"),
    members_only: checked("members_only"),
    full_members_only: checked("full_members_only"),
  };
}
