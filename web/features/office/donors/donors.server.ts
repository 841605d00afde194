import { data } from "react-router";
import { clubToday } from "../../../../common/club-time";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  CERTIFICATE_FILE_FIELD,
  certificateMessages,
  donorMessages,
  donorQuery,
  form10bdMissingUrl,
  form10bdUrl,
  subscriberMessages,
  subscriberQuery,
  type CertificateUploadAnswer,
} from "../../../../common/office-donors";
import { financialYearOf, financialYearsBetween, parseFinancialYear } from "../../../../common/statements";
import type { FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { csvHref } from "../shared/csv-link";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's donors and subscribers: the pages' loader work through the services. The filters
 * are plain GET forms, so the query string is the whole state (works without JavaScript); a filter value not known
 * is said beside its field, and the list runs without it.
 */
type Services = AppContext["services"];

const paramsOf = (request: Request) => Object.fromEntries(pageUrl(request).searchParams);

export async function loadDonorList(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.donors);
  const params = paramsOf(request);
  const parsed = donorQuery.safeParse(params);
  const kindError =
    !parsed.success && parsed.error.issues.some((i) => i.path[0] === "kind") ? donorMessages.invalidKind : null;
  const currencyError =
    !parsed.success && parsed.error.issues.some((i) => i.path[0] === "currency") ? donorMessages.invalidCurrency : null;
  const statusError =
    !parsed.success && parsed.error.issues.some((i) => i.path[0] === "status") ? donorMessages.invalidStatus : null;
  const query = parsed.success
    ? parsed.data
    : donorQuery.parse({
        ...params,
        kind: kindError ? undefined : params.kind,
        currency: currencyError ? undefined : params.currency,
        status: statusError ? undefined : params.status,
      });
  // Form 10BD's year: the one asked (?fy=), else the year that ended last (filed by 31 May), from the first on record
  const today = clubToday();
  const current = financialYearOf(today);
  const years = financialYearsBetween(`${current.startYear - 3}-04-01`, today).map((y) => y.fy);
  const asked = params.fy ? parseFinancialYear(params.fy) : null;
  const fy = asked?.fy ?? years[1] ?? current.fy;
  const [list, totals, form10bd, certificates] = await Promise.all([
    services.donationsOffice.list(query),
    services.donationsOffice.totals(),
    services.donationsOffice.form10bdSummary(fy),
    services.donationsOffice.certificates.list(),
  ]);
  return {
    query: { q: query.q ?? "", kind: query.kind ?? "", currency: query.currency ?? "", status: query.status ?? "" },
    errors: { kind: kindError, currency: currencyError, status: statusError },
    csvHref: csvHref("/api/admin/donations.csv", {
      q: query.q,
      kind: query.kind,
      currency: query.currency,
      status: query.status,
    }),
    list,
    totals,
    form10bd: {
      ...form10bd,
      years: years.includes(fy) ? years : [fy, ...years],
      href: form10bdUrl(fy),
      missingHref: form10bdMissingUrl(fy),
    },
    certificates,
  };
}

/** The donors page's answers: certificates uploaded, or one matched by hand. */
export type DonorsActionResult = FormResult & { upload?: CertificateUploadAnswer; id?: string };

/**
 * The donors page's posts, with or without JavaScript: `intent=upload` (the certificates' files, multipart) and
 * `intent=match` (a certificate's `id` and the `donor`, a pledge's reference or e-mail), through the same services as
 * the API.
 */
export async function donorsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.donors);
  const actor = { id: staff.id, role: staff.role, ip: context.clientAddress };
  const form = await request.formData();
  const intent = form.get("intent") === "match" ? "match" : "upload";
  try {
    if (intent === "match") {
      const id = String(form.get("id") ?? "");
      const donor = String(form.get("donor") ?? "").trim();
      if (donor.length < 3)
        return data<DonorsActionResult>(
          { ok: false, intent, id, message: "Give the donor's pledge reference or e-mail." },
          { status: 400 },
        );
      const item = await context.services.donationsOffice.certificates.match(actor, id, donor);
      return data<DonorsActionResult>({
        ok: true,
        intent,
        id,
        message: certificateMessages.matched(item.donor_email ?? ""),
      });
    }
    const files: { name: string; bytes: Buffer }[] = [];
    for (const file of form.getAll(CERTIFICATE_FILE_FIELD)) {
      if (file instanceof File && file.size > 0)
        files.push({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
    }
    if (files.length === 0)
      return data<DonorsActionResult>({ ok: false, intent, message: certificateMessages.noFile }, { status: 400 });
    const fy = String(form.get("fy") ?? "").trim();
    const upload = await context.services.donationsOffice.certificates.upload(actor, {
      files,
      fy: parseFinancialYear(fy)?.fy,
    });
    const matched = upload.stored.filter((c) => c.donor_email).length;
    return data<DonorsActionResult>({
      ok: true,
      intent,
      upload,
      message: certificateMessages.uploaded(upload.stored.length, matched, upload.duplicates.length),
    });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<DonorsActionResult>({ ok: false, intent, message: refusal.message }, { status: refusal.status });
  }
}

export async function loadSubscriberList(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.subscribers);
  const params = paramsOf(request);
  const parsed = subscriberQuery.safeParse(params);
  const query = parsed.success ? parsed.data : subscriberQuery.parse({ ...params, status: undefined });
  const list = await services.newsletterOffice.list(query);
  return {
    query: { q: query.q ?? "", status: query.status ?? "" },
    statusError: parsed.success ? null : subscriberMessages.invalidStatus,
    csvHref: csvHref("/api/admin/subscribers.csv", { q: query.q, status: query.status }),
    list,
  };
}
