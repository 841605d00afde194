import { INDIAN_STATES } from "../../../../common/club-settings";
import {
  invoiceDetailsFormInput,
  invoiceDetailsInput,
  taxMessages as tm,
  type InvoiceDetailsRecord,
} from "../../../../common/tax-schemas";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { checkForm, useForm, type FormResult } from "../../../lib/form";
import { usePortalTexts } from "../shared/portal-texts";
import { DOCUMENTS_MESSAGES } from "./documents-messages";
import { postedValues } from "../shared/posted-values";

const INTENT = "documents.invoiceDetails";
const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/**
 * The member's details for their invoices: a business's name and GSTIN for business stays, the billing address and
 * its state (the address of their application otherwise). Posted to the dashboard's action (documents.server.ts),
 * checked by the API's schema first; the invoices issued from then on carry them.
 */
export function InvoiceDetailsForm({
  details,
  actionData,
}: {
  details: InvoiceDetailsRecord;
  actionData: FormResult | undefined;
}) {
  const { t, say } = usePortalTexts(DOCUMENTS_MESSAGES);
  const form = useForm<FormResult>({
    id: "invoice-details",
    intent: INTENT,
    actionData,
    say,
    toast: false,
    clearOnChange: true,
    check: (data) => {
      const checked = checkForm(invoiceDetailsInput, invoiceDetailsFormInput(data), tm.fixFields);
      return checked.ok ? null : checked;
    },
  });
  const typed = postedValues(form.result);
  const value = (name: keyof InvoiceDetailsRecord) => typed[name] ?? details[name] ?? "";
  const saved = form.result?.ok ? say(form.result.message) : null;
  return (
    <section aria-labelledby="invoice-details-heading" className="mt-8 border-t border-forest-100 pt-6">
      <h3 id="invoice-details-heading" className="font-display text-xl text-forest-950">
        {t("invoiceDetails.heading")}
      </h3>
      <p className="mt-1 text-sm text-ink/80">
        {details.address_on_record
          ? t("invoiceDetails.introWithAddress", { address: details.address_on_record })
          : t("invoiceDetails.intro")}
      </p>
      <form.Form
        {...form.props}
        noValidate
        aria-labelledby="invoice-details-heading"
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value={INTENT} />
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {saved && (
          <p
            role="status"
            className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900 sm:col-span-2"
          >
            {saved}
          </p>
        )}
        <TextField
          {...form.field("business_name")}
          label={t("invoiceDetails.businessName")}
          hint={t("invoiceDetails.businessNameHint")}
          autoComplete="organization"
          defaultValue={value("business_name")}
        />
        <TextField
          {...form.field("gstin")}
          label={t("invoiceDetails.gstin")}
          hint={t("invoiceDetails.gstinHint")}
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={value("gstin")}
        />
        <TextAreaField
          {...form.field("address")}
          label={t("invoiceDetails.address")}
          rows={3}
          autoComplete="street-address"
          defaultValue={value("address")}
          className="sm:col-span-2"
        />
        <SelectField
          {...form.field("state")}
          label={t("invoiceDetails.state")}
          hint={t("invoiceDetails.stateHint")}
          placeholder={t("invoiceDetails.statePlaceholder")}
          options={STATE_OPTIONS}
          defaultValue={value("state")}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-secondary h-11 px-6" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? t("invoiceDetails.saving") : t("invoiceDetails.save")}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
