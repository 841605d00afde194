import QRCode from "qrcode";
import { agreementSent } from "../modules/agreements/office.ts";
import { memberStayInvoice } from "../modules/bookings/stays.ts";
import { donationReceiptOfGift } from "../modules/donations/receipts.ts";
import { rentalStatementPdf } from "../modules/rental/service.ts";
import { certificateBytes, certificateMailed } from "../modules/donations/certificates.ts";
import { pledgeAcknowledged } from "../modules/donations/service.ts";
import { storedFileBytes } from "../modules/files/service.ts";
import { membershipInvoiceById } from "../modules/membership/service.ts";
import { invoiceData, sealedStepInvoice } from "../modules/payments/service.ts";
import { programmeInvoiceById } from "../modules/programme/invoice.ts";
import { creditNotePdf } from "../modules/refunds/credit-notes.ts";
import { sealInvoiceOnce } from "../modules/verification/issued-invoices.ts";
import { mailJobHandler, type MailAttachment, type MailAttachmentRef } from "../platform/mail-queue.ts";
import type { Platform } from "./platform.ts";

/**
 * The mail queue's worker (decision 026): a queued mail's attachment is made when the mail is sent (an invoice or a
 * credit note rendered and sealed as a download is, a stored file read), and what the mail stands for is recorded once it is sent.
 */
export function handleMailJobs(platform: Platform) {
  const attachment = async (ref: Exclude<MailAttachmentRef, { text: unknown }>): Promise<MailAttachment> => {
    const pdf = (filename: string, bytes: Uint8Array) => ({
      filename,
      content: Buffer.from(bytes),
      contentType: "application/pdf",
    });
    if ("ticketQr" in ref) {
      // a ticket's QR code holds its reference alone: the desk's scanner reads it into the check-in
      const png = await QRCode.toBuffer(ref.ticketQr.reference, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 2,
        width: 320,
      });
      return { filename: `ticket-${ref.ticketQr.reference}.png`, content: png, contentType: "image/png" };
    }
    if ("file" in ref) {
      const file = await storedFileBytes(platform, ref.file.id);
      return { filename: ref.file.filename, content: file.bytes, contentType: file.contentType };
    }
    if ("rentalStatement" in ref) {
      const statement = await rentalStatementPdf(platform, ref.rentalStatement.id);
      return pdf(statement.name, statement.bytes);
    }
    if ("donationReceipt" in ref) {
      const receipt = await donationReceiptOfGift(platform, ref.donationReceipt.giftId);
      return pdf(receipt.name, receipt.bytes);
    }
    if ("donationCertificate" in ref) {
      const certificate = await certificateBytes(platform, ref.donationCertificate.id);
      return pdf(certificate.name, certificate.bytes);
    }
    if ("creditNote" in ref) {
      const note = await creditNotePdf(platform, ref.creditNote.id);
      return pdf(note.name, note.bytes);
    }
    const invoice = ref.invoice;
    if (invoice.kind === "step") {
      const data = await invoiceData(platform, invoice.userId, invoice.propertyId, invoice.step);
      return pdf(`invoice-${data.step.invoiceNumber}.pdf`, await sealedStepInvoice(platform, data));
    }
    if (invoice.kind === "maintenance" || invoice.kind === "maintenance-late-fee") {
      const found = await sealInvoiceOnce(platform, invoice.kind, invoice.id);
      return pdf(`invoice-${found.number}.pdf`, found.bytes);
    }
    if (invoice.kind === "membership") {
      const found = await membershipInvoiceById(platform, invoice.id);
      if (!found) throw new Error(`The membership ${invoice.id} has no invoice`);
      return pdf(`invoice-${found.number}.pdf`, found.bytes);
    }
    if (invoice.kind === "programme") {
      const found = await programmeInvoiceById(platform, invoice.id);
      if (!found) throw new Error(`The programme registration ${invoice.id} has no invoice`);
      return pdf(`invoice-${found.number}.pdf`, found.bytes);
    }
    const stay = await memberStayInvoice(platform, invoice.userId, invoice.id);
    return pdf(stay.name, stay.pdf);
  };
  platform.jobsQueue.handle(
    "mail",
    mailJobHandler({
      mailer: platform.mailer,
      attachment,
      sent: async (ref) => {
        if ("pledgeAcknowledged" in ref) await pledgeAcknowledged(platform.db, ref.pledgeAcknowledged);
        else if ("certificateMailed" in ref) await certificateMailed(platform.db, ref.certificateMailed);
        else await agreementSent(platform.db, ref.agreementSent);
      },
      logError: platform.logError,
    }),
  );
}
