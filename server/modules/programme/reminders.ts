import { and, asc, eq, isNull } from "drizzle-orm";
import { addClubDays } from "../../../common/club-time.ts";
import type { Db } from "../../db/open.ts";
import {
  programmeItems,
  programmeRegistrations,
  programmeReminders,
  programmeSessions,
  programmeTickets,
} from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { titleIn } from "./mail.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { sessionRecordOf } from "./records.ts";

/**
 * The reminders of the day before, a daily job (server/modules/jobs): each confirmed registration of a session on the
 * club day after `day` gets one mail, in its booker's language. Its row in `programme_reminders` (key: registration,
 * session) is inserted first, in the transaction that queues the mail (the durable job queue sends it), so however
 * many runs or instances, none goes twice. Answers how many were queued.
 */
export async function sendProgrammeReminders(deps: { db: Db; mail: MailQueue; publicUrl: string }, day: string) {
  const tomorrow = addClubDays(day, 1);
  const due = await deps.db
    .select({ session: programmeSessions, registration: programmeRegistrations, item: programmeItems })
    .from(programmeSessions)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeSessions.itemId))
    .innerJoin(programmeRegistrations, eq(programmeRegistrations.itemId, programmeItems.id))
    .where(
      and(
        eq(programmeSessions.day, tomorrow),
        eq(programmeRegistrations.status, "confirmed"),
        // a session or an item the office cancelled is not reminded of
        isNull(programmeSessions.cancelledAt),
        isNull(programmeItems.cancelledAt),
      ),
    )
    .orderBy(asc(programmeSessions.startsAt), asc(programmeRegistrations.createdAt));
  let sent = 0;
  for (const { session, registration, item } of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(programmeReminders)
        .values({ registrationId: registration.id, sessionId: session.id })
        .onConflictDoNothing()
        .returning({ id: programmeReminders.registrationId });
      if (!recorded) return false;
      const tickets = await tx
        .select({ reference: programmeTickets.reference })
        .from(programmeTickets)
        .where(eq(programmeTickets.registrationId, registration.id))
        .orderBy(asc(programmeTickets.position));
      const language = mailLanguage(registration.language);
      const words = PROGRAMME_MAIL_TEXT[language].reminder;
      const title = titleIn(item, language);
      await deps.mail.send(
        tx,
        noticeMail({
          to: registration.bookerEmail,
          name: registration.bookerName,
          language,
          subject: words.subject(title),
          paragraphs: [
            words.lead(title, sessionRecordOf(session)),
            words.where(item.location),
            words.tickets(tickets.map((t) => t.reference).join(", ")),
          ],
          publicUrl: deps.publicUrl,
          summary: `programme reminder ${registration.reference} for ${session.day}`,
        }),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
