import QRCode from "qrcode";
import type {
  PaymentInstructions,
  PaymentInstructionsTarget,
  TransferInstructionsView,
} from "../../common/payment-instructions";
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
    return await instructionsView(await services.paymentInstructions.forMember(memberId, target));
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return { ok: false, message: refusal.message };
  }
}

/** Instructions as a page shows them: with their UPI QR code drawn here as SVG (a donation's too). */
export async function instructionsView(instructions: PaymentInstructions): Promise<TransferInstructionsView> {
  const qr_svg = await QRCode.toString(instructions.upi_uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { ok: true, instructions, qr_svg };
}
