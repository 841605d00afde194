import { Link } from "react-router";
import type { EnquiryFormValues } from "../../../common/enquiries";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../components/form-fields";
import { contactPage } from "../../content/contact";
import { useForm, type FormHandle, type FormResult } from "../../lib/form";

/** What /contact's action answers: the thank-you's name and e-mail, or the fields' messages and what was typed. */
export type EnquiryResult =
  (FormResult & { ok: true; name: string; email: string }) | (FormResult & { ok: false; values: EnquiryFormValues });

const f = contactPage.form;

/** The contact form, or the thank-you once the question is stored. Posts to /contact's action. */
export function EnquiryPanel({
  actionData,
  villa,
}: {
  actionData: EnquiryResult | undefined;
  villa: { id: string; name: string } | null;
}) {
  // the page says what happened (the thank-you, the messages in place): no toasts
  const form = useForm<EnquiryResult>({ id: "enquiry", actionData, toast: false });
  const result = form.result;
  if (result?.ok) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-forest-100 p-6">
        <p className="text-xl font-semibold text-forest-900">{f.thanksHeading}</p>
        <p className="mt-2 text-ink/90">
          Thank you, {result.name}. Your message has reached the club office. We will send a copy to {result.email} and
          answer within two working days.
        </p>
        <Link to="/contact" onClick={form.reset} className="btn-secondary mt-5 inline-flex">
          {f.another}
        </Link>
      </div>
    );
  }
  return <EnquiryForm form={form} sent={result?.values} villa={villa} />;
}

function EnquiryForm({
  form,
  sent,
  villa,
}: {
  form: FormHandle<EnquiryResult>;
  sent: EnquiryFormValues | undefined;
  villa: { id: string; name: string } | null;
}) {
  return (
    <form.Form {...form.props} noValidate aria-labelledby="enquiry-heading" className="mt-4 grid gap-5">
      <p className="text-sm text-ink/80">{f.intro}</p>
      {Object.keys(form.errors).length > 0 && <ErrorBox>{f.fixFields}</ErrorBox>}
      {form.message && <ErrorBox>{form.message}</ErrorBox>}
      <TextField {...form.field("name")} label={f.name} autoComplete="name" required defaultValue={sent?.name} />
      <TextField
        {...form.field("email")}
        type="email"
        label={f.email}
        autoComplete="email"
        required
        defaultValue={sent?.email}
      />
      <TextField
        {...form.field("phone")}
        type="tel"
        label={f.phone}
        hint={f.phoneHint}
        autoComplete="tel"
        defaultValue={sent?.phone}
      />
      <SelectField
        {...form.field("topic")}
        label={f.topic}
        required
        placeholder={f.topicPlaceholder}
        options={f.topics}
        defaultValue={sent?.topic ?? (villa ? "stay" : "")}
      />
      {villa ? (
        <SelectField
          {...form.field("villa")}
          label={f.villa}
          hint={f.villaHint}
          options={[
            { value: villa.id, label: villa.name },
            { value: "", label: f.noVilla },
          ]}
          defaultValue={sent ? sent.villa : villa.id}
        />
      ) : null}
      <TextAreaField {...form.field("message")} label={f.message} rows={6} required defaultValue={sent?.message} />
      <div>
        <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={form.busy}>
          {form.busy ? f.sending : f.submit}
        </button>
      </div>
    </form.Form>
  );
}
