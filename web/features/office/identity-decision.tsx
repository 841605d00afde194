import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "../../../common/identity-documents";
import type { FormResult } from "../../lib/form";
import { useDecisionForm, useDecisions, type Decisions } from "./shared/queue-parts";

/** What the identity decisions' action answers (web/features/office/identity-decision.server.ts). */
export type IdentityDecisionResult = FormResult & { id?: string };

const badge: Record<DocumentStatus, string> = {
  submitted: "bg-saffron-100 text-forest-950",
  approved: "bg-forest-100 text-forest-950",
  returned: "bg-[#fdf6ec] text-[#8a3b12] ring-1 ring-[#b45309]/40",
};

/** The status of a member's identity document, as a small label. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${badge[status]}`}>
      {DOCUMENT_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The office's two decisions on a submitted identity document: "Approve", and "Send back" with a
 * labelled reason. Forms of their own (decision 031) posted to the page's action (`identity.approve`,
 * `identity.return`), so they work before the page's script; the answer for this member is said beside them, and
 * handed to the page (`decisions`), which says it once the member has left its list.
 */
export function IdentityDecisionForms({
  memberId,
  memberName,
  decisions,
  idPrefix = "reason",
}: {
  memberId: string;
  memberName: string;
  decisions: Decisions<IdentityDecisionResult>;
  /** Tells apart the forms of one member shown twice on a page (the table, and the cards of a phone). */
  idPrefix?: string;
}) {
  const about = (intent: string) => (answer: IdentityDecisionResult) =>
    answer.intent === intent && answer.id === memberId;
  const approve = useDecisionForm(decisions, `${idPrefix}-approve-${memberId}`, about("identity.approve"));
  const sendBack = useDecisionForm(decisions, `${idPrefix}-return-${memberId}`, about("identity.return"));
  const busy = approve.busy || sendBack.busy;
  const result = decisions.result;
  const mine = result && result.id === memberId ? result : undefined;
  const reason = sendBack.control("reason", { id: `${idPrefix}-${memberId}` });
  const reasonError = sendBack.errors.reason;
  return (
    <div className="grid gap-3">
      <approve.Form {...approve.props}>
        <input type="hidden" name="intent" value="identity.approve" />
        <input type="hidden" name="member_id" value={memberId} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          aria-label={`Approve the identity document of ${memberName}`}
        >
          Approve
        </button>
      </approve.Form>
      <sendBack.Form {...sendBack.props} className="grid gap-2">
        <input type="hidden" name="intent" value="identity.return" />
        <input type="hidden" name="member_id" value={memberId} />
        <label htmlFor={reason.id} className="text-sm font-semibold text-forest-950">
          Reason
        </label>
        <textarea
          {...reason}
          rows={2}
          maxLength={1000}
          required
          className="field w-full"
          placeholder="What the member should fix, e.g. the scan is too dark to read"
        />
        {reasonError && (
          <p id={`${reason.id}-error`} className="text-sm text-terracotta-600">
            {reasonError}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={busy}
          aria-label={`Send back the identity document of ${memberName}`}
        >
          Send back
        </button>
      </sendBack.Form>
      {mine && (
        <p
          role={mine.ok ? "status" : "alert"}
          className={`text-sm font-semibold ${mine.ok ? "text-forest-900" : "text-terracotta-600"}`}
        >
          {mine.message}
        </p>
      )}
    </div>
  );
}

/**
 * The identity document's review on a member's record: its status (and the reason it was sent back), with the two
 * decisions while it waits to be checked, for staff who review documents (`editable`).
 */
export function IdentityDocumentReview({
  memberId,
  memberName,
  status,
  reason,
  editable,
  result,
}: {
  memberId: string;
  memberName: string;
  status: DocumentStatus;
  reason: string | null;
  editable: boolean;
  result: IdentityDecisionResult | undefined;
}) {
  // the member page takes other forms too: the answer is this review's when it is about an identity decision
  const decisions = useDecisions(result?.intent?.startsWith("identity.") ? result : undefined);
  const decided = decisions.result?.id === memberId && decisions.result.ok ? decisions.result : undefined;
  return (
    <div className="mb-4 rounded-xl bg-forest-50 p-4 text-sm" aria-label="Identity document review" role="group">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-forest-950">
        Identity document: <DocumentStatusBadge status={status} />
      </p>
      {status === "returned" && reason && <p className="mt-2 whitespace-pre-line">Sent back: &ldquo;{reason}&rdquo;</p>}
      {decided && (
        <p role="status" className="mt-2 font-semibold text-forest-900">
          {decided.message}
        </p>
      )}
      {status === "submitted" && editable && (
        <div className="mt-3 max-w-md">
          <IdentityDecisionForms memberId={memberId} memberName={memberName} decisions={decisions} />
        </div>
      )}
    </div>
  );
}
