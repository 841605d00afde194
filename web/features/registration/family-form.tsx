import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { clubToday } from "../../../common/club-time";
import { registrationMessages as m } from "../../../common/registration";
import { blankFamilyRow, familyFromForm, familyRows, type FamilyRow } from "../../../common/registration-form";
import { familyInput } from "../../../common/registration-schemas";
import { checkForm, useForm } from "../../lib/form";
import { useApplicationTexts } from "./application-texts";
import { ErrorBox, SelectField, TextField } from "./fields";
import type { ApplicationResult } from "./form-data";
import { useRegistration } from "./registration-context";
import { useOptions } from "./use-options";

interface MemberDraft extends FamilyRow {
  key: number;
}

/** The relations offered (typed freely too): stored in English, the office's language; shown in the page's. */
const RELATIONS = [
  "Spouse",
  "Son",
  "Daughter",
  "Father",
  "Mother",
  "Brother",
  "Sister",
  "Grandparent",
  "Grandchild",
] as const;

let nextKey = 1;
const blank = (): MemberDraft => ({ key: nextKey++, ...blankFamilyRow() });
const drafts = (rows: FamilyRow[]): MemberDraft[] => rows.map((row) => ({ ...row, key: nextKey++ }));

/**
 * Step 2, Family Member Details: members are added, edited and removed here; saving posts the
 * whole list to the route's action (intent `family`; it replaces the saved one; an empty list is allowed).
 * Without JavaScript, Add and Remove post the list typed so far and get it back changed. Also the edit
 * dialog of step 5.
 */
export function FamilyForm({
  formId,
  onSaved,
  actions,
}: {
  formId: string;
  onSaved: () => void;
  actions: (busy: boolean) => ReactNode;
}) {
  const { application, posted } = useRegistration();
  const { qualifications } = useOptions(["qualifications"] as const);
  const { t, say, language } = useApplicationTexts();
  const form = useForm<ApplicationResult>({
    id: formId,
    intent: "family",
    // the answer of a post without JavaScript is the step's own form's, not the edit dialog's
    actionData: formId.startsWith("edit-") ? undefined : posted,
    // the list's own message (too many members) shows in the box; the field messages beside the fields
    check: (data) => {
      const checked = checkForm(familyInput, { family_details: familyFromForm(data) }, "");
      return checked.ok ? null : checked;
    },
    successMessage: m.familySaved,
    say,
    clearOnChange: true,
    onAnswer: (answer) => answer.ok && onSaved(),
  });
  // the rows shown (their typed values stay in the inputs); a post without JavaScript gives its own list back
  const [members, setMembers] = useState<MemberDraft[]>(() =>
    drafts(form.result?.family ?? familyRows(application.family)),
  );
  const errors = form.errors;
  const failure = errors.family_details ?? (Object.keys(errors).length ? "" : (form.message ?? ""));
  const focusAfterAdd = useRef(false);

  useEffect(() => {
    if (!focusAfterAdd.current || !members.length) return;
    focusAfterAdd.current = false;
    document.getElementById(`${formId}-${members.length - 1}-family_member_name`)?.focus();
  }, [members, formId]);

  function add(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    focusAfterAdd.current = true;
    setMembers((list) => [...list, blank()]);
  }

  function remove(event: MouseEvent<HTMLButtonElement>, index: number) {
    event.preventDefault();
    setMembers((list) => list.filter((_, i) => i !== index));
    // messages follow the members' positions, which have moved
    form.dismiss();
  }

  const today = clubToday();
  const listId = `${formId}-relations`;
  return (
    <form.Form
      {...form.props}
      id={formId}
      noValidate
      aria-label={t("page.steps", { returnObjects: true })[1]}
      className="space-y-6"
    >
      <input type="hidden" name="intent" value="family" />
      <datalist id={listId}>
        {RELATIONS.map((r) => (
          <option key={r} value={r} label={language === "en" ? undefined : t(`family.relations.${r}`)} />
        ))}
      </datalist>
      {members.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 px-5 py-4 text-sm text-ink/85">{t("family.none")}</p>
      ) : (
        <ol className="space-y-5">
          {members.map((member, index) => {
            /** A member's control: its id `<form>-<index>-<field>`, its name `family_details.<index>.<field>`. */
            const control = (field: string) =>
              form.field(`family_details.${index}.${field}`, { id: `${formId}-${index}-${field}` });
            const label = t("family.member", { number: index + 1 });
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
                      aria-label={t("family.removeMember", { number: index + 1 })}
                      className="btn-secondary px-4 py-1.5"
                    >
                      {t("family.remove")}
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      {...control("family_member_name")}
                      label={t("family.fullName")}
                      defaultValue={member.family_member_name}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      {...control("relation")}
                      label={t("family.relation")}
                      list={listId}
                      defaultValue={member.relation}
                      required
                      autoComplete="off"
                    />
                    <TextField
                      {...control("dob")}
                      label={t("family.dob")}
                      type="date"
                      max={today}
                      defaultValue={member.dob}
                      required
                    />
                    <SelectField
                      {...control("qualification_id")}
                      label={t("family.qualification")}
                      placeholder={t("family.chooseQualification")}
                      options={qualifications.options}
                      loading={qualifications.loading}
                      loadError={qualifications.error}
                      defaultValue={member.qualification_id}
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
        <span aria-hidden="true">+</span> {t("family.add")}
      </button>
      {failure && <ErrorBox announce={false}>{failure}</ErrorBox>}
      {actions(form.busy)}
    </form.Form>
  );
}
