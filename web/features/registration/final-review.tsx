import { format } from "date-fns";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { registrationMessages as m } from "../../../common/registration";
import type { FamilyMemberRecord, KycRecord } from "../../../common/registration-schemas";
import { Dialog } from "../../components/dialog";
import { messageOr } from "../../lib/api";
import { registrationPaths } from "./api";
import { loadFamily, FamilyForm } from "./family-form";
import { ErrorBox } from "./fields";
import { loadKyc, KycForm } from "./kyc-form";
import { useRegistration } from "./registration-context";

const KYC_TITLE = "Personal & KYC Details as Submitted";
const FAMILY_TITLE = "Family Member Details as Added";
const CONFIRM_DETAILS = "I confirm that all the details above are correct and I accept the final ownership terms.";
const CONFIRM_MEMBERSHIP = "I understand that my membership and property access will be activated after confirmation.";

const day = (iso: string) => (iso ? format(new Date(`${iso.slice(0, 10)}T00:00:00`), "d MMM yyyy") : "—");

/**
 * Step 5, Final Review & Confirmation (spec §2, §4): the details as saved, each table with an Edit dialog
 * that saves through the same endpoints, and the two confirmations; Submit posts the final review.
 */
export function FinalReview({ nav }: { nav: (busy: boolean) => ReactNode }) {
  const { call, propertyId } = useRegistration();
  const navigate = useNavigate();
  const [kyc, setKyc] = useState<KycRecord | null | undefined>(undefined);
  const [family, setFamily] = useState<FamilyMemberRecord[] | undefined>(undefined);
  const [editing, setEditing] = useState<"kyc" | "family" | null>(null);
  const [confirmDetails, setConfirmDetails] = useState(false);
  const [confirmMembership, setConfirmMembership] = useState(false);
  /** The message in the red box; `announced` when a toast already reads it out. */
  const [error, setError] = useState("");
  const [announced, setAnnounced] = useState(false);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const [k, f] = await Promise.all([loadKyc(call), loadFamily(call)]);
    setKyc(k);
    setFamily(f);
  }, [call]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError("");
    setAnnounced(false);
    if (!confirmDetails || !confirmMembership) return setError(m.acceptBothConfirmations);
    setBusy(true);
    try {
      const answer = await call("POST", registrationPaths.finalReview(propertyId), { confirm_details: true, confirm_membership: true });
      if (!answer.ok) {
        const message = messageOr(answer, m.submitFinalReviewFailed);
        setError(message);
        setAnnounced(true);
        toast.error(message);
        setBusy(false);
        return;
      }
      toast.success(messageOr(answer, m.finalReviewSaved));
      await navigate("/registration-submit");
    } catch {
      setError(m.submitFinalReviewFailed);
      setAnnounced(true);
      toast.error(m.submitFinalReviewFailed);
      setBusy(false);
    }
  }

  const saved = async () => {
    setEditing(null);
    await reload();
  };
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
      <form id="final-review" noValidate onSubmit={submit} aria-label="Final Review & Confirmation" className="space-y-8">
        <ReviewSection id="review-kyc" title={KYC_TITLE} onEdit={() => setEditing("kyc")}>
          {kyc === undefined ? <p role="status">Loading your details...</p> : kyc ? <KycTable kyc={kyc} /> : <p>No personal details have been saved yet.</p>}
        </ReviewSection>
        <ReviewSection id="review-family" title={FAMILY_TITLE} onEdit={() => setEditing("family")}>
          {family === undefined ? <p role="status">Loading family details...</p> : <FamilyTable family={family} />}
        </ReviewSection>

        <fieldset className="space-y-3 rounded-2xl bg-cream-100 p-5">
          <legend className="sr-only">Confirmations</legend>
          <Confirmation id="confirm-details" checked={confirmDetails} onChange={setConfirmDetails} label={CONFIRM_DETAILS} />
          <Confirmation id="confirm-membership" checked={confirmMembership} onChange={setConfirmMembership} label={CONFIRM_MEMBERSHIP} />
        </fieldset>
        {error && <ErrorBox announce={!announced}>{error}</ErrorBox>}
        {nav(busy)}
      </form>

      <Dialog open={editing === "kyc"} onClose={() => setEditing(null)} title="Edit Personal & KYC Details" className="sm:w-[min(100%-2rem,52rem)]">
        {editing === "kyc" && (
          <div className="space-y-5">
            <h2 className="pr-10 text-2xl font-semibold text-forest-900">Edit Personal & KYC Details</h2>
            <KycForm formId="edit-kyc" onSaved={saved} actions={dialogActions} />
          </div>
        )}
      </Dialog>
      <Dialog open={editing === "family"} onClose={() => setEditing(null)} title="Edit Family Member Details" className="sm:w-[min(100%-2rem,52rem)]">
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

function ReviewSection({ id, title, onEdit, children }: { id: string; title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-xl font-semibold text-forest-900">
          {title}
        </h3>
        <button type="button" onClick={onEdit} className="btn-secondary px-4 py-1.5" aria-label={`Edit ${title}`}>
          Edit
        </button>
      </div>
      {children}
    </section>
  );
}

function Confirmation({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-ink/90">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-4 w-4 shrink-0 accent-saffron-700" />
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
    ["Permanent address", kyc.same_as_current_address ? `${kyc.permanent_address} (same as current)` : kyc.permanent_address],
    ["ID type", kyc.verification_doc_id?.name ?? "—"],
    ["Document number", kyc.verification_doc_number],
    [
      "Identity document",
      kyc.verification_doc_upload_url ? (
        <a href={kyc.verification_doc_upload_url} target="_blank" rel="noreferrer" className="font-semibold text-saffron-700 underline underline-offset-4">
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
  if (family.length === 0) return <p className="rounded-2xl bg-white px-5 py-4 text-sm ring-1 ring-forest-900/10">No family members added.</p>;
  return (
    // a group, not a second region: the section around it is the "Family Member Details as Added" landmark already
    // (two landmarks of one name are indistinguishable); focusable, so the table scrolls sideways from the keyboard
    <div role="group" aria-labelledby="review-family-heading" tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-forest-900/10">
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
