import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { EnquiryFieldErrors, EnquiryFormValues } from "../../../common/enquiries";
import { ErrorBox, SelectField, TextAreaField, TextField } from "../../components/form-fields";
import { contactPage } from "../../content/contact";

export type EnquiryActionData =
  { ok: true; name: string; email: string } | { ok: false; errors: EnquiryFieldErrors; values: EnquiryFormValues; formError?: string };

const f = contactPage.form;

/** The contact form, or the thank-you once the question is stored. Posts to /contact's action. */
export function EnquiryPanel({
  actionData,
  villa,
}: {
  actionData: EnquiryActionData | undefined;
  villa: { id: string; name: string } | null;
}) {
  if (actionData?.ok) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-forest-100 p-6">
        <p className="text-xl font-semibold text-forest-900">{f.thanksHeading}</p>
        <p className="mt-2 text-ink/90">
          Thank you, {actionData.name}. Your message has reached the club office. We will send a copy to {actionData.email} and answer
          within two working days.
        </p>
        <Link to="/contact" className="btn-secondary mt-5 inline-flex">
          {f.another}
        </Link>
      </div>
    );
  }
  return <EnquiryForm failed={actionData} villa={villa} />;
}

function EnquiryForm({
  failed,
  villa,
}: {
  failed: Extract<EnquiryActionData, { ok: false }> | undefined;
  villa: { id: string; name: string } | null;
}) {
  const errors = failed?.errors ?? {};
  const sent = failed?.values;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failed) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [failed]);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <Form method="post" noValidate preventScrollReset ref={formRef} aria-labelledby="enquiry-heading" className="mt-4 grid gap-5">
      <p className="text-sm text-ink/80">{f.intro}</p>
      {failed && Object.keys(errors).length > 0 && <ErrorBox>{f.fixFields}</ErrorBox>}
      {failed?.formError && <ErrorBox>{failed.formError}</ErrorBox>}
      <TextField id="enquiry-name" name="name" label={f.name} autoComplete="name" required defaultValue={sent?.name} error={errors.name} />
      <TextField
        id="enquiry-email"
        name="email"
        type="email"
        label={f.email}
        autoComplete="email"
        required
        defaultValue={sent?.email}
        error={errors.email}
      />
      <TextField
        id="enquiry-phone"
        name="phone"
        type="tel"
        label={f.phone}
        hint={f.phoneHint}
        autoComplete="tel"
        defaultValue={sent?.phone}
        error={errors.phone}
      />
      <SelectField
        id="enquiry-topic"
        name="topic"
        label={f.topic}
        required
        placeholder={f.topicPlaceholder}
        options={f.topics}
        defaultValue={sent?.topic ?? (villa ? "stay" : "")}
        error={errors.topic}
      />
      {villa ? (
        <SelectField
          id="enquiry-villa"
          name="villa"
          label={f.villa}
          hint={f.villaHint}
          options={[
            { value: villa.id, label: villa.name },
            { value: "", label: f.noVilla },
          ]}
          defaultValue={sent ? sent.villa : villa.id}
          error={errors.villa}
        />
      ) : null}
      <TextAreaField
        id="enquiry-message"
        name="message"
        label={f.message}
        rows={6}
        required
        defaultValue={sent?.message}
        error={errors.message}
      />
      <div>
        <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={sending}>
          {sending ? f.sending : f.submit}
        </button>
      </div>
    </Form>
  );
}
