import type { Tx } from "../db/open.ts";
import type { JobHandler, JobsQueue } from "./jobs-queue.ts";
import type { MailMessage, Mailer } from "./mailer.ts";

/**
 * Mail through the job queue (decision 026): a change puts its mail in its own transaction, and a worker sends it,
 * retried with a backoff until the mail server takes it. A job carries the rendered message and, for a file, only a
 * reference that the worker resolves when it sends: an invoice is rendered (sealed) then, a stored file read then.
 */
export type MailAttachmentRef =
  | { invoice: { kind: "step"; userId: string; propertyId: string; step: number } }
  | { invoice: { kind: "membership"; id: string } }
  | { invoice: { kind: "stay"; userId: string; id: string } }
  /** A villa's maintenance dues bill (maintenance_bills.id): its invoice, or its late fee's. */
  | { invoice: { kind: "maintenance"; id: string } }
  | { invoice: { kind: "maintenance-late-fee"; id: string } }
  /** A programme registration's invoice (programme_registrations.id), a member's or a visitor's. */
  | { invoice: { kind: "programme"; id: string } }
  /** A credit note (credit_notes.id), sealed when the mail is sent like an invoice. */
  | { creditNote: { id: string } }
  /** An owner's monthly rental statement (rental_statements.id), sealed when the mail is sent like an invoice. */
  | { rentalStatement: { id: string } }
  /** A donation's receipt (donation_gifts.id), sealed when the mail is sent like an invoice. */
  | { donationReceipt: { giftId: string } }
  /** A file in the file storage (an executed agreement). */
  | { file: { id: string; filename: string } }
  /** A donor's Form 10BE certificate (donation_certificates.id), read from the storage when sent. */
  | { donationCertificate: { id: string } }
  /** A programme ticket's QR code (its reference), drawn as a PNG when the mail is sent. */
  | { ticketQr: { reference: string } }
  /** A small text file made with the message (a stay's .ics), at most MAX_TEXT_ATTACHMENT characters. */
  | { text: { filename: string; content: string; contentType: string } };

export type MailAttachment = NonNullable<MailMessage["attachments"]>[number];

/** What is recorded once the mail server has taken the mail (a pledge acknowledged, an agreement sent). */
export type MailSentRef =
  | { pledgeAcknowledged: string }
  | { agreementSent: { planId: string; agreementId: string } }
  /** A Form 10BE certificate mailed to its donor (donation_certificates.id). */
  | { certificateMailed: string };

/** The message a job carries: what the mailer sends, with references in place of file bytes. */
export interface QueuedMail extends Omit<MailMessage, "attachments"> {
  attachments?: MailAttachmentRef[];
  afterSent?: MailSentRef;
}

export interface MailQueue {
  /** Queues the mail in `tx`: it is sent once the transaction commits, and never if it rolls back. */
  send(tx: Tx, mail: QueuedMail): Promise<void>;
}

export const MAX_TEXT_ATTACHMENT = 64 * 1024;

export function mailQueue(queue: Pick<JobsQueue, "enqueue">): MailQueue {
  return {
    async send(tx, mail) {
      for (const ref of mail.attachments ?? []) {
        if ("text" in ref && ref.text.content.length > MAX_TEXT_ATTACHMENT)
          throw new Error(`A mail's text attachment is over ${MAX_TEXT_ATTACHMENT} characters`);
      }
      await queue.enqueue(tx, "mail", mail);
    },
  };
}

/** The worker of the mail queue: resolves the attachments and hands the message to the mailer (a failure throws: retried). */
export function mailJobHandler(deps: {
  mailer: Mailer;
  attachment: (ref: Exclude<MailAttachmentRef, { text: unknown }>) => Promise<MailAttachment>;
  sent: (ref: MailSentRef) => Promise<void>;
  logError: (message: string, error: unknown) => void;
}): JobHandler {
  return async (data) => {
    const mail = data as QueuedMail;
    const attachments = await Promise.all(
      (mail.attachments ?? []).map((ref) =>
        "text" in ref
          ? Promise.resolve({
              filename: ref.text.filename,
              content: Buffer.from(ref.text.content, "utf8"),
              contentType: ref.text.contentType,
            })
          : deps.attachment(ref),
      ),
    );
    const { afterSent, ...message } = mail;
    await deps.mailer.send({ ...message, attachments: attachments.length > 0 ? attachments : undefined });
    // the mail has gone: a failure to record it is logged, and the mail is not sent again
    if (afterSent)
      await deps.sent(afterSent).catch((error: unknown) => deps.logError("A sent mail could not be recorded", error));
  };
}
