import { format } from "date-fns";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { registrationMessages as m } from "../../../common/registration";
import { familyInput, type FamilyMemberRecord } from "../../../common/registration-schemas";
import { messageOr } from "../../lib/api";
import { registrationPaths } from "./api";
import { ErrorBox, fieldErrors, focusFirstInvalid, SelectField, TextField, type FieldErrors } from "./fields";
import { useRegistration, type RegistrationApi } from "./registration-context";
import { useOptions } from "./use-options";

interface MemberDraft {
  key: number;
  family_member_name: string;
  relation: string;
  dob: string;
  qualification_id: string;
}

const RELATIONS = ["Spouse", "Son", "Daughter", "Father", "Mother", "Brother", "Sister", "Grandparent", "Grandchild"];

let nextKey = 1;
const blank = (): MemberDraft => ({ key: nextKey++, family_member_name: "", relation: "", dob: "", qualification_id: "" });

/** GET /api/registration/familyMember: the saved list (empty when none, or when the call fails). */
export async function loadFamily(call: RegistrationApi["call"]): Promise<FamilyMemberRecord[]> {
  try {
    const answer = await call<{ family_details?: FamilyMemberRecord[] }>("GET", registrationPaths.family);
    return answer.ok && Array.isArray(answer.data?.family_details) ? answer.data.family_details : [];
  } catch {
    return [];
  }
}

/**
 * Step 2, Family Member Details (spec §2): members are added, edited and removed here; saving posts the
 * whole list (it replaces the saved one; an empty list is allowed). Also the edit dialog of step 5.
 */
export function FamilyForm({ formId, onSaved, actions }: { formId: string; onSaved: () => void; actions: (busy: boolean) => ReactNode }) {
  const { call } = useRegistration();
  const { qualifications } = useOptions(["qualifications"] as const);
  const [members, setMembers] = useState<MemberDraft[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const focusAfterAdd = useRef(false);

  useEffect(() => {
    let live = true;
    loadFamily(call).then((saved) => {
      if (!live) return;
      setMembers(
        saved.map((f) => ({
          key: nextKey++,
          family_member_name: f.family_member_name,
          relation: f.relation,
          dob: f.dob.slice(0, 10),
          qualification_id: f.qualification_id?._id ?? "",
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [call]);

  useEffect(() => {
    if (!focusAfterAdd.current || !members?.length) return;
    focusAfterAdd.current = false;
    document.getElementById(`${formId}-${members.length - 1}-family_member_name`)?.focus();
  }, [members, formId]);

  if (!members) return <p role="status">Loading family details...</p>;

  function update(index: number, field: Exclude<keyof MemberDraft, "key">, value: string) {
    setMembers((list) => list && list.map((member, i) => (i === index ? { ...member, [field]: value } : member)));
    setErrors((e) => {
      const key = `family_details.${index}.${field}`;
      if (!(key in e)) return e;
      const rest = { ...e };
      delete rest[key];
      return rest;
    });
  }

  function add() {
    focusAfterAdd.current = true;
    setMembers((list) => [...(list ?? []), blank()]);
  }

  function remove(index: number) {
    setMembers((list) => list && list.filter((_, i) => i !== index));
    // messages follow the members' positions, which have moved
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !members) return;
    setFailure("");
    const parsed = familyInput.safeParse({
      family_details: members.map(({ family_member_name, relation, dob, qualification_id }) => ({ family_member_name, relation, dob, qualification_id })),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      if (found.family_details) setFailure(found.family_details);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await call("POST", registrationPaths.family, parsed.data);
      if (!answer.ok) {
        const message = messageOr(answer, m.submitFamilyFailed);
        setFailure(message);
        toast.error(message);
        return;
      }
      toast.success(messageOr(answer, m.familySaved));
      onSaved();
    } catch {
      setFailure(m.submitFamilyFailed);
      toast.error(m.submitFamilyFailed);
    } finally {
      setBusy(false);
    }
  }

  const today = format(new Date(), "yyyy-MM-dd");
  const listId = `${formId}-relations`;
  return (
    <form ref={form} id={formId} noValidate onSubmit={submit} aria-label="Family Member Details" className="space-y-6">
      <datalist id={listId}>
        {RELATIONS.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      {members.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 px-5 py-4 text-sm text-ink/85">
          No family members added yet. Add the family members who will share the villa, or continue without adding any.
        </p>
      ) : (
        <ol className="space-y-5">
          {members.map((member, index) => {
            const fid = (field: string) => `${formId}-${index}-${field}`;
            const err = (field: string) => errors[`family_details.${index}.${field}`];
            const label = `Family member ${index + 1}`;
            return (
              <li key={member.key}>
                <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
                  <legend className="sr-only">{label}</legend>
                  <div className="mb-4 flex items-center justify-between gap-3">
                    <p aria-hidden="true" className="text-base font-semibold text-forest-900">
                      {label}
                    </p>
                    <button type="button" onClick={() => remove(index)} aria-label={`Remove ${label.toLowerCase()}`} className="btn-secondary px-4 py-1.5">
                      Remove
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      id={fid("family_member_name")}
                      label="Full name"
                      value={member.family_member_name}
                      onChange={(e) => update(index, "family_member_name", e.target.value)}
                      error={err("family_member_name")}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      id={fid("relation")}
                      label="Relationship"
                      list={listId}
                      value={member.relation}
                      onChange={(e) => update(index, "relation", e.target.value)}
                      error={err("relation")}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      id={fid("dob")}
                      label="Date of birth"
                      type="date"
                      max={today}
                      value={member.dob}
                      onChange={(e) => update(index, "dob", e.target.value)}
                      error={err("dob")}
                      required
                    />
                    <SelectField
                      id={fid("qualification_id")}
                      label="Qualification"
                      placeholder="Choose a qualification"
                      options={qualifications.options}
                      loading={qualifications.loading}
                      loadError={qualifications.error}
                      value={member.qualification_id}
                      onChange={(e) => update(index, "qualification_id", e.target.value)}
                      error={err("qualification_id")}
                      required
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" onClick={add} className="btn-secondary">
        <span aria-hidden="true">+</span> Add family member
      </button>
      {failure && <ErrorBox announce={false}>{failure}</ErrorBox>}
      {actions(busy)}
    </form>
  );
}
