import { z } from "./zod.ts";
import type { OfficeArea } from "./office-access.ts";
import { text } from "./text.ts";

/**
 * Staff notes: a dated note on a member, a stay or an enquiry, shown on that record to the office roles that open
 * it (the area of the record in OFFICE_ACCESS) and never to the member. Said once for the API and the pages.
 */

export const NOTE_SUBJECTS = ["member", "stay", "enquiry"] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/** The office area whose roles open a record, and so read and add its notes. */
export const NOTE_SUBJECT_AREAS: Record<NoteSubject, OfficeArea> = {
  member: "members",
  stay: "stays",
  enquiry: "enquiries",
};

export const NOTE_MAX = 2000;

export const noteMessages = {
  added: "Note added",
  listed: "Notes",
  bodyRequired: "Write the note.",
  tooLong: `A note is at most ${NOTE_MAX} characters.`,
  chooseSubject: "Say whether the note is on a member, a stay or an enquiry.",
  notFound: "No such record was found.",
  unknownForm: "This form is not known.",
} as const;

const noteText = text("the note", { multiline: true, error: noteMessages.bodyRequired })
  .trim()
  .min(1, noteMessages.bodyRequired)
  .max(NOTE_MAX, noteMessages.tooLong);

const subject = z.enum(NOTE_SUBJECTS, { error: noteMessages.chooseSubject });
const subjectId = text("the record", { error: noteMessages.notFound }).trim().min(1, noteMessages.notFound).max(64);

/** POST /api/admin/notes: the record (its kind and id) and the note. */
export const noteBody = z.object({ subject, id: subjectId, body: noteText });
export type NoteBody = z.infer<typeof noteBody>;

/** GET /api/admin/notes: the record whose notes are read. */
export const noteQuery = z.object({ subject, id: subjectId });

/** The note form of a record's page: the note alone (the page knows its record). */
export const noteForm = z.object({ body: noteText });
export const readNoteForm = (form: FormData) => ({ body: String(form.get("body") ?? "") });

/** The intent of the note form on a record's page (its route's action takes several forms). */
export const NOTE_INTENT = "note.add";

export const staffNote = z.object({
  id: z.string(),
  subject: z.enum(NOTE_SUBJECTS),
  subject_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
});
export type StaffNote = z.infer<typeof staffNote>;
