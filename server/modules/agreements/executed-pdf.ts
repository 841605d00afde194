import type { AgreementEventKind } from "../../../common/agreements.ts";
import { clubMoment } from "../../../common/club-time.ts";
import { CLUB, colours, PdfWriter } from "../../platform/pdf.ts";
import { CLUB_SIGNATURE_BOX, SIGNATURE_PAGE_MARK } from "./moa-pdf.ts";

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

export const EVENT_WORDS: Record<AgreementEventKind, string> = {
  created: "Agreement drawn up for the member",
  viewed: "Viewed by the member",
  "draft-opened": "Draft opened by the member before signing",
  "text-shown": "Text read by the member before signing",
  signed: "Signed by the member",
  countersigned: "Countersigned for the Trust",
  sent: "Executed agreement e-mailed to the member",
  downloaded: "Downloaded",
  revoked: "Revoked",
};

/**
 * The executed memorandum, before its digital seal: the pages as the member signed them with the Trust's
 * signature drawn in its box on the signatures page, then a signing certificate page (both signers, the hash of
 * the agreement as first signed, a QR code and short link to its verification page) and an audit page.
 */
export async function renderExecutedAgreement(data: ExecutedAgreement): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.load(data.signedPdf);
  const writer = await PdfWriter.onDocument(doc);
  // onDocument opened a fresh page for the certificate: the countersignature goes on the signatures page before it
  const pages = doc.getPages();
  const marked = (doc.getKeywords() ?? "").includes(SIGNATURE_PAGE_MARK);
  let signaturesPage = pages[pages.length - 2];
  if (!marked) {
    // a memorandum made before the signatures had a page of their own: the countersignature gets one
    signaturesPage = doc.insertPage(pages.length - 1, [595.28, 841.89]);
    writer.draw(`Countersignature of ${CLUB.name}`, { page: signaturesPage, x: 56, y: 760, size: 13, bold: true });
    writer.draw(`For ${CLUB.name}:`, {
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
  const lines: [string, boolean][] = [
    [data.club.name, true],
    [data.club.role, false],
    [
      `Countersigned electronically on ${clubMoment(data.club.at)}${data.club.ip ? ` from IP address ${data.club.ip}` : ""}.`,
      false,
    ],
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
  writer.letterhead("Signing certificate");
  writer.rows([
    ["Agreement", `Memorandum of agreement ${data.reference}`],
    ["Villa", data.villa],
    ["Status", `Executed on ${clubMoment(data.club.at)}`],
  ]);
  writer.space(4);
  writer.text("SHA-256 of the agreement as first signed by the member:", { size: 9, colour: colours.muted });
  writer.text(data.signedSha256, { size: 9 });
  writer.rule();
  for (const [title, signer] of [
    ["The member", data.member],
    ["For the Trust", data.club],
  ] as const) {
    writer.text(title, { bold: true, size: 11, gap: 2 });
    const top = writer.y;
    writer.rows(
      [
        ["Name", signer.name],
        ["Role", signer.role],
        ["Signed on", clubMoment(signer.at)],
        ["IP address", signer.ip ?? "not recorded"],
        ["Signature ID", signer.signatureId],
      ],
      { labelWidth: 90 },
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
  writer.text("Verify this agreement", { bold: true, size: 11, gap: 2 });
  const qr = await doc.embedPng(data.qrPng);
  writer.space(4);
  const qrTop = writer.y;
  writer.page.drawImage(qr, { x: writer.margin, y: qrTop - 110, width: 110, height: 110 });
  writer.text(
    `Scan the code or open ${data.verifyUrl} to see this agreement as the club keeps it, and to check a copy of this file against it.`,
    {
      x: 124,
      size: 9,
    },
  );
  writer.text(
    `This file is digitally signed by the club (${data.seal.subject}; certificate SHA-256 ${data.seal.fingerprint.slice(0, 16)}…). A PDF reader shows it as signed and unmodified; any change breaks the signature.` +
      (data.seal.selfSigned
        ? " The club's certificate is its own, not yet one issued by a certification authority."
        : ""),
    { x: 124, size: 8, colour: colours.muted },
  );
  writer.y = Math.min(writer.y, qrTop - 118);

  // the audit page
  writer.newPage();
  writer.letterhead("Audit trail");
  writer.text(`Memorandum of agreement ${data.reference}: every event until its execution, in India time.`, {
    size: 9,
    colour: colours.muted,
    gap: 6,
  });
  writer.rows(
    data.events.map((event) => [
      clubMoment(event.at),
      `${EVENT_WORDS[event.kind]}${event.actor ? ` (${event.actor})` : ""}${event.ip ? `, IP ${event.ip}` : ""}`,
    ]),
    { labelWidth: 170, size: 9 },
  );
  writer.rule();
  writer.text("Events after the execution (the e-mail to the member, downloads) are kept in the club's records.", {
    size: 8,
    colour: colours.muted,
  });
  doc.setKeywords([...(doc.getKeywords() ?? "").split(/\s+/).filter(Boolean), "executed"]);
  doc.setModificationDate(data.club.at);
  return writer.bytes();
}

async function embed(doc: import("pdf-lib").PDFDocument, signature: { bytes: Uint8Array; contentType: string }) {
  return signature.contentType === "image/png" ? doc.embedPng(signature.bytes) : doc.embedJpg(signature.bytes);
}
