import { shortClubDay } from "../../../../common/club-time";
import { PER_NIGHT_KINDS, TAX_KINDS, TAX_KIND_LABELS, VILLA_KINDS, type TaxKind } from "../../../../common/gst";
import {
  taxMessages as m,
  taxSettingsFormInput,
  taxSettingsInput,
  type TaxSettingsRecord,
} from "../../../../common/tax-schemas";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { checkForm, useForm } from "../../../lib/form";
import type { TaxSettingsResult } from "./tax-settings.server";

const PLACE_OPTIONS = [
  { value: "villa", label: "The villa's (the estate's) state" },
  { value: "recipient", label: "The member's (the booker's) state" },
];

/** What each kind of supply is, beside its fields. */
const KIND_HINTS: Record<TaxKind, string> = {
  instalment: "Each instalment of a villa contribution. GST is taken out of the instalment's amount.",
  membership: "A year of Full Membership (₹1,00,000, GST included). Supplied where the member is.",
  stay: "A stay's room charges, and the part of its taxes and fees that is not GST.",
  "extra-guests": "The charge for guests beyond 2 adults and 2 children.",
  maintenance:
    "A villa's yearly maintenance dues and their late fee, billed to its owner. GST is taken out of the dues. Confirm with your accountant whether they are taxable (decision 056).",
  programme:
    "Places at events, retreats and courses paid online (GST included in the price). Online items are supplied where the booker is.",
};

/**
 * The GST of each kind of supply (accounts and administrators): SAC, the description invoices show, the rate (stays
 * and extra guests: a higher rate above a value per night) and the place of supply. One form, checked by the API's
 * schema before it posts. Invoices issued before a change keep what they were issued with.
 */
export function TaxSettingsPage({ record, result }: { record: TaxSettingsRecord; result?: TaxSettingsResult }) {
  const form = useForm<TaxSettingsResult>({
    id: "tax",
    actionData: result,
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(taxSettingsInput, taxSettingsFormInput(data), m.fixFields);
      return checked.ok ? null : checked;
    },
  });
  const typed = form.result && !form.result.ok ? form.result.values : undefined;
  const value = (kind: TaxKind, field: keyof TaxSettingsRecord["settings"][TaxKind]) => {
    const kept = typed?.[kind]?.[field];
    if (kept !== undefined) return kept;
    const saved = record.settings[kind][field];
    return saved === null ? "" : String(saved);
  };
  const saved = form.result?.ok ? form.result.message : null;
  return (
    <section aria-labelledby="tax-heading">
      <h1 id="tax-heading" className="font-display text-3xl text-forest-950">
        Tax settings
      </h1>
      <p className="mt-2 text-ink/80">
        The GST each kind of supply is invoiced with while the Trust has a GSTIN (Club settings). Members pay the prices
        the site shows: GST is part of them. Confirm every code and rate with the club&apos;s accountant.
      </p>
      <p className="mt-1 text-sm text-ink/80">
        {record.updated_at
          ? `Last saved ${shortClubDay(record.updated_at)}. Invoices issued before a change keep their own.`
          : "These are the documented defaults: nobody has saved the tax settings yet."}
      </p>
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="tax-heading"
        className="mt-6 grid gap-6"
        key={record.updated_at ?? "defaults"}
      >
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {saved}
          </p>
        )}
        {TAX_KINDS.map((kind) => (
          <fieldset key={kind} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
            <legend className="float-left w-full text-xl font-semibold text-forest-950">{TAX_KIND_LABELS[kind]}</legend>
            <p className="clear-left pt-1 text-sm text-ink/80">{KIND_HINTS[kind]}</p>
            <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">
              <TextField
                {...form.field(`${kind}.sac`)}
                label={`${TAX_KIND_LABELS[kind]}: SAC`}
                required
                inputMode="numeric"
                spellCheck={false}
                hint="The services accounting code, e.g. 996311."
                defaultValue={value(kind, "sac")}
              />
              <TextField
                {...form.field(`${kind}.rate_percent`)}
                label={
                  PER_NIGHT_KINDS.includes(kind)
                    ? `${TAX_KIND_LABELS[kind]}: rate (%) up to the value per night`
                    : `${TAX_KIND_LABELS[kind]}: rate (%)`
                }
                required
                inputMode="decimal"
                defaultValue={value(kind, "rate_percent")}
              />
              <TextField
                {...form.field(`${kind}.description`)}
                label={`${TAX_KIND_LABELS[kind]}: description on the invoice`}
                required
                defaultValue={value(kind, "description")}
                className="sm:col-span-2"
              />
              {PER_NIGHT_KINDS.includes(kind) && (
                <>
                  <TextField
                    {...form.field(`${kind}.threshold_per_night`)}
                    label={`${TAX_KIND_LABELS[kind]}: value per night (₹) above which the higher rate applies`}
                    inputMode="numeric"
                    hint="Leave both empty for one rate."
                    defaultValue={value(kind, "threshold_per_night")}
                  />
                  <TextField
                    {...form.field(`${kind}.rate_above_percent`)}
                    label={`${TAX_KIND_LABELS[kind]}: rate (%) above it`}
                    inputMode="decimal"
                    defaultValue={value(kind, "rate_above_percent")}
                  />
                </>
              )}
              {VILLA_KINDS.includes(kind) && (
                <SelectField
                  {...form.field(`${kind}.place_of_supply`)}
                  label={`${TAX_KIND_LABELS[kind]}: place of supply`}
                  required
                  options={PLACE_OPTIONS}
                  defaultValue={value(kind, "place_of_supply")}
                />
              )}
            </div>
          </fieldset>
        ))}
        <div>
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Saving…" : "Save tax settings"}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
