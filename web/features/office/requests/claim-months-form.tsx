import { CLAIMS } from "../../../../common/portal";
import { ErrorBox } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import type { RequestFormResult } from "./requests.server";

/**
 * The member's months eligible for claims, on their office record, decided by the club: the front office sets them (0–120, the MOA's 36 by default); other staff see the number.
 * The answer is said under the form.
 */
export function ClaimMonthsForm({
  months,
  editable,
  result,
}: {
  months: number;
  editable: boolean;
  result?: RequestFormResult;
}) {
  const form = useForm<RequestFormResult>({ id: "claim", intent: "claim-months", actionData: result, toast: false });
  const answer = form.result;
  const error = answer && !answer.ok ? (answer.errors?.months ?? answer.message) : undefined;
  const note = months === CLAIMS.eligibleMonths ? " (the MOA's default)" : "";
  if (!editable) {
    return (
      <p className="mb-3 text-sm">
        Months eligible for claims: <span className="font-semibold">{months}</span>
        {note}
      </p>
    );
  }
  const control = form.control("months", { id: "claim-months", hint: true });
  return (
    <form.Form
      {...form.props}
      preventScrollReset
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label="Months eligible for claims"
    >
      <input type="hidden" name="intent" value="claim-months" />
      <div>
        <label htmlFor="claim-months" className="block text-sm font-semibold text-forest-900">
          Months eligible for claims
        </label>
        <input
          {...control}
          // a refusal of the whole form (not of the field) is the field's too
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "claim-months-hint claim-months-error" : control["aria-describedby"]}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          required
          defaultValue={answer && !answer.ok ? answer.values?.months : months}
          key={months}
          className="field mt-1 h-11 w-32"
        />
        <p id="claim-months-hint" className="mt-1 text-xs text-ink/75">
          Counted from the month the MOA was signed; {CLAIMS.eligibleMonths} by default. Now {months}
          {note}.
        </p>
      </div>
      <button
        type="submit"
        disabled={form.busy}
        className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
      >
        Save months
      </button>
      {answer && (
        <div className="basis-full" role={answer.ok ? "status" : undefined}>
          {answer.ok ? (
            <p className="text-sm font-semibold text-forest-900">{answer.message}</p>
          ) : (
            <ErrorBox id="claim-months-error">{error}</ErrorBox>
          )}
        </div>
      )}
    </form.Form>
  );
}
