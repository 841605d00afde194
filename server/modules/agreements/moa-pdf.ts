import { clubMoment, writtenClubDay, writtenDay } from "../../../common/club-time.ts";
import { LEASE_YEARS } from "../../../common/portal.ts";
import { formatRupees } from "../../../common/money.ts";
import { CLUB, colours, PdfWriter, wrap } from "../../platform/pdf.ts";

/** Everything the memorandum states; gathered by the agreements service. */
export interface MoaDocument {
  reference: string;
  member: { name: string; email: string; fatherName: string | null; currentAddress: string | null; permanentAddress: string | null };
  villa: { name: string; villaNumber: string | null; type: string; block: string | null; location: string; sqft: number };
  plan: {
    mode: "flexible" | "full";
    stepCount: number;
    total: number;
    amountPaid: number;
    steps: { step: number; name: string; amount: number; paidOn: Date | null; invoiceNumber: string | null }[];
  };
  lease: { years: number; start: string; end: string };
  signature: { bytes: Uint8Array; contentType: string };
  signedAt: Date;
  signerIp: string | null;
}


/** In the keywords of a memorandum whose last page is the signatures page with the Trust's box at CLUB_SIGNATURE_BOX. */
export const SIGNATURE_PAGE_MARK = "signatures-page-v2";

/**
 * The Trust's countersignature on the signatures page (the memorandum's last page), in pdf-lib's points from the
 * bottom-left: "For the Trust:" at LABEL_Y, the signature image in the box standing on its line at y, and the
 * signatory's name, role and time in TEXT_HEIGHT under the line.
 */
export const CLUB_SIGNATURE_BOX = { labelY: 470, x: 56, y: 370, width: 220, height: 80, textHeight: 52 } as const;

export const villaLabel = (villa: { name: string; villaNumber: string | null }) => `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`;

/**
 * The memorandum of agreement between the club's trust and a member whose contribution is fully paid: the
 * parties, the villa, the contribution and its payments, the 99-year lease from the day of signing, the terms,
 * and the member's signature image with the time and address it was signed from.
 */
