import type { ReactNode } from "react";
import { Link } from "react-router";
import { agreementMessages as m } from "../../../common/agreements";
import { VerifyForm } from "./verify-form";
import { verifyWords as w, type DocumentPage, type DocumentView, type VerifyResult } from "./verify-words";

const card = "rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6";

/** The frame of both verification pages: the eyebrow, the heading and the text below it. */
function VerifyFrame({ eyebrow, title, children }: { eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="verify-heading" className="bg-cream-50">
      <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-28 sm:px-6">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="verify-heading" className="mt-2 break-words font-display text-3xl text-forest-950">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** /verify: what the seal is, and the form that checks a PDF. */
export function VerifyPage({ result }: { result: VerifyResult | undefined }) {
  return (
    <VerifyFrame title={m.verifyTitle}>
      <p className="mt-4 text-ink/85">{w.intro}</p>
      <div className={`mt-6 ${card}`}>
        <VerifyForm result={result} />
      </div>
    </VerifyFrame>
  );
}

/** /verify/{code}: what the club sealed under the code, and the form to check a file against it; or why there is nothing. */
export function VerifiedDocumentPage({
  page,
  result,
  path,
}: {
  page: DocumentPage;
  result: VerifyResult | undefined;
  path: string;
}) {
  if (!page.found) {
    return (
      <VerifyFrame eyebrow={m.verifyTitle} title={w.notFoundTitle}>
        <p role="alert" className="mt-4 text-lg text-forest-950">
          {page.message}
        </p>
        <p className="mt-6">
          <Link to="/verify" className="font-semibold text-forest-900 underline underline-offset-4">
            {w.verifyAnother}
          </Link>
        </p>
      </VerifyFrame>
    );
  }
  const { document } = page;
  return (
    <VerifyFrame eyebrow={m.verifyTitle} title={`${document.kindLabel} ${document.reference}`}>
      <div className={`mt-6 ${card}`}>
        <DocumentDetails document={document} />
      </div>
      <h2 className="mt-10 font-display text-2xl text-forest-950">Check your copy</h2>
      <p className="mt-2 text-ink/85">{w.pageIntro}</p>
      <div className={`mt-4 ${card}`}>
        <VerifyForm result={result} expectedPath={path} />
      </div>
    </VerifyFrame>
  );
}

function DocumentDetails({ document }: { document: DocumentView }) {
  const agreement = document.kind === "agreement";
  const revoked = document.status === "revoked";
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-forest-900">Document</dt>
      <dd>{document.kindLabel}</dd>
      <dt className="font-semibold text-forest-900">Reference</dt>
      <dd>{document.reference}</dd>
      <dt className="font-semibold text-forest-900">Status</dt>
      <dd className={revoked ? "font-semibold text-[#b42318]" : "font-semibold text-forest-900"}>
        {document.statusWords}
      </dd>
      <dt className="font-semibold text-forest-900">{agreement ? "Villa" : "Subject"}</dt>
      <dd>{document.subject}</dd>
      {document.creditsInvoice && (
        <>
          <dt className="font-semibold text-forest-900">Invoice credited</dt>
          <dd>{document.creditsInvoice}</dd>
        </>
      )}
      {document.financialYear && (
        <>
          <dt className="font-semibold text-forest-900">Financial year</dt>
          <dd>{document.financialYear}</dd>
        </>
      )}
      {document.asAt && (
        <>
          <dt className="font-semibold text-forest-900">As at</dt>
          <dd>{document.asAt}</dd>
        </>
      )}
      {document.amount && (
        <>
          <dt className="font-semibold text-forest-900">Amount credited</dt>
          <dd>{document.amount}</dd>
        </>
      )}
      {document.parties.length > 0 && (
        <>
          <dt className="font-semibold text-forest-900">{document.parties.length > 1 ? "Parties" : "Party"}</dt>
          <dd>
            <ul>
              {document.parties.map((party) => (
                <li key={party}>{party}</li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {agreement ? (
        <>
          <dt className="font-semibold text-forest-900">Signed by the member</dt>
          <dd>{document.signedAt ?? "Not yet"}</dd>
          <dt className="font-semibold text-forest-900">Countersigned by the club</dt>
          <dd>{document.countersignedAt ?? "Not yet"}</dd>
        </>
      ) : (
        <>
          <dt className="font-semibold text-forest-900">Issued</dt>
          <dd>{document.issuedAt}</dd>
        </>
      )}
      {document.sha256 && (
        <>
          <dt className="font-semibold text-forest-900">SHA-256 of the file</dt>
          <dd className="min-w-0">
            <code className="block break-all font-mono text-xs text-ink">{document.sha256}</code>
          </dd>
        </>
      )}
    </dl>
  );
}
