import { clubToday } from "../../../common/club-time";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { registrationMessages as m } from "../../../common/registration";
import { familyInput } from "../../../common/registration-schemas";
import { scriptedFormData } from "../../lib/forms";
import { ErrorBox, fieldErrors, focusFirstInvalid, SelectField, TextField, type FieldErrors } from "./fields";
import { familyFromForm, familyRows, type FamilyRow } from "./form-data";
import { usePosted, useRegistration } from "./registration-context";
import { useSavingStep } from "./step-form";
import { useOptions } from "./use-options";

interface MemberDraft extends FamilyRow {
  key: number;
}

const RELATIONS = ["Spouse", "Son", "Daughter", "Father", "Mother", "Brother", "Sister", "Grandparent", "Grandchild"];

let nextKey = 1;
const blank = (): MemberDraft => ({ key: nextKey++, family_member_name: "", relation: "", dob: "", qualification_id: "" });
const drafts = (rows: FamilyRow[]): MemberDraft[] => rows.map((row) => ({ ...row, key: nextKey++ }));

/**
 * Step 2, Family Member Details: members are added, edited and removed here; saving posts the
 * whole list to the route's action (intent `family`; it replaces the saved one; an empty list is allowed).
 * Without JavaScript, Add and Remove post the list typed so far and get it back changed. Also the edit
 * dialog of step 5.
 */
export function FamilyForm({ formId, onSaved, actions }: { formId: string; onSaved: () => void; actions: (busy: boolean) => ReactNode }) {
  const { application } = useRegistration();
  const posted = usePosted("family", formId);
  const { qualifications } = useOptions(["qualifications"] as const);
  // the rows shown (their typed values stay in the inputs); a post without JavaScript gives its own list back
  const [members, setMembers] = useState<MemberDraft[]>(() => drafts(posted?.family ?? familyRows(application.family)));
  const [errors, setErrors] = useState<FieldErrors>(() => posted?.errors ?? {});
  const [failure, setFailure] = useState(() =>
    posted && !posted.ok ? (posted.errors?.family_details ?? (posted.errors ? "" : posted.message)) : "",
  );
  const form = useRef<HTMLFormElement>(null);
  const focusAfterAdd = useRef(false);
  const fetcher = useSavingStep({ form, setErrors, setFailure, focusFirstInvalid, savedMessage: m.familySaved, onSaved });
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!focusAfterAdd.current || !members.length) return;
    focusAfterAdd.current = false;
    document.getElementById(`${formId}-${members.length - 1}-family_member_name`)?.focus();
  }, [members, formId]);

  function clearError(name: string) {
    setErrors((e) => {
      if (!(name in e)) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  }

  function add(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    focusAfterAdd.current = true;
    setMembers((list) => [...list, blank()]);
  }

  function remove(event: MouseEvent<HTMLButtonElement>, index: number) {
    event.preventDefault();
    setMembers((list) => list.filter((_, i) => i !== index));
    // messages follow the members' positions, which have moved
    setErrors({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure("");
    const data = scriptedFormData(event);
    const parsed = familyInput.safeParse({ family_details: familyFromForm(data) });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      if (found.family_details) setFailure(found.family_details);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    void fetcher.submit(data, { method: "post" });
  }

  const today = clubToday();
  const listId = `${formId}-relations`;
  return (
    <fetcher.Form
      ref={form}
      id={formId}
      method="post"
      noValidate
      onSubmit={submit}
      onChange={(event) => {
        const name = (event.target as unknown as { name?: string }).name;
        if (name) clearError(name);
      }}
      aria-label="Family Member Details"
      className="space-y-6"
    >
      <input type="hidden" name="intent" value="family" />
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
                    <button
                      type="submit"
                      name="remove"
                      value={index}
                      onClick={(event) => remove(event, index)}
                      aria-label={`Remove ${label.toLowerCase()}`}
                      className="btn-secondary px-4 py-1.5"
                    >
                      Remove
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      id={fid("family_member_name")}
                      label="Full name"
                      name={`family_details.${index}.family_member_name`}
                      defaultValue={member.family_member_name}
                      error={err("family_member_name")}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      id={fid("relation")}
                      label="Relationship"
                      list={listId}
                      name={`family_details.${index}.relation`}
                      defaultValue={member.relation}
                      error={err("relation")}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      id={fid("dob")}
                      label="Date of birth"
                      type="date"
                      max={today}
                      name={`family_details.${index}.dob`}
                      defaultValue={member.dob}
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
                      name={`family_details.${index}.qualification_id`}
                      defaultValue={member.qualification_id}
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
      <button type="submit" name="add" value="1" onClick={add} className="btn-secondary">
        <span aria-hidden="true">+</span> Add family member
      </button>
      {failure && <ErrorBox announce={false}>{failure}</ErrorBox>}
      {actions(busy)}
    </fetcher.Form>
  );
}
