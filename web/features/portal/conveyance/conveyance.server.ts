import { CONVEYANCE_STEPS, conveyanceMessages as m, otpInput } from "../../../../common/conveyance";
import { serviceRefusal } from "../../../lib/route-errors.server";
import { storeFormFile } from "../../../lib/uploads.server";
import type { PortalContext, PortalFormHandler } from "../portal-context.server";
import { keptValues, type FormResultWithValues } from "../shared/posted-values";
import { FILE_FIELDS, REQUEST_FIELDS, requestFromForm, stepProblems } from "./conveyance-fields";

/** The Conveyance tab: the member's requests, their villa and whether their e-mail is verified. */
export async function loadConveyanceTab({ member, services }: PortalContext) {
  return { conveyance: await services.conveyance.overview(member) };
}

/** The answer of the request form: the step to show (a post made without JavaScript, or a lapsed OTP) and the fields sent. */
export type ConveyanceFormResult = FormResultWithValues & { step?: number };

const LAST = CONVEYANCE_STEPS.length;

/** The OTP typed into the boxes (conveyance-otp-1 … -4), or the `otp` field of an API-like post. */
function otpOf(form: FormData) {
  const boxes = [1, 2, 3, 4]
    .map((n) => form.get(`conveyance-otp-${n}`))
    .filter((value): value is string => typeof value === "string");
  return boxes.length > 0 ? boxes.join("").replace(/\s/g, "") : String(form.get("otp") ?? "");
}

/**
 * Files posted with the form (without JavaScript) stored as the upload API stores them, their addresses put in
 * the fields: only those of the steps the member has passed (`upTo`).
 */
async function storePostedFiles(form: FormData, ctx: PortalContext, values: Record<string, string>, upTo: number) {
  for (const name of FILE_FIELDS) {
    if ((name === "idFile" && upTo < 2) || (name === "document" && upTo < 4)) continue;
    const url = await storeFormFile(ctx.services, ctx.member.id, form.get(`${name}File`), "document");
    if (url) values[name] = url;
  }
}

/** The conveyance posts (intent `conveyance.<name>`): the API's send-otp, verify-otp and the request. */
export const conveyanceActions: Record<string, PortalFormHandler> = {
  async "send-otp"(_form, { member, services }) {
    await services.conveyance.sendOtp(member);
    return { ok: true, message: m.otpSent };
  },

  async "verify-otp"(form, { member, services }) {
    const parsed = otpInput.safeParse({ otp: otpOf(form) });
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? m.enterOtp, field: "otp" };
    await services.conveyance.verifyOtp(member, parsed.data.otp);
    return { ok: true, message: m.otpVerified };
  },

  /**
   * The request (POST /api/conveyance's body). Without JavaScript Back and Next post the form too (`goto`: the
   * step asked for): the steps before it are checked (the OTP verified, the nominee, the document), posted files
   * stored, and the page shows that step with the fields sent; the script moves between the steps itself.
   */
  async submit(form, ctx) {
    const values = keptValues(form, REQUEST_FIELDS);
    const goto = Number(form.get("goto"));
    const moving = Number.isInteger(goto) && goto >= 1 && goto <= LAST;
    const checkUpTo = moving ? goto - 1 : LAST;
    const refuse = (step: number, message: string, errors?: Record<string, string>, status?: number) => {
      const refusal: ConveyanceFormResult & { status?: number } = { ok: false, message, errors, step, values, status };
      return refusal;
    };
    try {
      await storePostedFiles(form, ctx, values, checkUpTo);
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      return refuse(Math.min(checkUpTo, 4), refusal.message, undefined, refusal.status);
    }
    if (checkUpTo >= 1) {
      const { verified_until: until } = await ctx.services.conveyance.overview(ctx.member);
      if (!until || new Date(until).getTime() <= Date.now())
        return refuse(1, m.verifyFirst, undefined, moving ? 400 : 403);
    }
    const body = requestFromForm(values);
    for (let step = 2; step <= checkUpTo; step++) {
      const errors = stepProblems(step, body);
      if (errors) return refuse(step, Object.values(errors)[0] ?? m.submitFailed, errors);
    }
    if (moving) {
      const moved: ConveyanceFormResult = { ok: true, message: "", step: goto, values };
      return moved;
    }
    try {
      await ctx.services.conveyance.submit(ctx.member, body);
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      // a verification that has lapsed meanwhile: back to step 1
      return refuse(refusal.status === 403 ? 1 : LAST, refusal.message, undefined, refusal.status);
    }
    return { ok: true, message: m.submitted };
  },
};
