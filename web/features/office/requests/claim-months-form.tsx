import { Form, useNavigation } from "react-router";
import { CLAIMS } from "../../../../common/portal";
import { ErrorBox } from "../../../components/form-fields";
import type { RequestFormResult } from "./requests.server";

/**
 * The member's months eligible for claims, on their office record, decided by the club:
 * the front office sets them (0–120, the MOA's 36 by default); other staff see the number.
 */
export function ClaimMonthsForm({ months, editable, result }: { months: number; editable: boolean; result?: RequestFormResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "claim-months";
  const mine = result?.intent === "claim-months" ? result : undefined;
  const error = mine && !mine.ok ? (mine.errors?.months ?? mine.message) : undefined;
  const note = months === CLAIMS.eligibleMonths ? " (the MOA's default)" : "";
  if (!editable) {
    return (
      <p className="mb-3 text-sm">
        Months eligible for claims: <span className="font-semibold">{months}</span>
        {note}
      </p>
    );
  }
  return (
    <Form method="post" preventScrollReset className="mb-4 flex flex-wrap items-end gap-3" aria-label="Months eligible for claims">
      <input type="hidden" name="intent" value="claim-months" />
      <div>
        <label htmlFor="claim-months" className="block text-sm font-semibold text-forest-900">
          Months eligible for claims
        </label>
        <input
          id="claim-months"
          name="months"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          required
          defaultValue={mine && !mine.ok ? mine.values?.months : months}
          key={months}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "claim-months-error" : "claim-months-hint"}
          className="field mt-1 h-11 w-32"
        />
        <p id="claim-months-hint" className="mt-1 text-xs text-ink/75">
          Counted from the month the MOA was signed; {CLAIMS.eligibleMonths} by default. Now {months}
          {note}.
        </p>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="h-11 rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100"
      >
        Save months
      </button>
      {mine && (
        <div className="basis-full" role={mine.ok ? "status" : undefined}>
          {mine.ok ? (
            <p className="text-sm font-semibold text-forest-900">{mine.message}</p>
          ) : (
            <ErrorBox id="claim-months-error">{error}</ErrorBox>
          )}
        </div>
      )}
    </Form>
  );
}
