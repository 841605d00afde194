import { format } from "date-fns";
import { useState, type ReactNode } from "react";
import { formatDate } from "../../../common/format";
import { useNavigate } from "react-router";
import { registrationMessages as m } from "../../../common/registration";
import { finalReviewInput, type FamilyMemberRecord, type KycRecord } from "../../../common/registration-schemas";
import { Dialog } from "../../components/dialog";
import { finalFromForm } from "../../../common/registration-form";
import { DraftMoaLink } from "../../components/agreement-links";
import { checkForm, useForm } from "../../lib/form";
import { useApplicationTexts } from "./application-texts";
import { FamilyForm } from "./family-form";
import { ErrorBox } from "./fields";
import type { ApplicationResult } from "./form-data";
import { KycForm } from "./kyc-form";
import { useRegistration } from "./registration-context";
import { BACK_FORM } from "./step-nav";

/** A day (yyyy-mm-dd) as the review shows it: "12 Apr 1985" in English, "12 अप्रैल 1985" in Hindi. */
function useDay() {
  const { language } = useApplicationTexts();
  return (iso: string) =>
    !iso
      ? "—"
      : language === "en"
        ? format(new Date(`${iso.slice(0, 10)}T00:00:00`), "d MMM yyyy")
        : formatDate(iso.slice(0, 10), language);
}

/**
 * Step 5, Final Review & Confirmation: the details as saved, each table with an Edit dialog
 * that saves through the same endpoints, and the two confirmations; Submit posts the final review.
 */
export function FinalReview({ nav }: { nav: (busy: boolean) => ReactNode }) {
  const { application, posted } = useRegistration();
  const { t, say } = useApplicationTexts();
  const navigate = useNavigate();
  const { kyc, family } = application;
  const [editing, setEditing] = useState<"kyc" | "family" | null>(null);
  const form = useForm<ApplicationResult>({
    id: "final-review",
    intent: "final",
    actionData: posted,
    successMessage: m.finalReviewSaved,
    say,
    // both confirmations are asked for in the step's red box, not toasted
    checkToast: false,
    check: (data) =>
      checkForm(finalReviewInput, finalFromForm(data)).ok ? null : { ok: false, message: m.acceptBothConfirmations },
    onAnswer: (answer) => answer.ok && void navigate("/registration-submit"),
  });
  const busy = form.busy || (form.fetcher.data?.ok ?? false);
  const error = form.failure ? say(form.failure.message || m.submitFinalReviewFailed) : "";

  // the page's data was loaded again with what was saved
  const saved = () => setEditing(null);
  const dialogActions = (busy: boolean) => (
    <div className="flex flex-wrap justify-end gap-3 border-t border-forest-900/10 pt-5">
      <button type="button" onClick={() => setEditing(null)} className="btn-secondary">
        {t("review.cancel")}
      </button>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="btn-primary disabled:opacity-60">
        {t("review.save")}
      </button>
    </div>
  );

  return (
    <>
      <form.Form
        {...form.props}
        id="final-review"
        noValidate
        aria-label={t("page.steps", { returnObjects: true })[4]}
        className="space-y-8"
      >
        <input type="hidden" name="intent" value="final" />
        <ReviewSection id="review-kyc" title={t("review.kycTitle")} step={1} onEdit={() => setEditing("kyc")}>
          {kyc ? <KycTable kyc={kyc} /> : <p>{t("review.noKyc")}</p>}
        </ReviewSection>
        <ReviewSection id="review-family" title={t("review.familyTitle")} step={2} onEdit={() => setEditing("family")}>
          <FamilyTable family={family} />
        </ReviewSection>

        {application.payment && (
          <section aria-labelledby="review-agreement-heading" className="space-y-3">
            <h3 id="review-agreement-heading" className="text-xl font-semibold text-forest-900">
              {t("review.agreement")}
            </h3>
            <p className="text-ink/85">{t("review.agreementText")}</p>
            <DraftMoaLink label={t("review.readAgreement")} newTab={t("review.newTab")} />
          </section>
        )}

        <fieldset className="space-y-3 rounded-2xl bg-cream-100 p-5">
          <legend className="sr-only">{t("review.confirmations")}</legend>
          <Confirmation id="confirm-details" label={t("review.confirmDetails")} />
          <Confirmation id="confirm-membership" label={t("review.confirmMembership")} />
        </fieldset>
        {/* the server's failure was read out by its toast already */}
        {error && <ErrorBox announce={!form.toasted}>{error}</ErrorBox>}
        {nav(busy)}
      </form.Form>

      <Dialog
        open={editing === "kyc"}
        onClose={() => setEditing(null)}
        title={t("review.editKyc")}
        closeLabel={t("dialog.close")}
        className="sm:w-[min(100%-2rem,52rem)]"
      >
        {editing === "kyc" && (
          <div className="space-y-5">
            <h2 className="pr-10 text-2xl font-semibold text-forest-900">{t("review.editKyc")}</h2>
            <KycForm formId="edit-kyc" onSaved={saved} actions={dialogActions} />
          </div>
        )}
      </Dialog>
      <Dialog
        open={editing === "family"}
        onClose={() => setEditing(null)}
        title={t("review.editFamily")}
        closeLabel={t("dialog.close")}
        className="sm:w-[min(100%-2rem,52rem)]"
      >
        {editing === "family" && (
          <div className="space-y-5">
            <h2 className="pr-10 text-2xl font-semibold text-forest-900">{t("review.editFamily")}</h2>
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
  const { t } = useApplicationTexts();
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
          aria-label={t("review.editSection", { title })}
        >
          {t("review.edit")}
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
  const { t } = useApplicationTexts();
  const day = useDay();
  const rows: [string, ReactNode][] = [
    [t("kyc.fullName"), kyc.full_name],
    [t("kyc.email"), kyc.email],
    [t("kyc.dob"), day(kyc.dob)],
    [t("kyc.phone"), kyc.phone_no],
    [t("kyc.fatherName"), kyc.father_name],
    [t("kyc.qualification"), kyc.qualification_id?.name ?? "—"],
    [t("kyc.occupation"), kyc.occupation_id?.name ?? "—"],
    [t("kyc.currentAddress"), kyc.current_address],
    [
      t("kyc.permanentAddress"),
      kyc.same_as_current_address
        ? t("review.sameAsCurrent", { address: kyc.permanent_address })
        : kyc.permanent_address,
    ],
    [t("kyc.idType"), kyc.verification_doc_id?.name ?? "—"],
    [t("kyc.documentNumber"), kyc.verification_doc_number],
    [
      t("review.identityDocument"),
      kyc.verification_doc_upload_url ? (
        <a
          href={kyc.verification_doc_upload_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-saffron-700 underline underline-offset-4"
        >
          {t("review.viewDocument")}
        </a>
      ) : (
        "—"
      ),
    ],
    [t("kyc.accountHolder"), kyc.account_holder_name],
    [t("kyc.bankName"), kyc.bank_name],
    [t("kyc.accountNumber"), kyc.account_number],
    [t("kyc.branchName"), kyc.branch_name],
    [t("kyc.ifsc"), kyc.ifsc_code],
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
  const { t } = useApplicationTexts();
  const day = useDay();
  if (family.length === 0)
    return <p className="rounded-2xl bg-white px-5 py-4 text-sm ring-1 ring-forest-900/10">{t("review.noFamily")}</p>;
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
              {t("review.name")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("family.relation")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("family.dob")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("family.qualification")}
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