export async function renderMoa(data: MoaDocument): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Memorandum of Agreement - ${villaLabel(data.villa)}`);
  pdf.doc.setSubject(`Memorandum of agreement of ${data.member.name} for ${villaLabel(data.villa)}`);
  pdf.doc.setKeywords(["memorandum of agreement", "lease", data.reference, SIGNATURE_PAGE_MARK]);
  pdf.letterhead("Memorandum of Agreement");
  pdf.rows([
    ["Agreement reference", data.reference],
    ["Date of agreement", writtenDay(data.lease.start)],
    ["Place", "Solan, Himachal Pradesh"],
  ]);
  pdf.rule();

  pdf.text("1. The parties", { bold: true, size: 11, gap: 2 });
  pdf.text(`This memorandum is made between ${CLUB.name}, ${CLUB.address} (the "Trust"), and the member named below (the "Member").`, { gap: 4 });
  const memberRows: [string, string][] = [
    ["Member", data.member.name],
    ["E-mail", data.member.email],
  ];
  if (data.member.fatherName) memberRows.push(["Father's name", data.member.fatherName]);
  if (data.member.currentAddress) memberRows.push(["Address", data.member.currentAddress]);
  if (data.member.permanentAddress && data.member.permanentAddress !== data.member.currentAddress) {
    memberRows.push(["Permanent address", data.member.permanentAddress]);
  }
  pdf.rows(memberRows);
  pdf.rule();

  pdf.text("2. The villa", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Villa", data.villa.name],
    ["Villa number", data.villa.villaNumber ?? "-"],
    ["Type", data.villa.type],
    ["Block", data.villa.block ?? "-"],
    ["Location", data.villa.location],
    ["Area", `${data.villa.sqft} sq ft`],
  ]);
  pdf.rule();

  pdf.text("3. The contribution", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Total contribution", formatRupees(data.plan.total)],
    ["Payment mode", data.plan.mode === "full" ? "Full payment (1 step)" : `Flexible, ${data.plan.stepCount} steps`],
    ["Amount paid", formatRupees(data.plan.amountPaid)],
  ]);
  pdf.space(4);
  pdf.rows(
    data.plan.steps.map((s) => [
      `Step ${s.step}: ${s.name}`,
      `${formatRupees(s.amount)}${s.paidOn ? `, paid on ${writtenClubDay(s.paidOn)}` : ", not paid"}${s.invoiceNumber ? ` (invoice ${s.invoiceNumber})` : ""}`,
    ]),
    { labelWidth: 210 },
  );
  pdf.rule();

  pdf.text("4. The lease", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Term", `${data.lease.years} years`],
    ["Starts on", writtenDay(data.lease.start)],
    ["Ends on", writtenDay(data.lease.end)],
  ]);
  pdf.space(4);
  pdf.text(
    `In return for the contribution above, received in full, the Trust grants the Member a lease of the villa for ${LEASE_YEARS} years from the date of this memorandum, on the terms below.`,
    { gap: 4 },
  );
  pdf.rule();

  pdf.text("5. Terms", { bold: true, size: 11, gap: 2 });
  const terms = [
    "The Trust keeps the land and the common facilities; the Member holds the villa for the term of the lease and may use it as the club's rules allow.",
    "The Member's stays, free days and club services follow the membership held by the Member, as published by the club from time to time.",
    "The Trust maintains the villa and the common areas; the Member uses them with care and does not alter the villa's structure without the Trust's written consent.",
    "The lease may be transferred or conveyed only through the club's transfer and conveyance procedures, with the Trust's approval.",
    "The contribution is not refundable except as the law requires. This memorandum is governed by the laws of India; the courts at Solan, Himachal Pradesh have jurisdiction.",
  ];
  terms.forEach((term, index) => pdf.text(`5.${index + 1}  ${term}`, { gap: 3 }));
  pdf.rule();

  // the signatures on a page of their own, so that the Trust's countersignature has a known place (CLUB_SIGNATURE_BOX)
  pdf.newPage();
  pdf.text("6. Signatures", { bold: true, size: 11, gap: 4 });
  pdf.text("Signed by the Member:", { colour: colours.muted, gap: 4 });
  await drawSignature(pdf, data.signature);
  pdf.text(data.member.name, { bold: true });
  pdf.text(`Signed electronically on ${clubMoment(data.signedAt)}${data.signerIp ? ` from IP address ${data.signerIp}` : ""}.`, { size: 9, colour: colours.muted, gap: 8 });
  pdf.y = Math.min(pdf.y, CLUB_SIGNATURE_BOX.labelY);
  pdf.text(`For ${CLUB.name}:`, { colour: colours.muted, gap: 2 });
  const box = CLUB_SIGNATURE_BOX;
  // within the box, which the countersignature covers
  wrap("Awaiting the countersignature of the Trust's authorised signatory.", pdf.fonts, 9, box.width).forEach((line, i) =>
    pdf.draw(line, { x: box.x, y: box.y + box.height / 2 - i * 12, size: 9, colour: colours.muted }),
  );
  pdf.page.drawLine({ start: { x: box.x, y: box.y }, end: { x: box.x + box.width, y: box.y }, thickness: 0.6, color: colours.line });
  pdf.y = box.y - CLUB_SIGNATURE_BOX.textHeight - 8;
  pdf.rule();
  pdf.text(
    `This memorandum was produced by the club's member portal when the Member signed it. Its reference ${data.reference} and a fingerprint of this file are kept by the Trust to confirm it.`,
    { size: 8, colour: colours.muted },
  );
  return pdf.bytes();
}

/** The signature image, scaled to fit a 220 × 80 pt box, kept to its proportions. */
async function drawSignature(pdf: PdfWriter, signature: MoaDocument["signature"]) {
  const image = signature.contentType === "image/png" ? await pdf.doc.embedPng(signature.bytes) : await pdf.doc.embedJpg(signature.bytes);
  const scale = Math.min(220 / image.width, 80 / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  pdf.space(height + 4);
  pdf.page.drawImage(image, { x: pdf.margin, y: pdf.y + 2, width, height });
  pdf.page.drawLine({ start: { x: pdf.margin, y: pdf.y }, end: { x: pdf.margin + 220, y: pdf.y }, thickness: 0.6, color: colours.line });
  pdf.space(4);
}
