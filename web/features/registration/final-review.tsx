import { format } from "date-fns";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { registrationMessages as m } from "../../../common/registration";
import { finalReviewInput, type FamilyMemberRecord, type KycRecord } from "../../../common/registration-schemas";
import { Dialog } from "../../components/dialog";
import { finalFromForm } from "../../../common/registration-form";
import { DraftMoaLink } from "../../components/agreement-links";
import { checkForm, useForm } from "../../lib/form";
import { FamilyForm } from "./family-form";
import { ErrorBox } from "./fields";
import type { ApplicationResult } from "./form-data";
import { KycForm } from "./kyc-form";
import { useRegistration } from "./registration-context";
import { BACK_FORM } from "./step-nav";

const KYC_TITLE = "Personal & KYC Details as Submitted";
const FAMILY_TITLE = "Family Member Details as Added";
const CONFIRM_DETAILS = "I confirm that all the details above are correct and I accept the final ownership terms.";
const CONFIRM_MEMBERSHIP = "I understand that my membership and property access will be activated after confirmation.";

const day = (iso: string) => (iso ? format(new Date(`${iso.slice(0, 10)}T00:00:00`), "d MMM yyyy") : "—");

/**
 * Step 5, Final Review & Confirmation: the details as saved, each table with an Edit dialog
 * that saves through the same endpoints, and the two confirmations; Submit posts the final review.
 */
export function FinalReview({ nav }: { nav: (busy: boolean) => ReactNode }) {
  const { application, posted } = useRegistration();
  const navigate = useNavigate();
  const { kyc, family } = application;
  const [editing, setEditing] = useState<"kyc" | "family" | null>(null);
  const form = useForm<ApplicationResult>({
    id: "final-review",
    intent: "final",
    actionData: posted,
    successMessage: m.finalReviewSaved,
    // both confirmations are asked for in the step's red box, not toasted
    checkToast: false,
    check: (data) =>
      checkForm(finalReviewInput, finalFromForm(data)).ok ? null : { ok: false, message: m.acceptBothConfirmations },
    onAnswer: (answer) => answer.ok && void navigate("/registration-submit"),
  });
  const busy = form.busy || (form.fetcher.data?.ok ?? false);
  const error = form.failure ? form.failure.message || m.submitFinalReviewFailed : "";

  // the page's data was loaded again with what was saved
  const saved = () => setEditing(null);
  const dialogActions = (busy: boolean) => (
    <div className="flex flex-wrap justify-end gap-3 border-t border-forest-900/10 pt-5">
      <button type="button" onClick={() => setEditing(null)} className="btn-secondary">
        Cancel
      </button>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="btn-primary disabled:opacity-60">
        Save changes
      </button>
    </div>
  );

  return (
    <>
      <form.Form
        {...form.props}
        id="final-review"
        noValidate
        aria-label="Final Review & Confirmation"
        className="space-y-8"
      >
        <input type="hidden" name="intent" value="final" />
        <ReviewSection id="review-kyc" title={KYC_TITLE} step={1} onEdit={() => setEditing("kyc")}>
          {kyc ? <KycTable kyc={kyc} /> : <p>No personal details have been saved yet.</p>}
        </ReviewSection>
        <ReviewSection id="review-family" title={FAMILY_TITLE} step={2} onEdit={() => setEditing("family")}>
          <FamilyTable family={family} />
        </ReviewSection>

        {application.payment && (
          <section aria-labelledby="review-agreement-heading" className="space-y-3">
            <h3 id="review-agreement-heading" className="text-xl font-semibold text-forest-900">
              The agreement you will sign
            </h3>
            <p className="text-ink/85">
              Once your contribution is paid and verified, you sign a memorandum of agreement in the portal's MOA tab.
              Read it now as it stands with your details.
            </p>
            <DraftMoaLink />
          </section>
        )}

        <fieldset className="space-y-3 rounded-2xl bg-cream-100 p-5">
          <legend className="sr-only">Confirmations</legend>
          <Confirmation id="confirm-details" label={CONFIRM_DETAILS} />
          <Confirmation id="confirm-membership" label={CONFIRM_MEMBERSHIP} />
        </fieldset>
        {/* the server's failure was read out by its toast already */}
        {error && <ErrorBox announce={!form.toasted}>{error}</ErrorBox>}
        {nav(busy)}
      </form.Form>

      <Dialog
        open={editing === "kyc"}
        onClose={() => setEditing(null)}
        title="Edit Personal & KYC Details"
        className="sm:w-[min(100%-2rem,52rem)]"
      >
        {editing === "kyc" && (
          <div className="space-y-5">
            <h2 className="pr-10 text-2xl font-semibold text-forest-900">Edit Personal & KYC Details</h2>
            <KycForm formId="edit-kyc" onSaved={saved} actions={dialogActions} />
          </div>
        )}
      </Dialog>
      <Dialog
        open={editing === "family"}
        onClose={() => setEditing(null)}
        title="Edit Family Member Details"
        className="sm:w-[min(100%-2rem,52rem)]"
      >
        {editing === "family" && (
          <div className="space-y-5">
            <h2 className="pr-10 text-2xl font-semibold text-forest-900">Edit Family Member Details</h2>
            <FamilyForm formId="edit-family" onSaved={saved} actions={dialogActions} />
          </div>
        )}
      </Dialog>
    </>
  );
}

