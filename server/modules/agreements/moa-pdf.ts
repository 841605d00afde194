import { colours, PdfWriter, wrap } from "../../platform/pdf.ts";
import type { Language } from "../../../common/language.ts";
import { documentLanguage, documentWords, type DocumentWords } from "../../platform/pdf-text.ts";
import { hindiStepLine, MOA_PDF_TEXT } from "./pdf-text.ts";
import {
  leaseSentence,
  MOA_TERMS,
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

/** The keyword that carries a memorandum's language to the pages its countersignature adds (executed-pdf.ts). */
export const languageMark = (language: Language) => `language-${language}`;

/** The language a memorandum was drawn in, from its keywords: English for one drawn before memoranda kept it. */
export const moaLanguageOf = (keywords: string | undefined): Language =>
  (keywords ?? "").split(/\s+/).includes(languageMark("hi")) ? "hi" : "en";

/**
 * The memorandum of agreement between the club's trust and a member whose contribution is fully paid: the
 * parties, the villa, the contribution and its payments, the 99-year lease from the day of signing, the terms,
 * and the member's signature image with the time and address it was signed from.
 *
 * In the member's language (`data.language`, decision 047): a Hindi reader's memorandum has its headings, labels and
 * notes in English with the Hindi beside or under them, its clauses in English only, and a Hindi note that the
 * English text binds. Its keywords carry the language, so that the pages added when it is countersigned are in it.
 */
export async function renderMoa(
  data: MoaDocument | MoaDraft,
  options: { watermark?: MoaWatermark } = {},
): Promise<Uint8Array> {
  const language = documentLanguage(data.language);
  const w = documentWords(MOA_PDF_TEXT, language);
  const day = (value: string) => (value.startsWith("[") ? value : w.day(value));
  const pdf = await PdfWriter.create(
    `${options.watermark ? `${options.watermark} - ` : ""}Memorandum of Agreement - ${villaLabel(data.villa)}`,
  );
  pdf.doc.setSubject(`Memorandum of agreement of ${data.member.name} for ${villaLabel(data.villa)}`);
  pdf.doc.setKeywords([
    "memorandum of agreement",
    "lease",
    data.reference,
    SIGNATURE_PAGE_MARK,
    ...(w.bilingual ? [languageMark(language)] : []),
  ]);
  pdf.letterhead(w.beside((t) => t.title));
  pdf.rows([
    [w.below((t) => t.reference), data.reference],
    [w.below((t) => t.date), day(data.lease.start)],
    [w.below((t) => t.place), "Solan, Himachal Pradesh"],
  ]);
  const binding = w.only((t) => t.englishBinds);
  if (binding) {
    pdf.space(4);
    pdf.text(binding, { size: 9, colour: colours.muted });
  }
  pdf.rule();

  pdf.text(
    w.beside((t) => t.parties),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.text(partiesSentence, { gap: 4 });
  pdf.rows(memberRows(data.member, w));
  pdf.rule();

  pdf.text(
    w.beside((t) => t.villaSection),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.villa), data.villa.name],
    [w.below((t) => t.villaNumber), data.villa.villaNumber ?? "-"],
    [w.below((t) => t.type), data.villa.type],
    [w.below((t) => t.block), data.villa.block ?? "-"],
    [w.below((t) => t.location), data.villa.location],
    [w.below((t) => t.area), `${data.villa.sqft} sq ft`],
  ]);
  pdf.rule();

  pdf.text(
    w.beside((t) => t.contribution),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.totalContribution), moaRupees(data.plan.total)],
    [
      w.below((t) => t.paymentMode),
      w.below((t) => (data.plan.mode === "full" ? t.fullPayment : t.flexible(data.plan.stepCount))),
    ],
    [w.below((t) => t.amountPaid), moaRupees(data.plan.amountPaid)],
  ]);
  pdf.space(4);
  pdf.rows(
    data.plan.steps.map((s) => [
      w.below((t) => t.step(s.step, s.name)),
      w.bilingual ? `${moaStepLine(s)}\n${hindiStepLine(s)}` : moaStepLine(s),
    ]),
    { labelWidth: 210 },
  );
  pdf.rule();

  pdf.text(
    w.beside((t) => t.lease),
    { bold: true, size: 11, gap: 2 },
  );
  pdf.rows([
    [w.below((t) => t.term), w.below((t) => t.years(data.lease.years))],
    [w.below((t) => t.startsOn), day(data.lease.start)],
    [w.below((t) => t.endsOn), day(data.lease.end)],
  ]);
  pdf.space(4);
  pdf.text(leaseSentence(data.lease.years), { gap: 4 });
  pdf.rule();

  pdf.text(
    w.beside((t) => t.terms),
    { bold: true, size: 11, gap: 2 },
  );
  const inEnglish = w.only((t) => t.termsInEnglish);
  if (inEnglish) pdf.text(inEnglish, { size: 9, colour: colours.muted, gap: 3 });
  MOA_TERMS.forEach((term, index) => pdf.text(`5.${index + 1}  ${term}`, { gap: 3 }));
  pdf.rule();

  // the signatures on a page of their own, so that the Trust's countersignature has a known place (CLUB_SIGNATURE_BOX)
  pdf.newPage();
  pdf.text(
    w.beside((t) => t.signatures),
    { bold: true, size: 11, gap: 4 },
  );
  pdf.text(
    w.below((t) => t.signedByMember),
    { colour: colours.muted, gap: 4 },
  );
  if ("signature" in data) {
    await drawSignature(pdf, data.signature);
    pdf.text(data.member.name, { bold: true });
    pdf.text(
      w.below((t) => t.signedOn(data.signedAt, data.signerIp)),
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
    pdf.text(
      w.below((t) => t.notSigned),
      { size: 9, colour: colours.muted, gap: 8 },
    );
  }
  pdf.y = Math.min(pdf.y, CLUB_SIGNATURE_BOX.labelY);
  // one line, above the box the countersignature covers
  pdf.text(
    w.beside((t) => t.forTheTrust),
    { colour: colours.muted, gap: 2 },
  );
  const box = CLUB_SIGNATURE_BOX;
  // within the box, which the countersignature covers: from its middle in English, from its top in both languages
  const awaiting = wrap(
    w.below((t) => t.awaitingCountersignature),
    pdf.fonts,
    9,
    box.width,
  );
  const top = w.bilingual ? box.y + box.height - 12 : box.y + box.height / 2;
  awaiting.forEach((line, i) => pdf.draw(line, { x: box.x, y: top - i * 12, size: 9, colour: colours.muted }));
  pdf.page.drawLine({
    start: { x: box.x, y: box.y },
    end: { x: box.x + box.width, y: box.y },
    thickness: 0.6,
    color: colours.line,
  });
  pdf.y = box.y - signatureTextHeight(language) - 8;
  pdf.rule();
  pdf.text(
    w.below((t) => (options.watermark ? t.readingCopy(options.watermark) : t.produced(data.reference))),
    { size: 8, colour: colours.muted },
  );
  if (options.watermark) await drawWatermark(pdf, options.watermark);
  return pdf.bytes();
}

/** The height under the Trust's box its countersignature's lines take: one more for the Hindi of its time. */
export const signatureTextHeight = (language: Language) => CLUB_SIGNATURE_BOX.textHeight + (language === "hi" ? 14 : 0);

/** The member's rows of section 1 (the father's name and addresses when the member gave them), in the document's words. */
function memberRows(member: MoaDraft["member"], w: DocumentWords<(typeof MOA_PDF_TEXT)["en"]>): [string, string][] {
  const rows: [string, string][] = [
    [w.below((t) => t.member), member.name],
    [w.below((t) => t.email), member.email],
  ];
  if (member.fatherName) rows.push([w.below((t) => t.fatherName), member.fatherName]);
  if (member.currentAddress) rows.push([w.below((t) => t.address), member.currentAddress]);
  if (member.permanentAddress && member.permanentAddress !== member.currentAddress)
    rows.push([w.below((t) => t.permanentAddress), member.permanentAddress]);
  return rows;
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
