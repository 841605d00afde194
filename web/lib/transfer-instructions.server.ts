import QRCode from "qrcode";
import type { PaymentInstructionsTarget, TransferInstructionsView } from "../../common/payment-instructions";
import type { AppContext } from "./app-context.server";
import { serviceRefusal } from "./route-errors.server";

/**
 * A page's instructions for a bank transfer (for its loader): the service's answer with the UPI QR code drawn here,
 * on the server, as SVG (so it shows before JavaScript); a refusal (the club's bank details not yet filled in,
 * nothing to pay) becomes the sentence the page shows instead.
 */
export async function transferInstructions(
  services: AppContext["services"],
  memberId: string,
  target: PaymentInstructionsTarget,
): Promise<TransferInstructionsView> {
  try {
    const instructions = await services.paymentInstructions.forMember(memberId, target);
    const qr_svg = await QRCode.toString(instructions.upi_uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { ok: true, instructions, qr_svg };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return { ok: false, message: refusal.message };
  }
}
