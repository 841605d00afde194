import { STAFF_NOTIFY_CHOICES, type StaffNotify } from "../../../../common/identity-documents";
import { useForm, type FormResult } from "../../../lib/form";

/** What the office e-mails form's post answers. */
export type OfficeEmailsResult = FormResult;

/**
 * "Office e-mails" on the office home: how this staff member hears of new receipts and requests
 * for their role — one e-mail per item, a daily digest, or none. A form of the one pattern (decision 031) posted to
 * the home's action; its answer is said under it.
 */
export function OfficeEmailsForm({
  current,
  result,
}: {
  current: StaffNotify;
  result: OfficeEmailsResult | undefined;
}) {
  const form = useForm<OfficeEmailsResult>({
    id: "office-emails",
    intent: "staff-notify",
    actionData: result,
    toast: false,
  });
  const busy = form.busy;
  const mine = form.result;
  return (
    <form.Form {...form.props} className="mt-10 max-w-xl rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
      <input type="hidden" name="intent" value="staff-notify" />
      <fieldset>
        <legend className="text-lg font-semibold text-forest-950">Office e-mails</legend>
        <p className="mt-1 text-sm text-ink/80">How you hear of new receipts, requests and documents for your role.</p>
        <div className="mt-3 grid gap-2">
          {STAFF_NOTIFY_CHOICES.map((choice) => (
            <label key={choice.value} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink">
              <input
                type="radio"
                name="staff_notify"
                value={choice.value}
                defaultChecked={choice.value === current}
                className="h-4 w-4 accent-saffron-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-4" disabled={busy}>
        Save
      </button>
      {mine && (
        <p
          role={mine.ok ? "status" : "alert"}
          className={`mt-3 text-sm font-semibold ${mine.ok ? "text-forest-900" : "text-terracotta-600"}`}
        >
          {mine.message}
        </p>
      )}
    </form.Form>
  );
}
