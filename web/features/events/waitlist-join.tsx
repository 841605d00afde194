import { ErrorBox, TextField } from "../../components/form-fields";
import { useForm } from "../../lib/form";
import type { ProgrammeItemData, WaitlistJoinResult } from "./booking-results";
import { useEventsTexts } from "./events-texts";

/**
 * A full item's waiting list form (name, e-mail, places; a member's own filled), posted to the item page's action
 * as `intent=waitlist`: the place in line, or why not (409 while places are free or for an address already in line).
 */
export function WaitlistJoin({
  data,
  actionData,
}: {
  data: ProgrammeItemData;
  actionData: WaitlistJoinResult | undefined;
}) {
  const { t, say } = useEventsTexts();
  const form = useForm<WaitlistJoinResult>({
    id: "waitlist",
    intent: "waitlist",
    actionData,
    toast: false,
    clearOnChange: true,
    say,
  });
  const result = form.result;
  if (result?.ok)
    return (
      <div role="status" className="mt-6 rounded-2xl bg-forest-100 p-5">
        <p className="font-semibold text-forest-900" data-testid="waitlist-position">
          {t("waitlist.joined", { position: result.position })}
        </p>
        <p className="mt-2 text-sm text-ink/85">{t("waitlist.joinedMail")}</p>
      </div>
    );
  const sent = result && !result.ok ? result.values : undefined;
  const { booker } = data;
  return (
    <div className="mt-6 rounded-2xl bg-cream-100 p-5">
      <p className="text-sm text-ink/85">{t("waitlist.full")}</p>
      <form.Form {...form.props} noValidate className="mt-4 space-y-4" aria-label={t("waitlist.heading")}>
        <input type="hidden" name="intent" value="waitlist" />
        {form.failure?.message ? <ErrorBox id={form.messageId}>{form.message}</ErrorBox> : null}
        <TextField
          {...form.field("name")}
          label={t("book.yourName")}
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={sent?.name ?? booker?.name ?? ""}
        />
        <TextField
          {...form.field("email")}
          type="email"
          label={t("book.email")}
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={sent?.email ?? booker?.email ?? ""}
        />
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-forest-900">
          {t("book.places")}
          <select name="seats" defaultValue={sent?.seats ?? String(data.places)} className="field h-11">
            {Array.from({ length: 10 }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={form.busy} className="btn-primary w-full py-3">
          {t("waitlist.join")}
        </button>
        <p className="text-xs text-ink/75">{t("waitlist.how")}</p>
      </form.Form>
    </div>
  );
}
