import type { ReactNode } from "react";
import { Link } from "react-router";
import { CLAIM_REVIEW_LABELS, MONTH_NAMES } from "../../../../common/claims";
import { AGREEMENT_STATUS_LABELS } from "../../../../common/agreements";
import { clubMoment, shortClubDay, writtenClubDay, writtenDay } from "../../../../common/club-time";
import { formatRupees } from "../../../../common/money";
import { STAGE_LABELS } from "../../../../common/office-members";
import {
  applicationSteps,
  auditActorText,
  noFamilyText,
  statusWords as capital,
  villaLabel as villaName,
} from "../../../../common/office-member-record";
import { transferStatusLabel } from "../../../../common/transfer";
import { RECEIPT_STATUS_LABELS } from "../../../../common/office-payments";
import { statementMessages } from "../../../../common/statements";
import type { MemberRecordView } from "./member-record-data";

export type { MemberRecordView } from "./member-record-data";

const linkClass = "font-semibold text-forest-900 underline underline-offset-4";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-forest-950">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink/80">{label}</dt>
          <dd className="break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-ink/80">{children}</p>;

const FileLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} target="_blank" rel="noopener" className={linkClass}>
    {children}
  </a>
);

/** The office's page of one member: the application step by step and everything the member has asked for. */
export function MemberRecordPage({
  record,
  claimMonths,
  identityReview,
  planActions,
  notes,
}: {
  record: MemberRecordView;
  /** The staff notes on the member and the form that adds one: web/features/office/shared/notes.tsx. */
  notes?: ReactNode;
  claimMonths?: ReactNode;
  /** What accounts may do with a plan (cancel with a reason, restart): web/features/office/payments/plan-actions.tsx. */
  planActions?: (plan: MemberRecordView["plans"][number]) => ReactNode;
  /** The identity document's review (status, reason, the decisions): web/features/office/identity-decision.tsx. */
  identityReview?: ReactNode;
}) {
  const { account, kyc, flags } = record;
  const steps = applicationSteps(flags, record.plans.length);
  return (
    <article aria-labelledby="member-heading" className="grid gap-5">
      <div>
        <Link to="/admin/members" className={`${linkClass} text-sm`}>
          Back to members
        </Link>
        <h1 id="member-heading" className="mt-2 font-display text-3xl text-forest-950">
          {account.name}
        </h1>
        <p className="mt-1 break-all text-ink/80">
          {account.email} · {STAGE_LABELS[record.stage]}
          {account.disabled ? " · account disabled" : ""}
        </p>
      </div>

      <Section id="account" title="Account">
        <Facts
          items={[
            ["Name", account.name],
            ["E-mail", account.email],
            ["Joined", shortClubDay(account.joined_at)],
            ["Villa", villaName(record.villa)],
            ["Application", STAGE_LABELS[record.stage]],
          ]}
        />
      </Section>

      {notes}

      <Section id="application" title="Application">
        <ol className="grid gap-2 text-sm">
          {steps.map(([label, done], index) => (
            <li key={label} className="flex items-center gap-2">
              <span
                className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${done ? "bg-forest-900 text-cream-50" : "bg-forest-100 text-forest-950"}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span>
                {label}: <strong>{done ? "done" : "not yet"}</strong>
              </span>
            </li>
          ))}
        </ol>
        {record.application?.submitted_at && (
          <p className="mt-3 text-sm">Submitted on {shortClubDay(record.application.submitted_at)}.</p>
        )}
      </Section>

      <Section id="kyc" title="Personal & KYC details">
        {kyc ? (
          <>
            {identityReview}
            <p className="mb-3 rounded-xl bg-saffron-300/30 px-3 py-2 text-sm text-ink">
              Numbers are shown in full for staff; this view is written to the audit log.
            </p>
            <Facts
              items={[
                ["Father's name", kyc.father_name],
                ["Date of birth", writtenDay(kyc.dob)],
                ["Phone", kyc.phone_no],
                ["Qualification", kyc.qualification_id?.name ?? "—"],
                ["Occupation", kyc.occupation_id?.name ?? "—"],
                ["Current address", kyc.current_address],
                ["Permanent address", kyc.permanent_address],
                ["Identity document", kyc.verification_doc_id?.name ?? "—"],
                ["Document number", kyc.verification_doc_number],
                [
                  "Document file",
                  kyc.verification_doc_upload_url ? (
                    <FileLink href={kyc.verification_doc_upload_url}>Open the identity document</FileLink>
                  ) : (
                    "—"
                  ),
                ],
                ["Account holder", kyc.account_holder_name],
                ["Bank", kyc.bank_name],
                ["Account number", kyc.account_number],
                ["Branch", kyc.branch_name],
                ["IFSC", kyc.ifsc_code.toUpperCase()],
                ["Last changed", shortClubDay(kyc.updated_at)],
              ]}
            />
          </>
        ) : (
          <Empty>The member has not given their KYC details yet.</Empty>
        )}
      </Section>

      <Section id="family" title="Family members">
        {record.family.length === 0 ? (
          <Empty>{noFamilyText(flags.is_family_details_done)}</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {record.family.map((person) => (
              <li key={person._id}>
                <strong>{person.family_member_name}</strong> · {person.relation} · born {writtenDay(person.dob)}
                {person.qualification_id ? ` · ${person.qualification_id.name}` : ""}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="plan" title="Payment plan">
        {record.plans.length === 0 ? (
          <Empty>No payment plan yet.</Empty>
        ) : (
          record.plans.map((plan) => (
            <div key={plan._id} className="mb-4 last:mb-0">
              <p className="text-sm">
                <strong>{villaName(plan.villa)}</strong> · {capital(plan.payment_mode)} payment · {capital(plan.status)}
                {plan.counts ? "" : " (an earlier plan)"} · {formatRupees(plan.amount_paid)} paid of{" "}
                {formatRupees(plan.total_amount)}
                {plan.amount_verified !== undefined ? ` · ${formatRupees(plan.amount_verified)} verified` : ""}
              </p>
              {plan.status === "cancelled" && plan.cancel_reason && (
                <p className="mt-1 text-sm text-red-900">Cancelled: {plan.cancel_reason}</p>
              )}
              <ul className="mt-2 grid gap-2">
                {plan.steps.map((step) => (
                  <li key={step.step} className="rounded-xl border border-forest-100 p-3 text-sm">
                    <p className="font-semibold">
                      Step {step.step}: {step.step_name} · {formatRupees(step.amount)} · {capital(step.status)}
                      {step.verification ? ` · ${RECEIPT_STATUS_LABELS[step.verification]}` : ""}
                    </p>
                    {step.verification === "rejected" && step.rejection_reason && (
                      <p className="mt-1 text-red-900">Receipt rejected: {step.rejection_reason}</p>
                    )}
                    <p className="mt-1 text-ink/80">
                      Due {writtenDay(step.due_date)}
                      {step.payment_date ? ` · paid on ${shortClubDay(step.payment_date)}` : ""}
                      {step.invoice_number ? ` · invoice ${step.invoice_number}` : ""}
                    </p>
                    {step.status === "paid" && (
                      <p className="mt-1 text-ink/80">
                        UTR <span className="select-all font-semibold text-ink">{step.utr ?? "not given"}</span>
                        {" · "}day paid {step.paid_on ? writtenDay(step.paid_on) : "not given"}
                      </p>
                    )}
                    {(step.payment_receipt_url || step.invoice_url) && (
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                        {step.payment_receipt_url && (
                          <FileLink href={step.payment_receipt_url}>Receipt of step {step.step}</FileLink>
                        )}
                        {step.invoice_url && <FileLink href={step.invoice_url}>Invoice of step {step.step}</FileLink>}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              {planActions?.(plan)}
            </div>
          ))
        )}
      </Section>

      <Section id="statements" title="Owner statements">
        {!record.statements?.length ? (
          <Empty>{statementMessages.nothingYet}</Empty>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink/80">
              A sealed PDF per financial year (April to March): contributions paid, invoices, credit notes, refunds,
              free nights, claims paid and the balance due.
            </p>
            <ul className="grid gap-1 text-sm">
              {record.statements.map((statement) => (
                <li key={statement.fy}>
                  <FileLink href={statement.url}>Statement FY {statement.fy}</FileLink>
                  <span className="text-ink/80"> · {statement.period}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="moa" title="MOA">
        {record.moa ? (
          <Facts
            items={[
              ["Signed", clubMoment(new Date(record.moa.signed_at))],
              ["Lease from", writtenDay(record.moa.lease_start)],
              ["Signed from", record.moa.signer_ip ?? "—"],
              ["Agreement", <FileLink href={record.moa.pdf_url}>Open the signed MOA</FileLink>],
              ["Signature", <FileLink href={record.moa.signature_url}>Open the signature</FileLink>],
              ["Status", AGREEMENT_STATUS_LABELS[record.moa.status]],
              ...(record.moa.countersigned_at
                ? ([
                    [
                      "Countersigned",
                      `${clubMoment(new Date(record.moa.countersigned_at))}${record.moa.countersigned_by ? ` by ${record.moa.countersigned_by}` : ""}`,
                    ],
                  ] as [string, ReactNode][])
                : []),
              ...(record.moa.executed_pdf_url
                ? ([
                    [
                      "Executed agreement",
                      <FileLink href={record.moa.executed_pdf_url}>Open the executed MOA</FileLink>,
                    ],
                  ] as [string, ReactNode][])
                : []),
              ...(record.moa.revoked_at
                ? ([["Revoked", `${writtenClubDay(record.moa.revoked_at)}: ${record.moa.revoked_reason ?? ""}`]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              [
                "Verification",
                record.moa.status === "awaiting-countersign" ? (
                  <Link to="/admin/agreements?status=awaiting" className={linkClass}>
                    Countersign it in Agreements
                  </Link>
                ) : (
                  <a href={record.moa.verify_url} className={linkClass}>
                    Its public verification page
                  </a>
                ),
              ],
            ]}
          />
        ) : (
          <Empty>Not signed yet.</Empty>
        )}
      </Section>

      <Section id="membership-form" title="Membership form">
        {record.membership_form ? (
          <Facts
            items={[
              ["Status", capital(record.membership_form.status)],
              [
                "Submitted",
                record.membership_form.submitted_at
                  ? shortClubDay(record.membership_form.submitted_at)
                  : `Draft, step ${record.membership_form.step}`,
              ],
              [
                "Form",
                record.membership_form.pdf_url ? (
                  <FileLink href={record.membership_form.pdf_url}>Open the membership form</FileLink>
                ) : (
                  "—"
                ),
              ],
            ]}
          />
        ) : (
          <Empty>Not started.</Empty>
        )}
      </Section>

      <Section id="stays" title="Stays">
        {record.stays.length === 0 ? (
          <Empty>No stays booked.</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {record.stays.map((stay) => (
              <li key={stay._id}>
                <strong>{stay.id}</strong> · {stay.villa_name} · {writtenDay(stay.start_date)}
                {stay.end_date ? ` to ${writtenDay(stay.end_date)}` : ""} · {capital(stay.status)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="claims" title="Claims">
        {claimMonths}
        {record.bank_accounts.length > 0 && (
          <ul className="mb-3 grid gap-1 text-sm">
            {record.bank_accounts.map((account) => (
              <li key={account.id}>
                {account.bank_name} · {account.account_holder} · account {account.account_number} · IFSC{" "}
                {account.ifsc.toUpperCase()}
              </li>
            ))}
          </ul>
        )}
        {record.claims.length === 0 ? (
          <Empty>No month claimed or skipped.</Empty>
        ) : (
          <ul className="grid gap-1 text-sm">
            {record.claims.map((claim) => (
              <li key={`${claim.year}-${claim.month}`}>
                {MONTH_NAMES[claim.month - 1]} {claim.year}: {capital(claim.status)}
                {claim.status === "claimed" ? ` · ${formatRupees(claim.amount)}` : ""}
                {claim.review ? ` · ${CLAIM_REVIEW_LABELS[claim.review]}` : ""}
                {claim.refusal_reason ? ` (${claim.refusal_reason})` : ""}
                {claim.payout_reference ? ` (ref. ${claim.payout_reference})` : ""}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="transfers" title="Transfers">
        {record.transfers.length === 0 ? (
          <Empty>No transfer requested.</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {record.transfers.map((transfer) => (
              <li key={transfer._id}>
                {villaName(transfer.property)} to <strong>{transfer.transferee.full_name}</strong> (
                {transfer.transferee.relationship}) · {transferStatusLabel(transfer.status)} ·{" "}
                {shortClubDay(transfer.created_at)}
                {transfer.document_url && (
                  <>
                    {" · "}
                    <FileLink href={transfer.document_url}>Open the request</FileLink>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="conveyance" title="Conveyance">
        {record.conveyance.length === 0 ? (
          <Empty>No conveyance requested.</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {record.conveyance.map((request) => (
              <li key={request.id}>
                Appointment {writtenDay(request.appointment_date)} · {capital(request.status)} · asked{" "}
                {shortClubDay(request.created_at)}
                {request.document_url && (
                  <>
                    {" · "}
                    <FileLink href={request.document_url}>Open the document</FileLink>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="history" title="Audit history">
        {record.audit.length === 0 ? (
          <Empty>Nothing recorded yet.</Empty>
        ) : (
          <ol className="grid gap-2 text-sm">
            {record.audit.map((event) => (
              <li key={event.id} className="border-b border-forest-100 pb-2 last:border-0">
                <span className="font-semibold">{event.action}</span> · {clubMoment(new Date(event.at))}
                <span className="block text-ink/80">{auditActorText(event.actor, event.ip)}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  );
}
