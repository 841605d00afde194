import {
  OWNER_STAY_REFUSAL_STATUS,
  ownerStayFromForm,
  ownerStayMessages as m,
  ownerStayRequest,
  type OwnerStayBooked,
  type OwnerStayQuote,
} from "../../../../common/owner-stays";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";

/**
 * The dashboard's owner panel (decision 059), for a member who owns a villa: their owner nights left this year, the
 * next owner stay, the villa in or out of the rental pool and this year's earnings from it; and the owner stay form,
 * checked (`step=quote`) or booked (`step=book`) through the portal's action, with or without JavaScript. Null for a
 * member who owns no villa.
 */
export async function loadOwnerPanel(ctx: PortalContext) {
  const stays = await ctx.services.ownerStays.overview(ctx.member.id, { language: ctx.language });
  if (!stays.owner) return null;
  const rental = await ctx.services.rental.overview(ctx.member.id);
  return {
    stays,
    rental: {
      in_pool: rental.in_pool,
      since: rental.current?.from ?? null,
      year: rental.year,
      nights: rental.nights_this_year,
      earnings: rental.by_month.reduce((sum, month) => sum + month.share, 0),
    },
  };
}

/** The owner stay form's answer: the quote (its refusal, if any), the stay booked, the fields as sent. */
export type OwnerStayResult = FormResult & {
  quote?: OwnerStayQuote;
  booked?: OwnerStayBooked;
  values?: Record<string, string>;
  status?: number;
};

const FIELDS = ["propertyId", "checkIn", "checkOut", "adults", "children"] as const;

/** The owner stay form (intent `ownerStays.stay`): the button pressed says whether to check or to book. */
export const ownerStaysActions: Record<string, PortalFormHandler> = {
  async stay(form, ctx) {
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const booking = form.get("step") === "book";
    const checked = checkForm(ownerStayRequest, ownerStayFromForm(form));
    if (!checked.ok) return { ...checked, values } satisfies OwnerStayResult;
    try {
      if (!booking) {
        const quote = await ctx.services.ownerStays.quote(ctx.member.id, checked.data, { language: ctx.language });
        const answer = { quote, values, status: 200 };
        return quote.refusal
          ? ({ ok: false, message: quote.refusal.message, ...answer } satisfies OwnerStayResult)
          : ({ ok: true, message: m.free, ...answer } satisfies OwnerStayResult);
      }
      const outcome = await ctx.services.ownerStays.book({ id: ctx.member.id, ip: ctx.clientAddress }, checked.data);
      if (outcome.refused) {
        const refusal = outcome.refused.refusal!;
        return {
          ok: false,
          message: refusal.message,
          quote: outcome.refused,
          values,
          status: OWNER_STAY_REFUSAL_STATUS[refusal.rule],
        } satisfies OwnerStayResult;
      }
      return { ok: true, message: m.booked, booked: outcome.booked, values } satisfies OwnerStayResult;
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return { ok: false, message: refusal.message, values, status: refusal.status } satisfies OwnerStayResult;
    }
  },
};
