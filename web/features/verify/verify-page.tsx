import type { ReactNode } from "react";
import { Link } from "react-router";
import { VerifyForm } from "./verify-form";
import { statusWords, useVerifyTexts, type DocumentPage, type DocumentView, type VerifyResult } from "./verify-words";

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
  const { t } = useVerifyTexts();
  return (
    <VerifyFrame title={t("title")}>
      <p className="mt-4 text-ink/85">{t("intro")}</p>
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
  const { t, say } = useVerifyTexts();
  if (!page.found) {
    return (
      <VerifyFrame eyebrow={t("title")} title={t("notFoundTitle")}>
        <p role="alert" className="mt-4 text-lg text-forest-950">
          {say(page.message)}
        </p>
        <p className="mt-6">
          <Link to="/verify" className="font-semibold text-forest-900 underline underline-offset-4">
            {t("verifyAnother")}
          </Link>
        </p>
      </VerifyFrame>
    );
  }
  const { document } = page;
  return (
    <VerifyFrame
      eyebrow={t("title")}
      title={t("documentTitle", { kind: t(`kinds.${document.kind}`), reference: document.reference })}
    >
      <div className={`mt-6 ${card}`}>
        <DocumentDetails document={document} />
      </div>
      <h2 className="mt-10 font-display text-2xl text-forest-950">{t("checkCopy")}</h2>
      <p className="mt-2 text-ink/85">{t("pageIntro")}</p>
      <div className={`mt-4 ${card}`}>
        <VerifyForm result={result} expectedPath={path} />
      </div>
    </VerifyFrame>
  );
}

function DocumentDetails({ document }: { document: DocumentView }) {
  const { t } = useVerifyTexts();
  const agreement = document.kind === "agreement";
  const revoked = document.status === "revoked";
  const term = "font-semibold text-forest-900";
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className={term}>{t("details.document")}</dt>
      <dd>{t(`kinds.${document.kind}`)}</dd>
      <dt className={term}>{t("details.reference")}</dt>
      <dd>{document.reference}</dd>
      <dt className={term}>{t("details.status")}</dt>
      <dd className={revoked ? "font-semibold text-[#b42318]" : "font-semibold text-forest-900"}>
        {statusWords(t, document.status, document.revokedOn)}
      </dd>
      <dt className={term}>{agreement ? t("details.villa") : t("details.subject")}</dt>
      <dd>{document.subject}</dd>
      {document.creditsInvoice && (
        <>
          <dt className={term}>{t("details.invoiceCredited")}</dt>
          <dd>{document.creditsInvoice}</dd>
        </>
      )}
      {document.financialYear && (
        <>
          <dt className={term}>{t("details.financialYear")}</dt>
          <dd>{t("financialYear", document.financialYear)}</dd>
        </>
      )}
      {document.asAt && (
        <>
          <dt className={term}>{t("details.asAt")}</dt>
          <dd>{document.asAt}</dd>
        </>
      )}
      {document.amount && (
        <>
          <dt className={term}>
            {document.kind === "donation-receipt" ? t("details.amountReceived") : t("details.amountCredited")}
          </dt>
          <dd>{document.amount}</dd>
        </>
      )}
      {document.parties.length > 0 && (
        <>
          <dt className={term}>{document.parties.length > 1 ? t("details.parties") : t("details.party")}</dt>
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
          <dt className={term}>{t("details.signedByMember")}</dt>
          <dd>{document.signedAt ?? t("details.notYet")}</dd>
          <dt className={term}>{t("details.countersigned")}</dt>
          <dd>{document.countersignedAt ?? t("details.notYet")}</dd>
        </>
      ) : (
        <>
          <dt className={term}>{t("details.issued")}</dt>
          <dd>{document.issuedAt}</dd>
        </>
      )}
      {document.sha256 && (
        <>
          <dt className={term}>{t("details.sha256")}</dt>
          <dd className="min-w-0">
            <code className="block break-all font-mono text-xs text-ink">{document.sha256}</code>
          </dd>
        </>
      )}
    </dl>
  );
}
