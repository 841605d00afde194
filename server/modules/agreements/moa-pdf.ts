import { clubMoment } from "../../../common/club-time.ts";
import { CLUB, colours, PdfWriter, wrap } from "../../platform/pdf.ts";
import {
  leaseSentence,
  MOA_TERMS,
  moaDay,
  moaMemberRows,
  moaRupees,
  moaStepLine,
  partiesSentence,
  type MoaDocument,
  type MoaDraft,
  type MoaWatermark,
} from "./moa-text.ts";

export type { MoaDocument, MoaDraft, MoaWatermark } from "./moa-text.ts";

/** In the keywords of a memorandum whose last page is the signatures page with the Trust's box at CLUB_SIGNATURE_BOX. */
export const SIGNATURE_PAGE_MARK = "signatures-page-v2";

/**
 * The Trust's countersignature on the signatures page (the memorandum's last page), in pdf-lib's points from the
 * bottom-left: "For the Trust:" at LABEL_Y, the signature image in the box standing on its line at y, and the
 * signatory's name, role and time in TEXT_HEIGHT under the line.
 */
export const CLUB_SIGNATURE_BOX = { labelY: 470, x: 56, y: 370, width: 220, height: 80, textHeight: 52 } as const;

export const villaLabel = (villa: { name: string; villaNumber: string | null }) =>
  `${villa.name}${villa.villaNumber ? ` (Villa ${villa.villaNumber})` : ""}`;

/**
 * The memorandum of agreement between the club's trust and a member whose contribution is fully paid: the
 * parties, the villa, the contribution and its payments, the 99-year lease from the day of signing, the terms,
 * and the member's signature image with the time and address it was signed from.
 */