/** A table of saved details with its Edit: a dialog with JavaScript; without it, the step's own form (`?step=N`). */
function ReviewSection({
  id,
  title,
  step,
  onEdit,
  children,
}: {
  id: string;
  title: string;
  step: number;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-xl font-semibold text-forest-900">
          {title}
        </h3>
        <button
          type="submit"
          form={BACK_FORM}
          name="step"
          value={step}
          onClick={(event) => {
            event.preventDefault();
            onEdit();
          }}
          className="btn-secondary px-4 py-1.5"
          aria-label={`Edit ${title}`}
        >
          Edit
        </button>
      </div>
      {children}
    </section>
  );
}

function Confirmation({ id, label }: { id: "confirm-details" | "confirm-membership"; label: string }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-ink/90">
      <input
        id={id}
        name={id.replace("-", "_")}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-saffron-700"
      />
      <span>{label}</span>
    </label>
  );
}

function KycTable({ kyc }: { kyc: KycRecord }) {
  const rows: [string, ReactNode][] = [
    ["Full name", kyc.full_name],
    ["E-mail address", kyc.email],
    ["Date of birth", day(kyc.dob)],
    ["Phone number", kyc.phone_no],
    ["Father's name", kyc.father_name],
    ["Qualification", kyc.qualification_id?.name ?? "—"],
    ["Occupation", kyc.occupation_id?.name ?? "—"],
    ["Current address", kyc.current_address],
    [
      "Permanent address",
      kyc.same_as_current_address ? `${kyc.permanent_address} (same as current)` : kyc.permanent_address,
    ],
    ["ID type", kyc.verification_doc_id?.name ?? "—"],
    ["Document number", kyc.verification_doc_number],
    [
      "Identity document",
      kyc.verification_doc_upload_url ? (
        <a
          href={kyc.verification_doc_upload_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-saffron-700 underline underline-offset-4"
        >
          View document
        </a>
      ) : (
        "—"
      ),
    ],
    ["Account holder name", kyc.account_holder_name],
    ["Bank name", kyc.bank_name],
    ["Account number", kyc.account_number],
    ["Branch name", kyc.branch_name],
    ["IFSC code", kyc.ifsc_code],
  ];
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
      <table className="w-full table-fixed text-left text-sm" aria-labelledby="review-kyc-heading">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-forest-900/5 last:border-0">
              <th scope="row" className="w-2/5 px-4 py-2.5 align-top font-medium text-ink/75">
                {label}
              </th>
              <td className="px-4 py-2.5 text-forest-900 [overflow-wrap:anywhere]">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FamilyTable({ family }: { family: FamilyMemberRecord[] }) {
  if (family.length === 0)
    return <p className="rounded-2xl bg-white px-5 py-4 text-sm ring-1 ring-forest-900/10">No family members added.</p>;
  return (
    // a group, not a second region: the section around it is the "Family Member Details as Added" landmark already
    // (two landmarks of one name are indistinguishable); focusable, so the table scrolls sideways from the keyboard
    <div
      role="group"
      aria-labelledby="review-family-heading"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-forest-900/10"
    >
      <table className="w-full min-w-[32rem] text-left text-sm" aria-labelledby="review-family-heading">
        <thead>
          <tr className="border-b border-forest-900/10 text-xs uppercase tracking-wider text-ink/70">
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Relationship
            </th>
            <th scope="col" className="px-4 py-3">
              Date of birth
            </th>
            <th scope="col" className="px-4 py-3">
              Qualification
            </th>
          </tr>
        </thead>
        <tbody>
          {family.map((f) => (
            <tr key={f._id} className="border-b border-forest-900/5 last:border-0">
              <td className="px-4 py-3 font-medium text-forest-900">{f.family_member_name}</td>
              <td className="px-4 py-3">{f.relation}</td>
              <td className="px-4 py-3">{day(f.dob)}</td>
              <td className="px-4 py-3">{f.qualification_id?.name ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
