import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { clubIsoMoment } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import { programmeMessages as m } from "../../../common/programme.ts";
import type { AttendeeMessageInput, OfficeCancelInput, OfficeCancelRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import {
  programmeAttendance,
  programmeItems,
  programmeRegistrations,
  programmeSessions,
  programmeTickets,
} from "../../db/schema.ts";
import { csvAmount, csvMoment, csvName, csvTable, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import type { RazorpayRefunds, RefundRow } from "../refunds/service.ts";
import {
  cancelForOffice,
  creditNoteAttachment,
  mailBooker,
  oweRegistrationRefund,
  refundAfterCommit,
} from "./changes.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { sessionRecordOf } from "./records.ts";
import { closeWaitlist } from "./waitlist.ts";

/**
 * The office's changes to the programme (decision 050): content staff cancel a session or a whole item — everyone
 * booked is told by mail, in their language, with the reason; paid places are owed back (a session: its share of each
 * registration, the registration's amount over the item's sessions; an item: all that is left) through Razorpay
 * after the commit; an item's waiting list is closed and told. The front office and content staff download a list's
 * attendees as CSV and write to a session's attendees through the mail queue (audited).
 */

export interface ProgrammeChangeDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  feedSecret: string;
  logError: (message: string, error: unknown) => void;
  refunds?: RazorpayRefunds | null;
  villasChanged?: () => void;
}

/**
 * POST /api/admin/programme/{id}/cancel: the whole item cancelled, under its row lock — every registration held or
 * confirmed cancelled (the confirmed told, each paid place owed back in full), its waiting list closed and told, its
 * places all free. 409 for an item already cancelled or over. Audited.
 */
export async function cancelItem(
  deps: ProgrammeChangeDeps,
  actor: AuditActor,
  id: string,
  input: OfficeCancelInput,
  now = new Date(),
): Promise<OfficeCancelRecord> {
  const { record, owed } = await deps.db.transaction(async (tx) => {
    const [item] = isUuid(id)
      ? await tx.select().from(programmeItems).where(eq(programmeItems.id, id)).for("update")
      : [];
    if (!item) throw new AppError(404, m.itemNotFound);
    if (item.cancelledAt) throw new AppError(409, m.itemAlreadyCancelled);
    const [{ lastEnd }] = await tx
      .select({ lastEnd: sql<Date | null>`max(${programmeSessions.endsAt})`.mapWith((v) => (v ? new Date(v) : null)) })
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, item.id));
    if (lastEnd && lastEnd <= now) throw new AppError(409, m.itemOver);
    const [cancelledItem] = await tx
      .update(programmeItems)
      .set({ cancelledAt: now, cancelReason: input.reason, seatsTaken: 0, updatedAt: now })
      .where(eq(programmeItems.id, item.id))
      .returning();
    const registrations = await tx
      .select()
      .from(programmeRegistrations)
      .where(
        and(eq(programmeRegistrations.itemId, item.id), inArray(programmeRegistrations.status, ["held", "confirmed"])),
      )
      .orderBy(asc(programmeRegistrations.createdAt))
      .for("update");
    const refunds: RefundRow[] = [];
    let told = 0;
    for (const registration of registrations) {
      const cancelled = await cancelForOffice(tx, registration, input.reason, now);
      const refund = await oweRegistrationRefund(tx, cancelled, item, actor);
      if (refund) refunds.push(refund);
      // a hold still being paid is told nothing: a payment that comes after is owed back (payment.ts)
      if (registration.status !== "confirmed") continue;
      const language = mailLanguage(registration.language);
      const words = PROGRAMME_MAIL_TEXT[language].officeCancelled;
      const title = titleIn(item, language);
      await mailBooker(deps, tx, cancelled, {
        subject: words.itemSubject(title),
        paragraphs: [words.item(title, registration.reference), words.reason],
        reason: input.reason,
        afterReason: refund ? [words.refund(refund.amountOwed)] : [],
        summary: `programme item cancelled: ${registration.reference}`,
        attachments: creditNoteAttachment(refund),
      });
      told += 1;
    }
    const waitlist = await closeWaitlist(deps, tx, cancelledItem);
    const refunded = refunds.reduce((sum, r) => sum + r.amountOwed, 0);
    await recordAudit(tx, {
      actor,
      action: "programme.item-cancelled",
      subjectId: item.id,
      detail: {
        item: item.slug,
        reason: input.reason,
        registrations: registrations.length,
        told,
        refunds: refunds.length,
        refunded,
        waitlist,
        before: { seatsTaken: item.seatsTaken, cancelled: false },
        after: { seatsTaken: 0, cancelled: true },
      },
    });
    return { record: { registrations: told, refunds: refunds.length, refunded, waitlist }, owed: refunds };
  });
  deps.villasChanged?.();
  await refundAfterCommit(deps, owed);
  return record;
}

