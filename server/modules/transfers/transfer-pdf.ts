import { TRANSFER_CONSENT_TEXT, type TransferInput } from "../../../common/transfer.ts";
import { colours, PdfWriter } from "../../platform/pdf.ts";

export interface TransferDocument {
  member: { name: string; email: string };
  villa: { name: string; villaNumber: string | null; location: string };
  request: TransferInput;
  signedAt: Date;
  ip?: string;
}

/** The signed transfer request: the villa, the transferee, the reason and the member's typed e-signature with consent. */
export async function renderTransferRequest(data: TransferDocument): Promise<Uint8Array> {
  const { member, villa, request } = data;
  const pdf = await PdfWriter.create(`Transfer request: ${villa.name}`);
  pdf.letterhead("Request to Transfer a Villa Contribution");
  pdf.text("Property", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Villa", `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`],
    ["Location", villa.location],
  ]);
  pdf.rule();
  pdf.text("Contributor (transferor)", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Name", member.name],
    ["E-mail", member.email],
  ]);
  pdf.rule();
  pdf.text("Transferee", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Full name", request.transferee.full_name],
    ["E-mail", request.transferee.email],
    ["Phone", request.transferee.phone],
    ["Relationship", request.transferee.relationship],
    ["Address", request.transferee.address],
  ]);
  pdf.rule();
  pdf.text("Reason for the transfer", { bold: true, size: 11, gap: 2 });
  pdf.text(request.reason, { gap: 4 });
  pdf.rule();
  pdf.text("E-signature and consent", { bold: true, size: 11, gap: 2 });
  pdf.text(`[x] ${TRANSFER_CONSENT_TEXT}`, { gap: 4 });
  pdf.rows([
    ["Signed by typing", request.signature],
    ["Signed on", `${data.signedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`],
    ...(data.ip ? ([["From address", data.ip]] as [string, string][]) : []),
  ]);
  pdf.space(6);
  pdf.text("The club reviews the request and contacts both parties before the transfer takes effect.", {
    size: 9,
    colour: colours.muted,
  });
  return pdf.bytes();
}
