import type { AgreementEventKind } from "../../../common/agreements.ts";
import { clubMoment } from "../../../common/club-time.ts";
import { colours, PdfWriter } from "../../platform/pdf.ts";
import { documentWords } from "../../platform/pdf-text.ts";
import { CLUB_SIGNATURE_BOX, moaLanguageOf, SIGNATURE_PAGE_MARK } from "./moa-pdf.ts";
import { EXECUTED_PDF_TEXT } from "./pdf-text.ts";

/** A signer as the certificate page states them. */
export interface CertificateSigner {
  name: string;
  role: string;
  signature: { bytes: Uint8Array; contentType: string };
  at: Date;
  ip: string | null;
  /** The signature's ID: the stored signature image's id. */
  signatureId: string;
}

export interface ExecutedAgreement {
  reference: string;
  villa: string;
  /** The memorandum as the member signed it. */
  signedPdf: Uint8Array;
  /** SHA-256 of that PDF (the agreement as first signed). */
  signedSha256: string;
  member: CertificateSigner;
  club: CertificateSigner;
  /** The agreement's public verification page (absolute). */
  verifyUrl: string;
  /** A PNG of the QR code of verifyUrl. */
  qrPng: Uint8Array;
  /** Every event of the agreement until its execution, oldest first. */
  events: { kind: AgreementEventKind; actor: string | null; ip: string | null; at: Date }[];
  /** The certificate the file is sealed with (subject, SHA-256 fingerprint). */
  seal: { subject: string; fingerprint: string; selfSigned: boolean };
}

/**
 * The executed memorandum, before its digital seal: the pages as the member signed them with the Trust's
 * signature drawn in its box on the signatures page, then a signing certificate page (both signers, the hash of
 * the agreement as first signed, a QR code and short link to its verification page) and an audit page. The added
 * words are in the language the memorandum was signed in (its keywords; decision 047), never the member's language
 * of the day: the pages the member signed are what they were.
 */
