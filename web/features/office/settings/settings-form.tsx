import type { ReactNode } from "react";
import {
  clubSettingsFormInput,
  clubSettingsInput,
  INDIAN_STATES,
  settingsMessages as m,
  type ClubSettingsRecord,
} from "../../../../common/club-settings";
import { shortClubDay } from "../../../../common/club-time";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import type { SettingsResult } from "./settings.server";

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left w-full text-xl font-semibold text-forest-950">{legend}</legend>
      {hint && <p className="clear-left pt-1 text-sm text-ink/80">{hint}</p>}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The club's settings (administrators): the Trust's legal identity, its bank account and UPI id as members see them
 * where they pay by transfer, and its 12A/80G registration. One form, checked by the API's schema before it posts.
 */
export function SettingsPage({ settings, result }: { settings: ClubSettingsRecord | null; result?: SettingsResult }) {
  const form = useForm<SettingsResult>({
    id: "settings",
    actionData: result,
    // the form says what happened, in place: no toasts
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(clubSettingsInput, clubSettingsFormInput(data), m.fixFields);
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const value = (name: keyof ClubSettingsRecord) => {
    const saved = settings?.[name];
    return typed?.[name] ?? (saved === null || saved === undefined ? "" : String(saved));
  };
  const saved = form.result?.ok ? form.result.message : null;
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className="font-display text-3xl text-forest-950">
        Club settings
      </h1>
      <p className="mt-2 text-ink/80">
        The Trust&apos;s legal details and the bank account members pay into. Members see the account wherever they are
        asked for a transfer&apos;s receipt.
      </p>
      {settings?.updated_at ? (
        <p className="mt-1 text-sm text-ink/80">{`Last saved ${shortClubDay(settings.updated_at)}.`}</p>
      ) : (
        <p className="mt-1 text-sm text-ink/80">{m.notSet}</p>
      )}
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="settings-heading"
        className="mt-6 grid gap-6"
        key={settings?.updated_at ?? "new"}
      >
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {saved}
          </p>
        )}
        <Group legend="The Trust">
          <TextField
            {...form.field("legal_name")}
            label="Legal name"
            required
            autoComplete="organization"
            defaultValue={value("legal_name")}
            className="sm:col-span-2"
          />
          <TextAreaField
            {...form.field("address")}
            label="Registered address"
            required
            rows={3}
            defaultValue={value("address")}
            className="sm:col-span-2"
          />
          <SelectField
            {...form.field("state")}
            label="State"
            required
            placeholder="Choose the state"
            options={STATE_OPTIONS}
            defaultValue={value("state")}
          />
          <TextField
            {...form.field("pan")}
            label="PAN"
            required
            hint="Five letters, four digits and a letter."
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={value("pan")}
          />
          <TextField
            {...form.field("gstin")}
            label="GSTIN (optional)"
            hint="15 characters: the state's GST code, the PAN, then three more."
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={value("gstin")}
            className="sm:col-span-2"
          />
        </Group>
        <Group legend="Bank account for payments" hint="Shown to members who pay by bank transfer or UPI.">
          <TextField
            {...form.field("bank_account_name")}
            label="Account name"
            required
            defaultValue={value("bank_account_name")}
            className="sm:col-span-2"
          />
          <TextField {...form.field("bank_name")} label="Bank" required defaultValue={value("bank_name")} />
          <TextField {...form.field("bank_branch")} label="Branch" required defaultValue={value("bank_branch")} />
          <TextField
            {...form.field("bank_account_number")}
            label="Account number"
            required
            inputMode="numeric"
            spellCheck={false}
            defaultValue={value("bank_account_number")}
          />
          <TextField
            {...form.field("bank_ifsc")}
            label="IFSC"
            required
            hint="For example SBIN0000718."
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={value("bank_ifsc")}
          />
          <TextField
            {...form.field("upi_id")}
            label="UPI id"
            required
            hint="For example club@sbi."
            spellCheck={false}
            autoCapitalize="none"
            defaultValue={value("upi_id")}
            className="sm:col-span-2"
          />
        </Group>
        <Group
          legend="12A and 80G registration"
          hint="Optional until the Trust holds it; donation receipts will quote it."
        >
          <TextField
            {...form.field("registration_12a_80g_number")}
            label="Registration number"
            spellCheck={false}
            defaultValue={value("registration_12a_80g_number")}
          />
          <TextField
            {...form.field("registration_12a_80g_date")}
            type="date"
            label="Registration date"
            defaultValue={value("registration_12a_80g_date")}
          />
        </Group>
        <Group
          legend="FCRA registration and exchange rates"
          hint="Without an FCRA registration, a gift in dollars or euros is offered and charged in rupees at these rates; with one, it is charged in its own currency."
        >
          <TextField
            {...form.field("fcra_registration_number")}
            label="FCRA registration number"
            spellCheck={false}
            defaultValue={value("fcra_registration_number")}
          />
          <TextField
            {...form.field("fcra_registration_date")}
            type="date"
            label="FCRA registration date"
            defaultValue={value("fcra_registration_date")}
          />
          <TextField
            {...form.field("usd_inr_rate")}
            label="Rupees for one US dollar"
            inputMode="decimal"
            spellCheck={false}
            defaultValue={value("usd_inr_rate")}
          />
          <TextField
            {...form.field("eur_inr_rate")}
            label="Rupees for one euro"
            inputMode="decimal"
            spellCheck={false}
            defaultValue={value("eur_inr_rate")}
          />
        </Group>
        <div>
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Saving…" : "Save settings"}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