/**
 * POST /api/admin/programme/sessions/{id}/cancel: one session of several cancelled. Everyone confirmed is told; each
 * paid registration is owed its share of the session — its amount over the item's sessions, rounded down to the rupee
 * (what is left is owed if the registration or the item is cancelled later). 409 for a session cancelled, begun, of a
 * cancelled item, or the item's last session still on (cancel the item instead). Audited.
 */
export async function cancelSession(
  deps: ProgrammeChangeDeps,
  actor: AuditActor,
  sessionId: string,
  input: OfficeCancelInput,
  now = new Date(),
): Promise<OfficeCancelRecord> {
  const { record, owed } = await deps.db.transaction(async (tx) => {
    const [found] = isUuid(sessionId)
      ? await tx.select().from(programmeSessions).where(eq(programmeSessions.id, sessionId))
      : [];
    if (!found) throw new AppError(404, m.sessionNotFound);
    const [item] = await tx.select().from(programmeItems).where(eq(programmeItems.id, found.itemId)).for("update");
    if (item.cancelledAt) throw new AppError(409, m.itemAlreadyCancelled);
    if (found.cancelledAt) throw new AppError(409, m.sessionAlreadyCancelled);
    if (found.startsAt <= now) throw new AppError(409, m.sessionOver);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(programmeSessions)
      .where(eq(programmeSessions.itemId, item.id));
    const [{ live }] = await tx
      .select({ live: count() })
      .from(programmeSessions)
      .where(and(eq(programmeSessions.itemId, item.id), isNull(programmeSessions.cancelledAt)));
    if (live <= 1) throw new AppError(409, m.sessionLastOne);
    const [session] = await tx
      .update(programmeSessions)
      .set({ cancelledAt: now, cancelReason: input.reason })
      .where(eq(programmeSessions.id, found.id))
      .returning();
    const registrations = await tx
      .select()
      .from(programmeRegistrations)
      .where(and(eq(programmeRegistrations.itemId, item.id), eq(programmeRegistrations.status, "confirmed")))
      .orderBy(asc(programmeRegistrations.createdAt))
      .for("update");
    const refunds: RefundRow[] = [];
    for (const registration of registrations) {
      const share = Math.floor(registration.amount / total);
      const refund = await oweRegistrationRefund(tx, registration, item, actor, { row: session, share });
      if (refund) refunds.push(refund);
      const language = mailLanguage(registration.language);
      const words = PROGRAMME_MAIL_TEXT[language].officeCancelled;
      const title = titleIn(item, language);
      await mailBooker(deps, tx, registration, {
        subject: words.sessionSubject(title, session.day),
        paragraphs: [words.session(title, sessionRecordOf(session)), words.reason],
        reason: input.reason,
        afterReason: refund ? [words.refund(refund.amountOwed)] : [],
        summary: `programme session cancelled: ${registration.reference}, ${session.day}`,
      });
    }
    const refunded = refunds.reduce((sum, r) => sum + r.amountOwed, 0);
    await recordAudit(tx, {
      actor,
      action: "programme.session-cancelled",
      subjectId: session.id,
      detail: {
        item: item.slug,
        day: session.day,
        starts: clubIsoMoment(session.startsAt),
        reason: input.reason,
        registrations: registrations.length,
        refunds: refunds.length,
        refunded,
      },
    });
    return {
      record: { registrations: registrations.length, refunds: refunds.length, refunded, waitlist: 0 },
      owed: refunds,
    };
  });
  deps.villasChanged?.();
  await refundAfterCommit(deps, owed);
  return record;
}

/**
 * POST /api/admin/programme/sessions/{id}/message: the staff's words mailed to everyone attending the session's item
 * (each confirmed registration's booker and every attendee with an e-mail address, each address once), through the
 * mail queue in one transaction, with the item and the registration named first in the booker's language. Audited
 * with the subject and how many were written to.
 */
