import { clubMoment } from "../../../../common/club-time";
import { ROLE_LABELS } from "../../../../common/office";
import { NOTE_INTENT, NOTE_MAX, noteForm, readNoteForm, type StaffNote } from "../../../../common/office-notes";
import type { StaffRole } from "../../../../common/auth-limits";
import { ErrorBox, TextAreaField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import type { NoteFormResult } from "./notes.server";

const roleLabel = (role: string) => ROLE_LABELS[role as StaffRole] ?? role;

/**
 * Staff notes on a record (a member, a stay, an enquiry): the notes, newest first, each dated and signed, and the
 * form that adds one. Shown to the office's roles that open the record; the member never sees them.
 */
export function NotesPanel({ notes, result }: { notes: StaffNote[]; result?: NoteFormResult }) {
  const form = useForm<NoteFormResult>({
    id: "note",
    intent: NOTE_INTENT,
    actionData: result,
    toast: false,
    check: (data) => {
      const checked = checkForm(noteForm, readNoteForm(data));
      return checked.ok ? null : checked;
    },
  });
  const answer = form.result;
  const typed = answer && !answer.ok ? answer.values?.body : undefined;
  return (
    <section aria-labelledby="notes-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="notes-heading" className="text-xl font-semibold text-forest-950">
        Staff notes
      </h2>
      <p className="mt-1 text-sm text-ink/80">For the club office only: the member never sees them.</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-ink/80">No notes yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3" aria-label="Staff notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-cream-100 p-3 text-sm">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
              <p className="mt-1 text-xs text-ink/80">
                {note.author ? `${note.author.name} (${roleLabel(note.author.role)})` : "A former staff member"} ·{" "}
                <time dateTime={note.created_at}>{clubMoment(new Date(note.created_at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form.Form {...form.props} preventScrollReset className="mt-4 grid gap-2" aria-label="Add a note">
        <input type="hidden" name="intent" value={NOTE_INTENT} />
        <TextAreaField
          {...form.field("body")}
          key={answer?.ok ? `added-${notes.length}` : "note"}
          label="New note"
          hint={`Dated and signed with your name; at most ${NOTE_MAX} characters.`}
          maxLength={NOTE_MAX}
          required
          defaultValue={typed}
        />
        {form.message && !form.errors.body && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {answer?.ok && (
          <p role="status" className="text-sm font-semibold text-forest-900">
            {answer.message}
          </p>
        )}
        <div>
          <button type="submit" disabled={form.busy} className="btn btn-primary h-11">
            Add note
          </button>
        </div>
      </form.Form>
    </section>
  );
}
