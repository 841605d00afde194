import { and, asc, desc, eq } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import { mayOffice } from "../../../common/office-access.ts";
import { officeMessages } from "../../../common/office.ts";
import {
  NOTE_SUBJECT_AREAS,
  noteMessages as m,
  type NoteBody,
  type NoteSubject,
  type StaffNote,
} from "../../../common/office-notes.ts";
import type { Db, Tx } from "../../db/open.ts";
import { bookings, enquiries, staffNotes, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * Staff notes on a member, a stay or an enquiry: a staff member whose role opens the record (its area in
 * OFFICE_ACCESS: members, stays, enquiries) adds a dated note, written with its audit row, and reads the record's
 * notes. No member's endpoint reads them.
 */

/** A role that does not open the record: 403, as its page would answer. */
function mayNote(role: string, subject: NoteSubject) {
  if (!mayOffice(role, NOTE_SUBJECT_AREAS[subject])) throw new AppError(403, officeMessages.roleNotAllowed);
}

/** The record a note is on, if it exists: its member (a stay's guest account, none for an enquiry), else a 404. */
async function subjectOf(db: Db | Tx, subject: NoteSubject, id: string): Promise<{ memberId: string | null }> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [found] =
    subject === "member"
      ? await db
          .select({ memberId: users.id })
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, "member")))
      : subject === "stay"
        ? await db.select({ memberId: bookings.userId }).from(bookings).where(eq(bookings.id, id))
        : await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
  if (!found) throw new AppError(404, m.notFound);
  return { memberId: "memberId" in found ? found.memberId : null };
}

/** POST /api/admin/notes: the note, dated now and signed by its author, with its audit row in one transaction. */
export async function addNote(db: Db, actor: AuditActor, body: NoteBody): Promise<StaffNote> {
  mayNote(actor.role, body.subject);
  return db.transaction(async (tx) => {
    const { memberId } = await subjectOf(tx, body.subject, body.id);
    const [note] = await tx
      .insert(staffNotes)
      .values({ subject: body.subject, subjectId: body.id, body: body.body, authorId: actor.id })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "note.added",
      memberId,
      subjectId: note.id,
      detail: { subject: body.subject, subject_id: body.id },
    });
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    return noteOf(note, { id: actor.id, name: author?.name ?? "", role: actor.role });
  });
}

const noteOf = (
  note: typeof staffNotes.$inferSelect,
  author: { id: string; name: string; role: string } | null,
): StaffNote => ({
  id: note.id,
  subject: note.subject,
  subject_id: note.subjectId,
  body: note.body,
  created_at: note.createdAt.toISOString(),
  author,
});

/** GET /api/admin/notes: a record's notes, newest first (the latest 200), for a role that opens the record. */
export async function listNotes(db: Db, role: string, subject: NoteSubject, id: string): Promise<StaffNote[]> {
  mayNote(role, subject);
  await subjectOf(db, subject, id);
  const rows = await db
    .select({ note: staffNotes, authorName: users.name, authorRole: users.role })
    .from(staffNotes)
    .leftJoin(users, eq(users.id, staffNotes.authorId))
    .where(and(eq(staffNotes.subject, subject), eq(staffNotes.subjectId, id)))
    .orderBy(desc(staffNotes.createdAt), asc(staffNotes.id))
    .limit(200);
  return rows.map(({ note, authorName, authorRole }) =>
    noteOf(note, note.authorId ? { id: note.authorId, name: authorName ?? "", role: authorRole ?? "" } : null),
  );
}

/** Staff notes on the office's records. */
export function createNotesService(deps: { db: Db }) {
  return {
    add: withDeps(deps.db, addNote),
    list: withDeps(deps.db, listNotes),
  };
}