export async function messageAttendees(
  deps: ProgrammeChangeDeps,
  actor: AuditActor,
  sessionId: string,
  input: AttendeeMessageInput,
): Promise<{ sent: number }> {
  return deps.db.transaction(async (tx) => {
    const [found] = isUuid(sessionId)
      ? await tx
          .select({ session: programmeSessions, item: programmeItems })
          .from(programmeSessions)
          .innerJoin(programmeItems, eq(programmeItems.id, programmeSessions.itemId))
          .where(eq(programmeSessions.id, sessionId))
      : [];
    if (!found) throw new AppError(404, m.sessionNotFound);
    const { session, item } = found;
    const rows = await tx
      .select({
        registration: programmeRegistrations,
        ticketName: programmeTickets.name,
        ticketEmail: programmeTickets.email,
      })
      .from(programmeRegistrations)
      .innerJoin(programmeTickets, eq(programmeTickets.registrationId, programmeRegistrations.id))
      .where(and(eq(programmeRegistrations.itemId, item.id), eq(programmeRegistrations.status, "confirmed")))
      .orderBy(asc(programmeRegistrations.createdAt), asc(programmeTickets.position));
    const recipients = new Map<string, { name: string; registration: (typeof rows)[number]["registration"] }>();
    for (const { registration, ticketName, ticketEmail } of rows) {
      const booker = registration.bookerEmail.toLowerCase();
      if (!recipients.has(booker)) recipients.set(booker, { name: registration.bookerName, registration });
      const attendee = ticketEmail?.toLowerCase();
      if (attendee && !recipients.has(attendee)) recipients.set(attendee, { name: ticketName, registration });
    }
    const paragraphs = input.body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const [email, { name, registration }] of recipients) {
      const language = mailLanguage(registration.language);
      await deps.mail.send(
        tx,
        noticeMail({
          to: email,
          name,
          language,
          subject: input.subject,
          paragraphs: [
            PROGRAMME_MAIL_TEXT[language].message.about(titleIn(item, language), registration.reference),
            ...paragraphs,
          ],
          publicUrl: deps.publicUrl,
          summary: `programme message about ${item.slug}, ${session.day}`,
        }),
      );
    }
    await recordAudit(tx, {
      actor,
      action: "programme.message-sent",
      subjectId: session.id,
      detail: { item: item.slug, day: session.day, subject: input.subject, recipients: recipients.size },
    });
    return { sent: recipients.size };
  });
}

interface AttendeeRow {
  ticket: string;
  name: string;
  email: string | null;
  free: boolean;
  registration: string;
  booker: string;
  bookerEmail: string;
  bookerPhone: string | null;
  amount: number;
  bookedAt: Date;
  paidAt: Date | null;
  attended: number;
}

const ATTENDEE_COLUMNS: CsvColumn<AttendeeRow>[] = [
  { header: "Ticket", value: (r) => r.ticket },
  { header: "Attendee", value: (r) => r.name },
  { header: "Attendee e-mail", value: (r) => r.email },
  { header: "Free with Full Membership", value: (r) => (r.free ? "yes" : "no") },
  { header: "Registration", value: (r) => r.registration },
  { header: "Booker", value: (r) => r.booker },
  { header: "Booker e-mail", value: (r) => r.bookerEmail },
  { header: "Booker phone", value: (r) => r.bookerPhone },
  { header: "Registration paid (INR)", value: (r) => csvAmount(r.amount) },
  { header: "Paid at (IST)", value: (r) => csvMoment(r.paidAt) },
  { header: "Booked at (IST)", value: (r) => csvMoment(r.bookedAt) },
  { header: "Sessions attended", value: (r) => String(r.attended) },
];

/**
 * GET /api/admin/programme/{id}/attendees.csv: a ticket a line of the item's confirmed registrations, by attendee name,
 * with the booker, what the registration paid and the sessions the attendee was checked in at. 404 for no such item.
 */
export async function attendeesCsv(db: Db | Tx, id: string): Promise<CsvDownload> {
  const [item] = isUuid(id)
    ? await db
        .select({ id: programmeItems.id, slug: programmeItems.slug })
        .from(programmeItems)
        .where(eq(programmeItems.id, id))
    : [];
  if (!item) throw new AppError(404, m.itemNotFound);
  const rows = await db
    .select({
      ticket: programmeTickets.reference,
      name: programmeTickets.name,
      email: programmeTickets.email,
      free: programmeTickets.free,
      registration: programmeRegistrations.reference,
      booker: programmeRegistrations.bookerName,
      bookerEmail: programmeRegistrations.bookerEmail,
      bookerPhone: programmeRegistrations.bookerPhone,
      amount: programmeRegistrations.amount,
      bookedAt: programmeRegistrations.createdAt,
      paidAt: programmeRegistrations.paidAt,
      attended: sql<number>`(select count(*) from ${programmeAttendance} where ${programmeAttendance.ticketId} = ${programmeTickets.id})::int`,
    })
    .from(programmeTickets)
    .innerJoin(programmeRegistrations, eq(programmeRegistrations.id, programmeTickets.registrationId))
    .where(and(eq(programmeRegistrations.itemId, item.id), eq(programmeRegistrations.status, "confirmed")))
    .orderBy(asc(programmeTickets.name), asc(programmeTickets.reference));
  return {
    name: csvName(`attendees-${item.slug}`),
    lines: csvTable(
      ATTENDEE_COLUMNS,
      (async function* () {
        yield rows;
      })(),
    ),
  };
}
