import { Form, useNavigation } from "react-router";
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "../../../common/identity-documents";

/** What the identity decisions' action answers (web/features/office/identity-decision.server.ts). */
export type IdentityDecisionResult = {
  ok: boolean;
  message: string;
  intent?: string;
  id?: string;
  errors?: Record<string, string>;
};

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
 * labelled reason. Plain forms posted to the page's action (`identity.approve`, `identity.return`), so they work
 * before the page's script; the answer for this member is said beside them.
 */
export function IdentityDecisionForms({
  memberId,
  memberName,
  result,
  idPrefix = "reason",
}: {
  memberId: string;
  memberName: string;
  result: IdentityDecisionResult | undefined;
  /** Tells apart the forms of one member shown twice on a page (the table, and the cards of a phone). */
  idPrefix?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("member_id") === memberId;
  const mine = result && result.id === memberId ? result : undefined;
  const reasonError = mine && !mine.ok ? mine.errors?.reason : undefined;
  const reasonId = `${idPrefix}-${memberId}`;
  return (
    <div className="grid gap-3">
      <Form method="post" preventScrollReset>
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
      </Form>
      <Form method="post" preventScrollReset className="grid gap-2">
        <input type="hidden" name="intent" value="identity.return" />
        <input type="hidden" name="member_id" value={memberId} />
        <label htmlFor={reasonId} className="text-sm font-semibold text-forest-950">
          Reason
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={1000}
          required
          className="field w-full"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          placeholder="What the member should fix, e.g. the scan is too dark to read"
        />
        {reasonError && (
          <p id={`${reasonId}-error`} className="text-sm text-terracotta-600">
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
      </Form>
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
  const decided = result && result.id === memberId && result.ok ? result : undefined;
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
          <IdentityDecisionForms memberId={memberId} memberName={memberName} result={result} />
        </div>
      )}
    </div>
  );
}
