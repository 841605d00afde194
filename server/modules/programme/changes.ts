import { asc, eq, sql } from "drizzle-orm";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { programmeMessages as m } from "../../../common/programme.ts";
import type { CancelledRegistration, RegistrationRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions, refunds } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { oweRefund, refundOnline, type RefundRow, type RefundsDeps } from "../refunds/service.ts";
import type { ProgrammeDeps } from "./deps.ts";
import { giveBackSeats } from "./seats.ts";
import { isRegistrationToken, type LinkDeps } from "./links.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { cancelUntil, registrationRecords, type ItemRow, type SessionRow } from "./records.ts";
import { offerFreedPlaces } from "./waitlist.ts";

/**
 * Changes to registrations (decision 050): a booker cancels within the item's terms (the signed-in member, or a visitor
 * by the signed link of their confirmation), the places go back and are offered to the waiting list, and a paid
 * place is owed back — through Razorpay, as every programme place is paid online (server/modules/refunds), or, were
 * one paid otherwise, into the accounts' refunds queue. The office's cancellations of a session or an item use the
 * same refund rule (office-changes.ts).
 */

export type RegistrationRow = typeof programmeRegistrations.$inferSelect;

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
 * Razorpay after the commit (`refundOnline`), to a member or to the visitor who booked.
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
  return oweRefund(tx, {
    kind: "programme-cancelled",
    userId: registration.userId,
    what: session
      ? `${item.title}: the session of ${writtenDay(session.row.day)} cancelled (registration ${registration.reference})`
      : `${item.title}: registration ${registration.reference} cancelled`,
    amount,
    razorpayPaymentId: registration.razorpayPaymentId,
    programmeRegistrationId: registration.id,
    programmeSessionId: session?.row.id ?? null,
    actor,
  });
}

/** Each refund owed through Razorpay tried now, after the commit (a failure is logged and retried by the upkeep). */
export async function refundAfterCommit(deps: RefundsDeps, owed: (RefundRow | null)[]): Promise<void> {
  for (const refund of owed) if (refund?.method === "razorpay") await refundOnline(deps, refund.id);
}

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
  return record;
}

/** A mail to a registration's booker, in their language, queued in the caller's transaction. */
export async function mailBooker(
  deps: { mail: MailQueue; publicUrl: string },
  tx: Tx,
  registration: RegistrationRow,
  mail: { subject: string; paragraphs: string[]; reason?: string; afterReason?: string[]; summary: string },
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
