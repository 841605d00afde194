import { data } from "react-router";
import {
  NOTE_INTENT,
  noteForm,
  noteMessages as m,
  readNoteForm,
  type NoteSubject,
} from "../../../../common/office-notes";
import { checkForm, type FormResult } from "../../../lib/form";
import { serviceRefusal } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";

/**
 * Staff notes on a record's page: its notes for the staff member's role, and the note form's post (through the
 * notes service, which checks the role again and writes the audit row).
 */

export type NoteFormResult = FormResult & { values?: { body: string } };

/** Whether a post is the note form's (a record's page takes several forms, by intent). */
export const isNotePost = (form: FormData) => form.get("intent") === NOTE_INTENT;

/** The record's notes, newest first, as the staff member's role reads them. */
export const loadNotes = (context: AppContext, role: string, subject: NoteSubject, id: string) =>
  context.services.notes.list(role, subject, id);

/** "Add note": checked with the API's rule, added with its date, author and audit row; the answer said in place. */
export async function noteAction(
  context: AppContext,
  staff: { id: string; role: string },
  subject: NoteSubject,
  id: string,
  form: FormData,
) {
  const input = readNoteForm(form);
  const checked = checkForm(noteForm, input);
  if (!checked.ok) return data<NoteFormResult>({ ...checked, intent: NOTE_INTENT, values: input }, { status: 400 });
  try {
    await context.services.notes.add(
      { id: staff.id, role: staff.role, ip: context.clientAddress },
      { subject, id, body: checked.data.body },
    );
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<NoteFormResult>(
      { ok: false, message: refusal.message, intent: NOTE_INTENT, values: input },
      { status: refusal.status },
    );
  }
  return data<NoteFormResult>({ ok: true, message: m.added, intent: NOTE_INTENT });
}