export async function renderExecutedAgreement(data: ExecutedAgreement): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.load(data.signedPdf);
  const language = moaLanguageOf(doc.getKeywords());
  const w = documentWords(EXECUTED_PDF_TEXT, language);
  const writer = await PdfWriter.onDocument(doc);
  // onDocument opened a fresh page for the certificate: the countersignature goes on the signatures page before it
  const pages = doc.getPages();
  const marked = (doc.getKeywords() ?? "").includes(SIGNATURE_PAGE_MARK);
  let signaturesPage = pages[pages.length - 2];
  if (!marked) {
    // a memorandum made before the signatures had a page of their own: the countersignature gets one
    signaturesPage = doc.insertPage(pages.length - 1, [595.28, 841.89]);
    writer.draw(w.en.countersignatureOf, { page: signaturesPage, x: 56, y: 760, size: 13, bold: true });
    writer.draw(w.en.forTheTrust, {
      page: signaturesPage,
      x: 56,
      y: CLUB_SIGNATURE_BOX.labelY - 10,
      size: 10,
      colour: colours.muted,
    });
  }
  const box = CLUB_SIGNATURE_BOX;
  // the "awaiting" words in the box give way to the signature; a memorandum signed before they were kept within the
  // box has them on one line running past it, to the right margin
  signaturesPage.drawRectangle({
    x: box.x - 2,
    y: box.y + 1,
    width: signaturesPage.getWidth() - writer.margin - box.x + 4,
    height: box.height + 2,
    color: rgb(1, 1, 1),
  });
  const image = await embed(doc, data.club.signature);
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  signaturesPage.drawImage(image, { x: box.x, y: box.y + 2, width: image.width * scale, height: image.height * scale });
  signaturesPage.drawLine({
    start: { x: box.x, y: box.y },
    end: { x: box.x + box.width, y: box.y },
    thickness: 0.6,
    color: colours.line,
  });
  const countersigned = w.below((t) => t.countersignedOn(data.club.at, data.club.ip)).split("\n");
  const lines: [string, boolean][] = [
    [data.club.name, true],
    [data.club.role, false],
    ...countersigned.map((line): [string, boolean] => [line, false]),
  ];
  let y = box.y - 14;
  for (const [line, bold] of lines) {
    writer.draw(line, {
      page: signaturesPage,
      x: box.x,
      y,
      size: bold ? 10 : 9,
      bold,
      colour: bold ? colours.ink : colours.muted,
    });
    y -= 14;
  }

  // the signing certificate
  writer.letterhead(w.beside((t) => t.certificate));
  writer.rows([
    [w.below((t) => t.agreement), `Memorandum of agreement ${data.reference}`],
    [w.below((t) => t.villa), data.villa],
    [w.below((t) => t.status), w.below((t) => t.executedOn(data.club.at))],
  ]);
  writer.space(4);
  writer.text(
    w.below((t) => t.firstSigned),
    { size: 9, colour: colours.muted },
  );
  writer.text(data.signedSha256, { size: 9 });
  writer.rule();
  for (const [title, signer] of [
    [w.beside((t) => t.theMember), data.member],
    [w.beside((t) => t.forTrust), data.club],
  ] as const) {
    writer.text(title, { bold: true, size: 11, gap: 2 });
    const top = writer.y;
    writer.rows(
      [
        // the labels beside their Hindi, on one line each: the certificate stays on one page
        [w.beside((t) => t.name), signer.name],
        [w.beside((t) => t.role), signer.role],
        [w.beside((t) => t.signedOn), clubMoment(signer.at)],
        [w.beside((t) => t.ipAddress), signer.ip ?? w.beside((t) => t.notRecorded)],
        [w.beside((t) => t.signatureId), signer.signatureId],
      ],
      { labelWidth: w.bilingual ? 160 : 90 },
    );
    const signature = await embed(doc, signer.signature);
    const s = Math.min(140 / signature.width, 50 / signature.height, 1);
    writer.page.drawImage(signature, {
      x: writer.margin + writer.width - 140,
      y: top - 60,
      width: signature.width * s,
      height: signature.height * s,
    });
    writer.rule(8);
  }
  writer.text(
    w.beside((t) => t.verify),
    { bold: true, size: 11, gap: 2 },
  );
  const qr = await doc.embedPng(data.qrPng);
  writer.space(4);
  const qrTop = writer.y;
  writer.page.drawImage(qr, { x: writer.margin, y: qrTop - 110, width: 110, height: 110 });
  writer.text(
    w.below((t) => t.scan(data.verifyUrl)),
    { x: 124, size: 9 },
  );
  writer.text(
    w.below((t) => t.sealed(data.seal.subject, data.seal.fingerprint.slice(0, 16), data.seal.selfSigned)),
    { x: 124, size: 8, colour: colours.muted },
  );
  writer.y = Math.min(writer.y, qrTop - 118);

  // the audit page
  writer.newPage();
  writer.letterhead(w.beside((t) => t.audit));
  writer.text(
    w.below((t) => t.auditLead(data.reference)),
    { size: 9, colour: colours.muted, gap: 6 },
  );
  writer.rows(
    data.events.map((event) => {
      const english = `${w.en.events[event.kind]}${event.actor ? ` (${event.actor})` : ""}${event.ip ? `, IP ${event.ip}` : ""}`;
      const hindi = w.only((t) => t.events[event.kind]);
      return [clubMoment(event.at), hindi ? `${english}\n${hindi}` : english];
    }),
    { labelWidth: 170, size: 9 },
  );
  writer.rule();
  writer.text(
    w.below((t) => t.afterExecution),
    { size: 8, colour: colours.muted },
  );
  doc.setKeywords([...(doc.getKeywords() ?? "").split(/\s+/).filter(Boolean), "executed"]);
  doc.setModificationDate(data.club.at);
  return writer.bytes();
}

async function embed(doc: import("pdf-lib").PDFDocument, signature: { bytes: Uint8Array; contentType: string }) {
  return signature.contentType === "image/png" ? doc.embedPng(signature.bytes) : doc.embedJpg(signature.bytes);
}
