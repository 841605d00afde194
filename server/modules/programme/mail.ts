import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions, programmeTickets } from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import { programmeIcs } from "./ics.ts";
import { PROGRAMME_MAIL_TEXT } from "./mail-text.ts";
import { registrationUrl } from "./links.ts";
import { cancelUntil, sessionRecordOf } from "./records.ts";

export interface ProgrammeMailDeps {
  mail: MailQueue;
  publicUrl: string;
  /** The secret of the signed link to the registration (its booker cancels there). */
  feedSecret: string;
}

/** The item's title in the booker's language (the Hindi the office gave, else the English). */
export const titleIn = (item: { title: string; titleHi: string | null }, language: string) =>
  language === "hi" && item.titleHi ? item.titleHi : item.title;

/**
 * The confirmation of a registration, queued in its transaction: the reference, the sessions, each attendee's ticket
 * with its QR code attached (drawn when the mail is sent), and the sessions as an .ics; in the booker's language.
 */
export async function queueConfirmation(deps: ProgrammeMailDeps, tx: Tx, registrationId: string): Promise<void> {
  const [found] = await tx
    .select({ registration: programmeRegistrations, item: programmeItems })
    .from(programmeRegistrations)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeRegistrations.itemId))
    .where(eq(programmeRegistrations.id, registrationId));
  if (!found) throw new Error(`The registration ${registrationId} is gone.`);
  const { registration, item } = found;
  const sessions = await tx
    .select()
    .from(programmeSessions)
    .where(eq(programmeSessions.itemId, item.id))
    .orderBy(asc(programmeSessions.startsAt));
  const tickets = await tx
    .select()
    .from(programmeTickets)
    .where(eq(programmeTickets.registrationId, registration.id))
    .orderBy(asc(programmeTickets.position));
  const language = mailLanguage(registration.language);
  const words = PROGRAMME_MAIL_TEXT[language].confirmed;
  const cancel = PROGRAMME_MAIL_TEXT[language].cancel;
  const until = cancelUntil(item, sessions);
  const title = titleIn(item, language);
  const ics = programmeIcs({
    registrationId: registration.id,
    reference: registration.reference,
    title: item.title,
    place: item.location,
    sessions,
  });
  await deps.mail.send(
    tx,
    noticeMail({
      to: registration.bookerEmail,
      name: registration.bookerName,
      language,
      subject: words.subject(title, registration.reference),
      paragraphs: [
        words.lead(title),
        words.reference(registration.reference),
        registration.amount > 0 ? words.paid(registration.amount) : words.free,
        ...(registration.invoiceNumber ? [words.invoice(registration.invoiceNumber)] : []),
        words.where(item.location),
        words.sessions,
        ...sessions.map((s) => words.session(sessionRecordOf(s))),
        words.tickets,
        ...tickets.map((t) => words.ticket(t.reference, t.name, t.free)),
        ...(item.cancellationTerms ? [words.terms(item.cancellationTerms)] : []),
        words.calendar,
        ...(until ? [cancel.until(until, "")] : []),
      ],
      // the booker's page of the registration, signed (a visitor has no account): seen, or cancelled within the terms
      link: { label: cancel.label, url: registrationUrl(deps, registration.reference) },
      publicUrl: deps.publicUrl,
      summary: `programme registration ${registration.reference}`,
      attachments: [
        ...tickets.map((t) => ({ ticketQr: { reference: t.reference } })),
        // places paid: their invoice (sealed when the mail is sent), a member's or a visitor's
        ...(registration.invoiceNumber ? [{ invoice: { kind: "programme" as const, id: registration.id } }] : []),
        {
          text: {
            filename: `${registration.reference}.ics`,
            content: ics,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        },
      ],
    }),
  );
}
