import type { PortalOverview } from "../../../../common/portal";
import { TRANSFER_RELATIONSHIPS } from "../../../../common/transfer";
import { transferDraft } from "../../../../common/transfer-form";
import { SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import type { FormHandle } from "../../../lib/form";
import type { TransferFormResult } from "./transfers.server";
import { useTransferTexts } from "./transfer-texts";

/*
 * The markup of the transfer request's four steps (spec §2 "Transfer"): each step's fields, their values as last
 * seen (`kept`) and their messages through the form's field and control props (transfer-form.tsx holds the form).
 */

export type Villa = NonNullable<PortalOverview["property"]>;
type StepProps = { form: FormHandle<TransferFormResult>; kept: Record<string, string> };

/** The villa's name, with its number when it has one. */
function useVillaName() {
  const { t } = useTransferTexts();
  return (villa: Villa) =>
    villa.villaNumber ? t("transfer.villa", { name: villa.name, number: villa.villaNumber }) : villa.name;
}

/** Step 1, Select Property: the member's villa. */
export function PropertyStep({ form, kept, villa }: StepProps & { villa: Villa }) {
  const { t } = useTransferTexts();
  const villaName = useVillaName();
  const error = form.errors.property_id;
  return (
    <fieldset aria-describedby={error ? "transfer-property-error" : undefined}>
      <legend className="text-sm font-semibold text-forest-900">{t("transfer.chooseVilla")}</legend>
      <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-forest-100 p-4 has-[:checked]:border-saffron-700 has-[:checked]:bg-cream-50">
        <input
          {...form.control("property_id", { id: "transfer-property" })}
          type="radio"
          value={villa._id}
          defaultChecked={kept.property_id === villa._id}
          className="mt-1 h-4 w-4 accent-saffron-700"
        />
        <span>
          <span className="block font-semibold text-forest-900">{villaName(villa)}</span>
          <span className="block text-sm text-ink/80">
            {villa.propertyType} · {villa.location}
            {villa.block ? ` · ${villa.block}` : ""}
          </span>
        </span>
      </label>
      {error && (
        <p id="transfer-property-error" className="mt-1 text-sm font-medium text-[#b42318]">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Step 2, Transferee Details. */
export function TransfereeStep({ form, kept }: StepProps) {
  const { t, relationship } = useTransferTexts();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...form.field("transferee.full_name", { id: "transferee-name" })}
        label={t("transfer.fullName")}
        autoComplete="off"
        defaultValue={kept["transferee.full_name"]}
      />
      <TextField
        {...form.field("transferee.email", { id: "transferee-email" })}
        label={t("transfer.email")}
        type="email"
        autoComplete="off"
        defaultValue={kept["transferee.email"]}
      />
      <TextField
        {...form.field("transferee.phone", { id: "transferee-phone" })}
        label={t("transfer.phone")}
        type="tel"
        autoComplete="off"
        defaultValue={kept["transferee.phone"]}
      />
      <SelectField
        {...form.field("transferee.relationship", { id: "transferee-relationship" })}
        label={t("transfer.relationship")}
        placeholder={t("transfer.chooseRelationship")}
        options={TRANSFER_RELATIONSHIPS.map((r) => ({ value: r, label: relationship(r) }))}
        defaultValue={kept["transferee.relationship"] ?? ""}
      />
      <TextAreaField
        {...form.field("transferee.address", { id: "transferee-address" })}
        label={t("transfer.address")}
        className="sm:col-span-2"
        defaultValue={kept["transferee.address"]}
      />
    </div>
  );
}

/** Step 3, Transfer Reason. */
export function ReasonStep({ form, kept }: StepProps) {
  const { t } = useTransferTexts();
  return (
    <div>
      <TextAreaField
        {...form.field("reason", { id: "transfer-reason" })}
        label={t("transfer.reasonLabel")}
        rows={5}
        defaultValue={kept.reason}
        hint={t("transfer.reasonHint")}
      />
    </div>
  );
}

/** Step 4, E Sign and Consent: the request as it will be sent, the typed name and the consent. */
export function ConsentStep({ form, kept, villa, memberName }: StepProps & { villa: Villa; memberName: string }) {
  const { t, relationship } = useTransferTexts();
  const villaName = useVillaName();
  const draft = transferDraft(kept);
  const transferee = draft.transferee;
  const consentError = form.errors.consent;
  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-cream-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-forest-900">{t("transfer.property")}</dt>
        <dd>{t("transfer.propertyValue", { villa: villaName(villa), location: villa.location })}</dd>
        <dt className="font-semibold text-forest-900">{t("transfer.transferee")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {t("transfer.transfereeValue", {
            name: transferee.full_name,
            relationship: relationship(transferee.relationship),
            email: transferee.email,
            phone: transferee.phone,
          })}
        </dd>
        <dt className="font-semibold text-forest-900">{t("transfer.address")}</dt>
        <dd className="[overflow-wrap:anywhere]">{transferee.address}</dd>
        <dt className="font-semibold text-forest-900">{t("transfer.reasonTerm")}</dt>
        <dd className="[overflow-wrap:anywhere]">{draft.reason}</dd>
      </dl>
      <TextField
        {...form.field("signature", { id: "transfer-signature" })}
        label={t("transfer.signature")}
        autoComplete="name"
        defaultValue={kept.signature}
        hint={t("transfer.signatureHint", { name: memberName })}
        className="max-w-md"
      />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            {...form.control("consent", { id: "transfer-consent" })}
            type="checkbox"
            value="true"
            defaultChecked={kept.consent === "true"}
            className="mt-0.5 h-4 w-4 shrink-0 accent-saffron-700"
          />
          <span>{t("transfer.consent")}</span>
        </label>
        {consentError && (
          <p id="transfer-consent-error" className="mt-1 text-sm font-medium text-[#b42318]">
            {consentError}
          </p>
        )}
      </div>
    </div>
  );
}
