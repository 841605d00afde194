import { data } from "react-router";
import { isAppError } from "../../common/app-error";
import { enquiryFormValues, enquiryInput } from "../../common/enquiries";
import { isUuid } from "../../common/ids";
import { seo, type PageMetaArgs } from "../content/site";
import { ContactDetails } from "../features/contact/contact-details";
import { useContactTexts } from "../features/contact/contact-texts";
import { EnquiryPanel, type EnquiryResult } from "../features/contact/enquiry-form";
import { checkForm } from "../lib/form";
import { metaT } from "../lib/i18n";
import { messagesFor } from "../lib/i18n.server";
import type { Route } from "./+types/contact";
import { app } from "../lib/app-context.server.ts";
import { pageUrl } from "../lib/page-url.server.ts";

/** ?villa=<id> (from a villa's "Ask about this villa") fills the villa in; an unknown one is ignored. The page's words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = messagesFor(context, ["contact"]);
  const id = pageUrl(request).searchParams.get("villa");
  if (!id || !isUuid(id)) return { villa: null, messages };
  try {
    const property = await app(context).services.catalogue.getProperty(id);
    return {
      villa: { id: property._id, name: property.name, location: property.location },
      messages,
    };
  } catch (error) {
    if (isAppError(error)) return { villa: null, messages };
    throw error;
  }
}

/** The form's POST (works without JavaScript): the shared schema, then the enquiries service. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = enquiryFormValues(form);
  // the field messages speak for themselves: the form's own message is only a refusal's
  const parsed = checkForm(enquiryInput, values, "");
  if (!parsed.ok) return data<EnquiryResult>({ ...parsed, values }, { status: 400 });
  try {
    await app(context).services.enquiries.submit(parsed.data, app(context).clientAddress);
    return data<EnquiryResult>(
      { ok: true, message: "", name: parsed.data.name, email: parsed.data.email },
      { status: 201 },
    );
  } catch (error) {
    // a refusal (too many messages, a villa no longer known) keeps the form and says why
    if (isAppError(error))
      return data<EnquiryResult>({ ok: false, message: error.message ?? "", values }, { status: error.status });
    throw error;
  }
}

export const meta = (args: PageMetaArgs) => {
  const t = metaT(args.matches, "contact");
  return seo({ title: t("meta.title"), description: t("meta.description") }, args);
};

/** /contact: the club's addresses, phone and e-mail, a drawn map, and the enquiry form. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useContactTexts();
  return (
    <>
      <section aria-labelledby="page-title" className="bg-forest-950 text-cream-50">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-14 sm:px-6 sm:pb-16 sm:pt-20">
          <p className="eyebrow text-saffron-300">{t("eyebrow")}</p>
          <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-semibold leading-[1.05] sm:text-6xl">
            {t("heading")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-cream-100/90">{t("intro")}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <ContactDetails />
        <section
          aria-labelledby="enquiry-heading"
          className="self-start rounded-3xl bg-white p-5 shadow-xl shadow-forest-900/5 ring-1 ring-forest-900/10 sm:p-10"
        >
          <h2 id="enquiry-heading" className="text-3xl font-semibold text-forest-900">
            {t("form.heading")}
          </h2>
          <EnquiryPanel actionData={actionData} villa={loaderData.villa} />
        </section>
      </div>
    </>
  );
}
