import { useState } from "react";
import { Form } from "react-router";
import { clubMoment } from "../../../../common/club-time";
import {
  CERTIFICATE_FILE_FIELD,
  formatPledgeAmount,
  type CertificateItem,
  type DonationYearTotals,
  type Form10bdSummary,
} from "../../../../common/office-donors";
import { formatRupees } from "../../../../common/money";
import { useForm } from "../../../lib/form";
import type { DonorsActionResult } from "./donors.server";

/**
 * The donors page's panels: the totals received per financial year and cause, Form 10BD of a chosen year (the download,
 * the gifts lacking a PAN), and the Form 10BE certificates (the upload, the unmatched ones matched by hand).
 */

export function TotalsPanel({ totals }: { totals: DonationYearTotals[] }) {
  return (
    <section aria-labelledby="totals-heading" className="mt-8 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="totals-heading" className="font-display text-2xl text-forest-950">
        Received per financial year and cause
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Gifts received, in rupees. A gift for several causes is split evenly between them (rounded to the rupee), so a
        year&apos;s causes add up to its total. Money kept in a foreign currency is shown apart.
      </p>
      {totals.length === 0 ? (
        <p className="mt-3">No gifts received yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {totals.map((year) => (
            <li key={year.fy} className="rounded-xl border border-forest-100 p-3">
              <h3 className="font-semibold text-forest-950">FY {year.fy}</h3>
              <p>
                {formatRupees(year.rupees)} from {year.gifts} gift{year.gifts === 1 ? "" : "s"}
              </p>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                {year.causes.map((cause) => (
                  <div key={cause.cause} className="contents">
                    <dt>{cause.cause}</dt>
                    <dd className="text-right">{formatRupees(cause.rupees)}</dd>
                  </div>
                ))}
                {year.foreign.map((money) => (
                  <div key={money.currency} className="contents">
                    <dt>In {money.currency} (kept apart)</dt>
                    <dd className="text-right">{formatPledgeAmount(money.amount, money.currency)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Form10bdPanel({
  summary,
  query,
}: {
  summary: Form10bdSummary & { years: string[]; href: string; missingHref: string };
  query: Record<string, string>;
}) {
  return (
    <section aria-labelledby="form-10bd-heading" className="mt-8 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="form-10bd-heading" className="font-display text-2xl text-forest-950">
        Form 10BD
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        The statement of donations received, as the income-tax portal&apos;s CSV template (Part B): one line per
        donor&apos;s PAN, donation type and mode of receipt, for gifts received in rupees. File it by 31 May.
      </p>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" aria-label="Form 10BD year">
        {Object.entries(query)
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <div>
          <label htmlFor="form-10bd-fy" className="block text-sm font-semibold text-forest-950">
            Financial year
          </label>
          <select id="form-10bd-fy" name="fy" defaultValue={summary.fy} className="field mt-1">
            {summary.years.map((fy) => (
              <option key={fy} value={fy}>
                {fy}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary h-11">
          Show year
        </button>
      </Form>
      <p className="mt-3">
        FY {summary.fy}: {summary.rows} line{summary.rows === 1 ? "" : "s"} from {summary.gifts} gift
        {summary.gifts === 1 ? "" : "s"}.{" "}
        <a className="link font-semibold" href={summary.href} download>
          Download Form 10BD CSV for FY {summary.fy}
        </a>
      </p>
      <p className="mt-2">
        <strong>
          {summary.missingPan} gift{summary.missingPan === 1 ? "" : "s"} lacking a PAN
        </strong>{" "}
        (left out: ask the donors for it before 31 May).{" "}
        {summary.missingPan > 0 && (
          <a className="link" href={summary.missingHref} download>
            Download the gifts lacking a PAN
          </a>
        )}
      </p>
      {summary.foreign > 0 && (
        <p className="mt-2 text-sm text-ink/80">
          {summary.foreign} gift{summary.foreign === 1 ? "" : "s"} in a foreign currency left out (not deductible under
          section 80G).
        </p>
      )}
    </section>
  );
}

const certificateState = (c: CertificateItem) =>
  c.donor_email
    ? `${c.mailed_at ? `Mailed ${clubMoment(new Date(c.mailed_at))}` : "Matched, mail queued"} to ${c.donor_email}`
    : "Not matched";

/** Says an answer of the certificates' forms: what was stored, what was already there, what was refused. */
function CertificatesAnswer({ result }: { result?: DonorsActionResult }) {
  if (!result) return null;
  return (
    <div role="status" className={`mt-3 ${result.ok ? "text-forest-800" : "text-terracotta-600"}`}>
      <p className="font-semibold">{result.message}</p>
      {result.upload && (result.upload.duplicates.length > 0 || result.upload.refused.length > 0) && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {result.upload.duplicates.map((name) => (
            <li key={`d-${name}`}>{name}: already uploaded, not stored again</li>
          ))}
          {result.upload.refused.map((r) => (
            <li key={`r-${r.file_name}`}>
              {r.file_name}: {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload of certificates: the files go in the form, read by the page's action with or without JavaScript. */
function UploadForm({
  fy,
  result,
  onResult,
}: {
  fy: string;
  result?: DonorsActionResult;
  onResult: (r: DonorsActionResult) => void;
}) {
  const form = useForm<DonorsActionResult>({
    id: "certificate-upload",
    intent: "upload",
    actionData: result?.intent === "upload" ? result : undefined,
    toast: false,
    onResult,
    onAnswer: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const files = form.control(CERTIFICATE_FILE_FIELD);
  return (
    <form.Form
      {...form.props}
      encType="multipart/form-data"
      aria-label="Upload Form 10BE certificates"
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="fy" value={fy} />
      <div>
        <label htmlFor={form.idOf(CERTIFICATE_FILE_FIELD)} className="block text-sm font-semibold text-forest-950">
          Certificates (PDF or ZIP)
        </label>
        <input
          {...files}
          type="file"
          multiple
          required
          disabled={form.busy}
          accept="application/pdf,.pdf,application/zip,.zip"
          className="field mt-1 w-full"
        />
      </div>
      <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
        Upload certificates
      </button>
    </form.Form>
  );
}

/** An unmatched certificate's form: its donor chosen by a pledge's reference or e-mail. */
function MatchForm({
  certificate,
  result,
  onResult,
}: {
  certificate: CertificateItem;
  result?: DonorsActionResult;
  onResult: (r: DonorsActionResult) => void;
}) {
  const form = useForm<DonorsActionResult>({
    id: `match-${certificate.id}`,
    intent: "match",
    actionData: result?.intent === "match" && result.id === certificate.id ? result : undefined,
    toast: false,
    onResult,
  });
  const donor = form.control("donor");
  return (
    <form.Form {...form.props} className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="match" />
      <input type="hidden" name="id" value={certificate.id} />
      <div className="min-w-0 flex-1">
        <label htmlFor={form.idOf("donor")} className="block text-sm font-semibold text-forest-950">
          Donor&apos;s pledge reference or e-mail
        </label>
        <input {...donor} required minLength={3} maxLength={200} className="field mt-1 w-full" />
      </div>
      <button type="submit" className="btn btn-secondary h-11" disabled={form.busy}>
        Match and e-mail
      </button>
    </form.Form>
  );
}

export function CertificatesPanel({
  certificates,
  fy,
  result,
}: {
  certificates: CertificateItem[];
  fy: string;
  result?: DonorsActionResult;
}) {
  const [answer, setAnswer] = useState<DonorsActionResult>();
  const unmatched = certificates.filter((c) => !c.donor_email);
  const matched = certificates.filter((c) => c.donor_email);
  return (
    <section aria-labelledby="form-10be-heading" className="mt-8 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="form-10be-heading" className="font-display text-2xl text-forest-950">
        Form 10BE certificates
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Upload the certificates the tax portal generated (PDFs, or one ZIP of them; at most 10 MB a certificate). Each
        is matched to its donor by the PAN on it (and the name, when one PAN is on several donors&apos; pledges) and
        e-mailed to them. A file uploaded before is not stored twice.
      </p>
      <UploadForm fy={fy} result={result} onResult={setAnswer} />
      <CertificatesAnswer result={answer ?? result} />

      <h3 className="mt-6 font-semibold text-forest-950">Not matched ({unmatched.length})</h3>
      {unmatched.length === 0 ? (
        <p className="text-sm">Every certificate uploaded is matched to its donor.</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {unmatched.map((c) => (
            <li key={c.id} className="rounded-xl border border-terracotta-200 p-3">
              <p className="break-all font-semibold">{c.file_name}</p>
              <p className="text-sm">
                FY {c.year} · {c.donor_name ?? "name not read"} · PAN{" "}
                {c.pan_last4 ? `ending ${c.pan_last4}` : "not read"}
              </p>
              <MatchForm certificate={c} result={result} onResult={setAnswer} />
            </li>
          ))}
        </ul>
      )}
      {matched.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-forest-950">Matched ({matched.length})</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {matched.map((c) => (
              <li key={c.id} className="break-all">
                FY {c.year} · {c.file_name} · {c.donor_name ?? ""} · {certificateState(c)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
