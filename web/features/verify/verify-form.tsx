import { useId } from "react";
import { Link } from "react-router";
import { agreementMessages as m, VERIFY_UPLOAD_LIMIT } from "../../../common/agreements";
import { useForm } from "../../lib/form";
import { FILE_FIELD, statusWords, useVerifyTexts, type VerifyResult } from "./verify-words";

/**
 * The verify form: a PDF posted to the page's own action (multipart, works before the script arrives), the
 * club's answer in a status region below it. With the script a missing or too large file is told at once, without
 * sending it. `expectedPath`: on a document's page, its address, so a file of another document is said to be so.
 * One form of the one pattern (decision 031); its answer is said in place, not by a toast.
 */
export function VerifyForm({ result, expectedPath }: { result: VerifyResult | undefined; expectedPath?: string }) {
  const id = useId();
  const { t, say } = useVerifyTexts();
  const form = useForm<VerifyResult>({
    id,
    actionData: result,
    say,
    toast: false,
    checkToast: false,
    check(data) {
      const file = data.get(FILE_FIELD);
      const size = file instanceof File ? file.size : 0;
      const problem = size === 0 ? m.fileRequired : size > VERIFY_UPLOAD_LIMIT ? m.fileTooLarge : null;
      return problem ? { ok: false, message: problem, field: FILE_FIELD } : null;
    },
  });
  const busy = form.busy;
  const shown: VerifyResult | undefined = form.checked
    ? { ok: false, message: form.message ?? "" }
    : busy
      ? undefined
      : form.result;
  const file = form.control(FILE_FIELD, { id: `${id}-file`, hint: true });
  const refused = shown && !shown.ok;
  return (
    <div className="grid gap-5">
      <form.Form {...form.props} encType="multipart/form-data" noValidate aria-busy={busy} className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={file.id} className="text-sm font-semibold text-forest-900">
            {t("fileLabel")}
          </label>
          <input
            id={file.id}
            type="file"
            accept="application/pdf,.pdf"
            name={file.name}
            autoFocus={file.autoFocus}
            // a file chosen again: what the check said goes
            onChange={() => form.dismiss()}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${file.id}-hint${refused ? ` ${form.messageId}` : ""}`}
            className="block w-full min-w-0 text-sm text-ink file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-500/30"
          />
          <p id={`${file.id}-hint`} className="text-xs text-ink/75">
            {t("fileHint")}
          </p>
        </div>
        <div>
          <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={busy}>
            {busy ? t("busy") : t("button")}
          </button>
        </div>
      </form.Form>
      {/* always in the page, so a screen reader announces the answer when it arrives */}
      <div id={form.messageId} role="status" aria-live="polite">
        {shown && <Answer result={shown} expectedPath={expectedPath} />}
      </div>
    </div>
  );
}

/** Whether the matched document's page (a path or a full address) is the page at `path`. */
const isPage = (url: string | null, path: string) => url !== null && (url === path || url.endsWith(path));

function Answer({ result, expectedPath }: { result: VerifyResult; expectedPath?: string }) {
  const { t, say } = useVerifyTexts();
  if (!result.ok) {
    return (
      <p className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]">
        {say(result.message)}
      </p>
    );
  }
  const matched = Boolean(result.reference && result.verifyUrl);
  const tone = result.valid
    ? "border-forest-500/40 bg-forest-100/60 text-forest-950"
    : matched
      ? "border-saffron-700/40 bg-cream-100 text-forest-950"
      : "border-[#b42318]/40 bg-[#fef3f2] text-[#b42318]";
  const here = expectedPath !== undefined && isPage(result.verifyUrl, expectedPath);
  const another = matched && expectedPath !== undefined && !here;
  const reference = result.kind
    ? t("documentTitle", { kind: t(`kinds.${result.kind}`), reference: result.reference })
    : (result.reference ?? "");
  return (
    <div className={`rounded-xl border px-4 py-3 text-sm ${tone}`}>
      <p className="font-semibold">{say(result.message)}</p>
      {matched && (
        <>
          {another && <p className="mt-2">{t("notThisDocument")}</p>}
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("answer.reference")}</dt>
            <dd>
              {result.creditsInvoice
                ? t("answer.forInvoice", { reference, invoice: result.creditsInvoice })
                : reference}
            </dd>
            {result.status && (
              <>
                <dt className="font-semibold">{t("answer.status")}</dt>
                <dd>{statusWords(t, result.status, null)}</dd>
              </>
            )}
            {result.signedAt && (
              <>
                <dt className="font-semibold">
                  {result.kind === "agreement" || !result.kind ? t("answer.signedByClub") : t("answer.issued")}
                </dt>
                <dd>{result.signedAt}</dd>
              </>
            )}
          </dl>
          {result.verifyUrl && !here && (
            <p className="mt-2">
              <Link to={result.verifyUrl} className="font-semibold underline underline-offset-4">
                {t("seeItsPage", { reference: result.reference ?? "" })}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
