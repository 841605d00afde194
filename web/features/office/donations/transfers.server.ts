import { data } from "react-router";
import { TRANSFER_QUEUE_STATUSES, type GiftStatus } from "../../../../common/donation-money";
import { donationRejectInput } from "../../../../common/donation-schema";
import { donationMessages as m } from "../../../../common/donations";
import { isUuid } from "../../../../common/ids";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import type { FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What a decision's post answers: the message and which gift it was about. */
export type DonationTransferFormResult = FormResult & { id?: string };

/** The accounts' queue of gifts by transfer: by status (awaiting by default), the query string the whole state. */
export async function loadDonationTransfers(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.donationTransfers);
  const asked = pageUrl(request).searchParams.get("status");
  const status: GiftStatus = TRANSFER_QUEUE_STATUSES.find((s) => s === asked) ?? "awaiting";
  return { status, items: await services.donationTransfersOffice.list(status) };
}

const answer = (result: DonationTransferFormResult, status = 200) =>
  data<DonationTransferFormResult>(result, { status });

/** Verify or reject (with a reason) a gift by transfer, with or without JavaScript. */
export async function donationTransfersAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.donationTransfers);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) return answer({ ok: false, intent, message: m.pledgeNotFound }, 404);
  try {
    if (intent === "verify") {
      const done = await context.services.donationTransfersOffice.verify(id, actor);
      return answer({
        ok: true,
        intent,
        id,
        message: `Received: receipt ${done.receipt_number} is mailed to the donor.`,
      });
    }
    if (intent === "reject") {
      const parsed = donationRejectInput.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success) {
        const message = parsed.error.issues[0].message;
        return answer({ ok: false, intent, id, message, errors: { reason: message } }, 400);
      }
      await context.services.donationTransfersOffice.reject(id, parsed.data, actor);
      return answer({ ok: true, intent, id, message: "Rejected: the donor is told why." });
    }
    return answer({ ok: false, intent, message: "This form is not known. Please reload the page." }, 400);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, intent, id, message: refusal.message }, refusal.status);
  }
}
