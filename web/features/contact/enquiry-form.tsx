import type { TFunction } from "i18next";
import { Link } from "react-router";
import { ENQUIRY_TOPICS, type EnquiryFormValues } from "../../../common/enquiries";
import type { LocationName } from "../../../common/locations";
import { CONTACT_ESTATES } from "../../content/contact";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../components/form-fields";
import { useForm, type FormHandle, type FormResult } from "../../lib/form";
import { useContactTexts } from "./contact-texts";

/** What /contact's action answers: the thank-you's name and e-mail, or the fields' messages and what was typed. */
export type EnquiryResult =
  (FormResult & { ok: true; name: string; email: string }) | (FormResult & { ok: false; values: EnquiryFormValues });

/** The villa a question is about ("Ask about this villa"): its name, and where it is. */
export type EnquiryVilla = { id: string; name: string; location: string };

const isEstate = (location: string): location is LocationName =>
  (CONTACT_ESTATES as readonly string[]).includes(location);

/** The contact form, or the thank-you once the question is stored. Posts to /contact's action. */
export function EnquiryPanel({
  actionData,
  villa,
}: {
  actionData: EnquiryResult | undefined;
  villa: EnquiryVilla | null;
}) {
  const { t, say } = useContactTexts();
  // the page says what happened (the thank-you, the messages in place): no toasts
  const form = useForm<EnquiryResult>({ id: "enquiry", actionData, toast: false, say });
  const result = form.result;
  if (result?.ok) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-forest-100 p-6">
        <p className="text-xl font-semibold text-forest-900">{t("form.thanksHeading")}</p>
        <p className="mt-2 text-ink/90">{t("form.thanks", { name: result.name, email: result.email })}</p>
        <Link to="/contact" onClick={form.reset} className="btn-secondary mt-5 inline-flex">
          {t("form.another")}
        </Link>
      </div>
    );
  }
  return <EnquiryForm form={form} sent={result?.values} villa={villa} t={t} />;
}

function EnquiryForm({
  form,
  sent,
  villa,
  t,
}: {
  form: FormHandle<EnquiryResult>;
  sent: EnquiryFormValues | undefined;
  villa: EnquiryVilla | null;
  t: TFunction<"contact">;
}) {
  return (
    <form.Form {...form.props} noValidate aria-labelledby="enquiry-heading" className="mt-4 grid gap-5">
      <p className="text-sm text-ink/80">{t("form.intro")}</p>
      {Object.keys(form.errors).length > 0 && <ErrorBox>{t("form.fixFields")}</ErrorBox>}
      {form.message && <ErrorBox>{form.message}</ErrorBox>}
      <TextField
        {...form.field("name")}
        label={t("form.name")}
        autoComplete="name"
        required
        defaultValue={sent?.name}
      />
      <TextField
        {...form.field("email")}
        type="email"
        label={t("form.email")}
        autoComplete="email"
        required
        defaultValue={sent?.email}
      />
      <TextField
        {...form.field("phone")}
        type="tel"
        label={t("form.phone")}
        hint={t("form.phoneHint")}
        autoComplete="tel"
        defaultValue={sent?.phone}
      />
      <SelectField
        {...form.field("topic")}
        label={t("form.topic")}
        required
        placeholder={t("form.topicPlaceholder")}
        options={ENQUIRY_TOPICS.map((value) => ({ value, label: t(`form.topics.${value}`) }))}
        defaultValue={sent?.topic ?? (villa ? "stay" : "")}
      />
      {villa ? (
        <SelectField
          {...form.field("villa")}
          label={t("form.villa")}
          hint={t("form.villaHint")}
          options={[
            {
              value: villa.id,
              label: t("form.villaName", {
                name: villa.name,
                // a location of the club's list in the page's language; any other as the catalogue has it
                location: isEstate(villa.location) ? t(`estates.${villa.location}.name`) : villa.location,
              }),
            },
            { value: "", label: t("form.noVilla") },
          ]}
          defaultValue={sent ? sent.villa : villa.id}
        />
      ) : null}
      <TextAreaField
        {...form.field("message")}
        label={t("form.message")}
        rows={6}
        required
        defaultValue={sent?.message}
      />
      <div>
        <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={form.busy}>
          {form.busy ? t("form.sending") : t("form.submit")}
        </button>
      </div>
    </form.Form>
  );
}