export async function renderMoa(
  data: MoaDocument | MoaDraft,
  options: { watermark?: MoaWatermark } = {},
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(
    `${options.watermark ? `${options.watermark} - ` : ""}Memorandum of Agreement - ${villaLabel(data.villa)}`,
  );
  pdf.doc.setSubject(`Memorandum of agreement of ${data.member.name} for ${villaLabel(data.villa)}`);
  pdf.doc.setKeywords(["memorandum of agreement", "lease", data.reference, SIGNATURE_PAGE_MARK]);
  pdf.letterhead("Memorandum of Agreement");
  pdf.rows([
    ["Agreement reference", data.reference],
    ["Date of agreement", moaDay(data.lease.start)],
    ["Place", "Solan, Himachal Pradesh"],
  ]);
  pdf.rule();

  pdf.text("1. The parties", { bold: true, size: 11, gap: 2 });
  pdf.text(partiesSentence, { gap: 4 });
  pdf.rows(moaMemberRows(data.member));
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
    ["Total contribution", moaRupees(data.plan.total)],
    ["Payment mode", data.plan.mode === "full" ? "Full payment (1 step)" : `Flexible, ${data.plan.stepCount} steps`],
    ["Amount paid", moaRupees(data.plan.amountPaid)],
  ]);
  pdf.space(4);
  pdf.rows(
    data.plan.steps.map((s) => [`Step ${s.step}: ${s.name}`, moaStepLine(s)]),
    { labelWidth: 210 },
  );
  pdf.rule();

  pdf.text("4. The lease", { bold: true, size: 11, gap: 2 });
  pdf.rows([
    ["Term", `${data.lease.years} years`],
    ["Starts on", moaDay(data.lease.start)],
    ["Ends on", moaDay(data.lease.end)],
  ]);
  pdf.space(4);
  pdf.text(leaseSentence(data.lease.years), { gap: 4 });
  pdf.rule();

  pdf.text("5. Terms", { bold: true, size: 11, gap: 2 });
  MOA_TERMS.forEach((term, index) => pdf.text(`5.${index + 1}  ${term}`, { gap: 3 }));
  pdf.rule();

  // the signatures on a page of their own, so that the Trust's countersignature has a known place (CLUB_SIGNATURE_BOX)
  pdf.newPage();
  pdf.text("6. Signatures", { bold: true, size: 11, gap: 4 });
  pdf.text("Signed by the Member:", { colour: colours.muted, gap: 4 });
  if ("signature" in data) {
    await drawSignature(pdf, data.signature);
    pdf.text(data.member.name, { bold: true });
    pdf.text(
      `Signed electronically on ${clubMoment(data.signedAt)}${data.signerIp ? ` from IP address ${data.signerIp}` : ""}.`,
      { size: 9, colour: colours.muted, gap: 8 },
    );
  } else {
    // a draft or a sample: the line the member's signature will stand on, left empty
    pdf.space(84);
    pdf.page.drawLine({
      start: { x: pdf.margin, y: pdf.y },
      end: { x: pdf.margin + 220, y: pdf.y },
      thickness: 0.6,
      color: colours.line,
    });
    pdf.space(4);
    pdf.text(data.member.name, { bold: true });
    pdf.text("Not signed: the Member signs in the member portal.", { size: 9, colour: colours.muted, gap: 8 });
  }
  pdf.y = Math.min(pdf.y, CLUB_SIGNATURE_BOX.labelY);
  pdf.text(`For ${CLUB.name}:`, { colour: colours.muted, gap: 2 });
  const box = CLUB_SIGNATURE_BOX;
  // within the box, which the countersignature covers
  wrap("Awaiting the countersignature of the Trust's authorised signatory.", pdf.fonts, 9, box.width).forEach(
    (line, i) => pdf.draw(line, { x: box.x, y: box.y + box.height / 2 - i * 12, size: 9, colour: colours.muted }),
  );
  pdf.page.drawLine({
    start: { x: box.x, y: box.y },
    end: { x: box.x + box.width, y: box.y },
    thickness: 0.6,
    color: colours.line,
  });
  pdf.y = box.y - CLUB_SIGNATURE_BOX.textHeight - 8;
  pdf.rule();
  pdf.text(
    options.watermark
      ? `This is a ${options.watermark.toLowerCase()} of the memorandum, for reading only: it is not signed, not sealed and binds no one. The memorandum the Member signs is drawn from the same text on the day of signing.`
      : `This memorandum was produced by the club's member portal when the Member signed it. Its reference ${data.reference} and a fingerprint of this file are kept by the Trust to confirm it.`,
    { size: 8, colour: colours.muted },
  );
  if (options.watermark) await drawWatermark(pdf, options.watermark);
  return pdf.bytes();
}

/** A large, light word drawn diagonally across the middle of every page. */
async function drawWatermark(pdf: PdfWriter, word: MoaWatermark) {
  const size = 110;
  const width = pdf.fonts.width(word, size, true);
  for (const page of pdf.doc.getPages()) {
    // the word's middle at the page's centre, turned 45 degrees
    const half = width / 2 / Math.SQRT2;
    const x = page.getWidth() / 2 - half + (size * 0.35) / Math.SQRT2;
    const y = page.getHeight() / 2 - half - (size * 0.35) / Math.SQRT2;
    pdf.fonts.draw(page, word, {
      x,
      y,
      size,
      bold: true,
      colour: colours.accent,
      opacity: 0.14,
      rotate: 45,
      whole: true,
    });
  }
}

/** The signature image, scaled to fit a 220 × 80 pt box, kept to its proportions. */
async function drawSignature(pdf: PdfWriter, signature: MoaDocument["signature"]) {
  const image =
    signature.contentType === "image/png"
      ? await pdf.doc.embedPng(signature.bytes)
      : await pdf.doc.embedJpg(signature.bytes);
  const scale = Math.min(220 / image.width, 80 / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  pdf.space(height + 4);
  pdf.page.drawImage(image, { x: pdf.margin, y: pdf.y + 2, width, height });
  pdf.page.drawLine({
    start: { x: pdf.margin, y: pdf.y },
    end: { x: pdf.margin + 220, y: pdf.y },
    thickness: 0.6,
    color: colours.line,
  });
  pdf.space(4);
}
