import { shortClubDay } from "../../../../common/club-time";
import { programmeMessages as m } from "../../../../common/programme";
import { programmeSettingsInput, type ProgrammeSettingsRecord } from "../../../../common/programme-schemas";
import { ErrorBox, TextField } from "../../../components/form-fields";
import { checkForm, useForm, type FormResult } from "../../../lib/form";

/** The settings form's answer: on failure what was typed, so the field keeps it. */
export type ProgrammeSettingsResult = FormResult & { hours?: string };

/** The programme settings' form field. */
export const OFFER_HOURS_FIELD = "waitlist_offer_hours";

/**
 * The programme's settings on /admin/programme (content staff, an administrator always): how many hours an offer of
 * the waiting list keeps its places for the first in line. Posted to the page's action, checked by the API's schema
 * in the page and on the server, with or without JavaScript.
 */
export function ProgrammeSettingsForm({
  record,
  result,
}: {
  record: ProgrammeSettingsRecord;
  result?: ProgrammeSettingsResult;
}) {
  const form = useForm<ProgrammeSettingsResult>({
    id: "programme-settings",
    actionData: result,
    toast: false,
    check: (data) => {
      const checked = checkForm(
        programmeSettingsInput,
        { [OFFER_HOURS_FIELD]: data.get(OFFER_HOURS_FIELD) },
        m.offerHoursInvalid,
      );
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.hours : undefined;
  const saved = form.result?.ok ? form.result.message : null;
  return (
    <section aria-labelledby="programme-settings-heading" className="mt-10 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="programme-settings-heading" className="font-display text-2xl text-forest-950">
        Programme settings
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        {record.updated_at
          ? `Last saved ${shortClubDay(record.updated_at)}. Offers already made keep their time.`
          : "The default: nobody has saved the programme settings yet."}
      </p>
      <form.Form {...form.props} noValidate className="mt-4 grid max-w-md gap-4" key={record.updated_at ?? "defaults"}>
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {saved}
          </p>
        )}
        <input type="hidden" name="intent" value="settings" />
        <TextField
          {...form.field(OFFER_HOURS_FIELD)}
          label="Hours an offer of the waiting list keeps its places"
          hint="When places free up, the first in line is offered them for this long (1 to 168 hours) before they pass to the next."
          inputMode="numeric"
          required
          defaultValue={typed ?? String(record.waitlist_offer_hours)}
        />
        <div>
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Saving…" : "Save programme settings"}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
