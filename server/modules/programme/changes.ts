import { asc, eq, sql } from "drizzle-orm";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { programmeMessages as m } from "../../../common/programme.ts";
import type { CancelledRegistration, RegistrationRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { recordAudit } from "../audit/service.ts";
import { creditNoteAttachment, mailBooker, oweRegistrationRefund, refundAfterCommit } from "./refund-rule.ts";
import type { ProgrammeDeps } from "./deps.ts";
import { giveBackSeats } from "./seats.ts";
import { programmeInvoicePdf } from "./invoice.ts";
import { isRegistrationToken, registrationInvoicePath, type LinkDeps } from "./links.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { cancelUntil, registrationRecords } from "./records.ts";
import { offerFreedPlaces } from "./waitlist.ts";

/**
 * Changes to registrations (decision 050): a booker cancels within the item's terms (the signed-in member, or a visitor
 * by the signed link of their confirmation), the places go back and are offered to the waiting list, and a paid
 * place is owed back — through Razorpay, as every programme place is paid online (server/modules/refunds), or, were
 * one paid otherwise, into the accounts' refunds queue. The office's cancellations of a session or an item use the
 * same refund rule (office-changes.ts).
 */

export type RegistrationRow = typeof programmeRegistrations.$inferSelect;

export { creditNoteAttachment, mailBooker, oweRegistrationRefund, refundAfterCommit } from "./refund-rule.ts";

/** How a booker reaches their registration: signed in (a member's own), or by the signed link of their mail. */
export interface BookerAccess {
  memberId?: string | null;
  token?: string | null;
  ip?: string;
}

async function registrationFor(
  deps: Pick<LinkDeps, "feedSecret">,
  tx: Db | Tx,
  reference: string,
  access: BookerAccess,
  lock = false,
) {
  const query = tx
    .select({ registration: programmeRegistrations, item: programmeItems })
    .from(programmeRegistrations)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeRegistrations.itemId))
    .where(eq(sql`upper(${programmeRegistrations.reference})`, reference.trim().toUpperCase()))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: programmeRegistrations }) : await query;
  const owner = !!found && !!access.memberId && found.registration.userId === access.memberId;
  const signed = !!found && !!access.token && isRegistrationToken(deps, found.registration.reference, access.token);
  if (!found || !(owner || signed))
    throw new AppError(404, access.token ? m.registrationLinkInvalid : m.registrationNotFound);
  return found;
}

/** GET /api/events/registrations/{reference}: the booker's registration (their own, or by the mail's signed link). */
export async function registrationForBooker(
  deps: ProgrammeDeps,
  reference: string,
  access: BookerAccess,
): Promise<RegistrationRecord> {
  const { registration } = await registrationFor(deps, deps.db, reference, access);
  const [record] = await registrationRecords(deps.db, eq(programmeRegistrations.id, registration.id));
  // by the mail's signed link: the invoice's address signed too
  return access.token && record.invoice_url
    ? { ...record, invoice_url: registrationInvoicePath(record.reference, access.token) }
    : record;
}

/**
 * GET /api/events/registrations/{reference}/invoice: the registration's invoice (PDF) for its booker — the signed-in
 * owner, or anyone with the confirmation's signed link —, sealed once; 404 for one without an invoice.
 */
export async function registrationInvoice(
  deps: ProgrammeDeps,
  reference: string,
  access: BookerAccess,
): Promise<{ name: string; bytes: Buffer }> {
  const { registration, item } = await registrationFor(deps, deps.db, reference, access);
  if (!registration.invoiceNumber) throw new AppError(404, m.invoiceNotFound);
  return {
    name: `invoice-${registration.invoiceNumber}.pdf`,
    bytes: await programmeInvoicePdf(deps, registration, item),
  };
}

/**
 * POST /api/events/registrations/{reference}/cancel: the booker cancels within the item's terms — until
 * `cancel_days_before` club days before its first session, and never once it began (409 with the terms otherwise, or
 * when the item allows no cancellation). The places go back to the item and are offered to the waiting list; a paid
 * place is owed back in full (through Razorpay after the commit); the booker is mailed. Audited.
 */
export async function cancelRegistration(
  deps: ProgrammeDeps,
  reference: string,
  access: BookerAccess,
  now = new Date(),
): Promise<CancelledRegistration> {
  const { result, refund } = await deps.db.transaction(async (tx) => {
    const { registration, item } = await registrationFor(deps, tx, reference, access, true);
    if (registration.status !== "confirmed" && registration.status !== "held")
      throw new AppError(409, m.notCancellable);
    const sessions = await tx
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, item.id))
      .orderBy(asc(programmeSessions.startsAt));
    const until = cancelUntil(item, sessions);
    if (until === null) throw new AppError(409, m.noCancellation(item.cancellationTerms));
    if (clubToday(now) > until || (sessions[0] && sessions[0].startsAt <= now))
      throw new AppError(409, m.cancelTooLate(writtenDay(until), item.cancellationTerms));
    const [cancelled] = await tx
      .update(programmeRegistrations)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: "Cancelled by the booker", holdExpiresAt: null })
      .where(eq(programmeRegistrations.id, registration.id))
      .returning();
    await giveBackSeats(tx, item.id, registration.seats);
    const owed = await oweRegistrationRefund(tx, cancelled, item, null);
    await recordAudit(tx, {
      actor: access.memberId ? { id: access.memberId, role: "member", ip: access.ip } : null,
      action: "programme.cancelled",
      memberId: registration.userId,
      subjectId: registration.id,
      detail: {
        reference: registration.reference,
        item: item.slug,
        seats: registration.seats,
        by: access.memberId ? "member" : "signed-link",
        before: { status: registration.status },
        after: { status: "cancelled" },
        ...(owed ? { refund: owed.amountOwed } : {}),
      },
    });
    if (registration.status === "confirmed") {
      const words = PROGRAMME_MAIL_TEXT[mailLanguage(registration.language)].cancelled;
      const title = titleIn(item, mailLanguage(registration.language));
      await mailBooker(deps, tx, cancelled, {
        subject: words.subject(title, registration.reference),
        paragraphs: [words.lead(title, registration.reference), owed ? words.refund(owed.amountOwed) : words.nothing],
        summary: `programme registration ${registration.reference} cancelled`,
        attachments: creditNoteAttachment(owed),
      });
    }
    await offerFreedPlaces(deps, tx, item.id, now);
    const [record] = await registrationRecords(tx, eq(programmeRegistrations.id, registration.id));
    return {
      result: {
        registration: record,
        refund: owed ? { amount: owed.amountOwed, method: owed.method } : null,
      } satisfies CancelledRegistration,
      refund: owed,
    };
  });
  deps.villasChanged?.();
  await refundAfterCommit(deps, [refund]);
  return result;
}

/** A registration cancelled by the office (its item cancelled), in the cancellation's transaction. */
export async function cancelForOffice(tx: Tx, registration: RegistrationRow, reason: string, now: Date) {
  const [cancelled] = await tx
    .update(programmeRegistrations)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: reason, holdExpiresAt: null })
    .where(eq(programmeRegistrations.id, registration.id))
    .returning();
  return cancelled;
}
