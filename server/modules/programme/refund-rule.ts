import { eq, sql } from "drizzle-orm";
import { writtenDay } from "../../../common/club-time.ts";
import type { Tx } from "../../db/open.ts";
import { programmeRegistrations, refunds } from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue, QueuedMail } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import type { AuditActor } from "../audit/service.ts";
import { issueCreditNote } from "../refunds/credit-notes.ts";
import { oweRefund, refundOnline, type RefundRow, type RefundsDeps } from "../refunds/service.ts";
import type { ItemRow, SessionRow } from "./records.ts";

/**
 * The programme's refund rule (decision 050) and the booker's mail, below the booker's and the office's changes and
 * the payment's credit (so the payment, reached from Razorpay's purposes, imports nothing of the programme's deps).
 */

type RegistrationRow = typeof programmeRegistrations.$inferSelect;

/** What is still to be owed back on a registration: its amount less every refund already owed for it. */
async function leftToRefund(tx: Tx, registration: RegistrationRow): Promise<number> {
  const [{ owed }] = await tx
    .select({ owed: sql<number>`coalesce(sum(${refunds.amountOwed}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.programmeRegistrationId, registration.id));
  return Math.max(0, registration.amount - owed);
}

/**
 * Owes back what was paid for a registration, in the caller's transaction: `share` rupees for a cancelled session
 * (its registration's share), else all that is left. Nothing for a registration not paid. The refund goes through
 * Razorpay after the commit (`refundOnline`), to a member or to the visitor who booked. The registration cancelled
 * (all that is left owed back) credits its invoice: a credit note of that amount, in the same transaction, billed as
 * the invoice was (decision 055); a session's share has none (an invoice is credited once).
 */
export async function oweRegistrationRefund(
  tx: Tx,
  registration: RegistrationRow,
  item: Pick<ItemRow, "title">,
  actor: AuditActor | null,
  session?: { row: SessionRow; share: number },
): Promise<RefundRow | null> {
  if (!registration.paidAt || registration.amount <= 0) return null;
  const amount = session
    ? Math.min(session.share, await leftToRefund(tx, registration))
    : await leftToRefund(tx, registration);
  if (amount <= 0) return null;
  const what = session
    ? `${item.title}: the session of ${writtenDay(session.row.day)} cancelled (registration ${registration.reference})`
    : `${item.title}: registration ${registration.reference} cancelled`;
  const creditNote =
    !session && registration.invoiceNumber && registration.paidAt
      ? await issueCreditNote(tx, {
          userId: registration.userId,
          language: mailLanguage(registration.language),
          invoice: {
            kind: "programme",
            number: registration.invoiceNumber,
            issuedAt: registration.paidAt,
            programmeRegistrationId: registration.id,
          },
          billedTo: { name: registration.bookerName, email: registration.bookerEmail },
          lines: [{ description: what, amount }],
          reason: registration.cancelReason ?? "Registration cancelled",
          actor,
        })
      : null;
  return oweRefund(tx, {
    kind: "programme-cancelled",
    userId: registration.userId,
    what,
    amount,
    razorpayPaymentId: registration.razorpayPaymentId,
    creditNoteId: creditNote?.id ?? null,
    programmeRegistrationId: registration.id,
    programmeSessionId: session?.row.id ?? null,
    actor,
  });
}

/** The credit note a refund was owed with, as a mail's attachment (sealed when the mail is sent). */
export const creditNoteAttachment = (refund: RefundRow | null): QueuedMail["attachments"] =>
  refund?.creditNoteId ? [{ creditNote: { id: refund.creditNoteId } }] : [];

/** Each refund owed through Razorpay tried now, after the commit (a failure is logged and retried by the upkeep). */
export async function refundAfterCommit(deps: RefundsDeps, owed: (RefundRow | null)[]): Promise<void> {
  for (const refund of owed) if (refund?.method === "razorpay") await refundOnline(deps, refund.id);
}

/** A mail to a registration's booker, in their language, queued in the caller's transaction. */
export async function mailBooker(
  deps: { mail: MailQueue; publicUrl: string },
  tx: Tx,
  registration: RegistrationRow,
  mail: {
    subject: string;
    paragraphs: string[];
    reason?: string;
    afterReason?: string[];
    summary: string;
    attachments?: QueuedMail["attachments"];
  },
) {
  await deps.mail.send(
    tx,
    noticeMail({
      to: registration.bookerEmail,
      name: registration.bookerName,
      language: mailLanguage(registration.language),
      publicUrl: deps.publicUrl,
      ...mail,
    }),
  );
}
