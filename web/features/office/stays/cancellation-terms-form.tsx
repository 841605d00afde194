import { shortClubDay } from "../../../../common/club-time";
import {
  cancellationTermSentences,
  cancellationTermsFormInput,
  cancellationTermsInput,
  ENGLISH_TERM_WORDS,
  MAX_CANCELLATION_TIERS,
  type CancellationTermsRecord,
} from "../../../../common/stay-cancellation";
import { ErrorBox, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import type { CancellationTermsResult } from "./cancellation-terms.server";

/**
 * The club's cancellation terms for stays (the front office and administrators; decision 052): up to six tiers, each
 * "from N days before check-in, P% refunded", most days first; rows left empty are dropped. The terms as members read
 * them are shown under the form. The next cancellation uses what is saved; cancellations already made keep theirs.
 */
export function CancellationTermsPage({
  record,
  result,
}: {
  record: CancellationTermsRecord;
  result?: CancellationTermsResult;
}) {
  const form = useForm<CancellationTermsResult>({
    id: "cancellation-terms",
    actionData: result,
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(cancellationTermsInput, cancellationTermsFormInput(data));
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const value = (i: number, field: "days_before" | "refund_percent") => {
    const kept = typed?.[`${field}_${i}`];
    if (kept !== undefined) return kept;
    const tier = record.tiers[i];
    return tier ? String(tier[field]) : "";
  };
  const saved = form.result?.ok ? form.result.message : null;
  return (
    <section aria-labelledby="terms-heading">
      <h1 id="terms-heading" className="font-display text-3xl text-forest-950">
        Cancellation terms
      </h1>
      <p className="mt-2 text-ink/80">
        What a stay&apos;s cancellation refunds of what was paid, by the club days left before check-in on the day it is
        made. Fewer days than the last tier refund nothing. A Full Member&apos;s free nights always go back to their
        year. The desk may waive the terms for a guest when it cancels, with a reason.
      </p>
      <p className="mt-1 text-sm text-ink/80">
        {record.updated_at
          ? `Last saved ${shortClubDay(record.updated_at)}. Cancellations already made keep what they refunded.`
          : "These are the terms the club started with: nobody has changed them yet."}
      </p>
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="terms-heading"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        key={record.updated_at ?? "defaults"}
      >
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {saved}
          </p>
        )}
        {Array.from({ length: MAX_CANCELLATION_TIERS }, (_, i) => (
          <fieldset key={i} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 font-semibold text-forest-950">{`Tier ${i + 1}`}</legend>
            <TextField
              id={`terms-days-${i}`}
              name={`days_before_${i}`}
              label="From days before check-in"
              inputMode="numeric"
              defaultValue={value(i, "days_before")}
            />
            <TextField
              id={`terms-percent-${i}`}
              name={`refund_percent_${i}`}
              label="Refund (% of what was paid)"
              inputMode="numeric"
              defaultValue={value(i, "refund_percent")}
            />
          </fieldset>
        ))}
        <div>
          <button
            type="submit"
            className="btn btn-primary h-11"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? "Saving…" : "Save the terms"}
          </button>
        </div>
      </form.Form>
      <section aria-labelledby="terms-words" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="terms-words" className="text-xl font-semibold text-forest-950">
          As members read them
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {cancellationTermSentences(record.tiers, ENGLISH_TERM_WORDS).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}
