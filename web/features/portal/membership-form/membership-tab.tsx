import { clubDay } from "../../../../common/club-time";
import { formatDate } from "../../../../common/format";
import { useEffect, useRef, useState } from "react";
import toast from "../../../lib/toast";
import { Link } from "react-router";
import {
  emptyNominee,
  emptyPersonal,
  MEMBERSHIP_FORM_STEPS,
  membershipFormMessages as m,
  type MembershipFormRecord,
  type MembershipFormStep,
  type NomineeValues,
  type PersonalValues,
} from "../../../../common/membership-form";
import { useForm, type FormResult } from "../../../lib/form";
import { LoadState } from "../shared/load-state";
import { ErrorBox, FileUpload, fieldErrors, focusFirstInvalid, type FieldErrors } from "../shared/form-fields";
import { NomineeFields } from "../shared/nominee-fields";
import { postedValues } from "../shared/posted-values";
import { MembershipPersonalStep } from "./membership-personal-step";
import { MembershipReview, STEP_GOTO_FORM } from "./membership-review";
import { StepIndicator } from "../../../components/step-indicator";
import { StepCard } from "../shared/step-card";
import { CHECK_FIELDS, checkStep, isSavedStep, SAVE_INTENT, STEP_FILE, SUBMIT_INTENT } from "./membership-fields";
import type { PortalTabProps } from "../tab-props";
import { useMembershipFormTexts } from "./membership-texts";

/**
 * The membership form tab: locked until half of the payment is
 * made; then four steps (Personal, Nominee Details, E-Signature, Submit), each saved as a draft by the dashboard's
 * action (`membership.save`) before the next, and submitted once (`membership.submit`), after which the submitted
 * form's PDF can be downloaded. The form and the step come from the dashboard's loader; every step works with and
 * without JavaScript.
 */
export function MembershipTab({ overview, data, actionData }: PortalTabProps<"membership">) {
  const unlocked = overview.unlocked.membership_form;
  const { t, steps, say, sayAll } = useMembershipFormTexts();
  // the step moved to by Back, Next and Edit (with the page's script); else the one the loader gives
  const [moved, setMoved] = useState<MembershipFormStep | null>(null);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const sentStep = useRef<MembershipFormStep>(1);
  const root = useRef<HTMLDivElement>(null);
  const focusStep = useRef(false);

  const go = (next: MembershipFormStep) => {
    focusStep.current = true;
    setErrors({});
    setProblem("");
    setMoved(next);
  };

  /** A refusal: already submitted elsewhere (toasted; the form reloads as submitted), or the step's message. */
  const refused = (result: FormResult, fallback: string) => {
    if (result.ok) return;
    if (result.message === m.alreadySubmitted) {
      toast.error(say(result.message));
      return;
    }
    // no intent: the network failed (the dashboard's clientAction), the form's own words then
    setProblem(result.intent ? result.message || fallback : fallback);
    setErrors(result.errors ?? {});
    if (result.errors) focusFirstInvalid(root.current);
  };

  const save = useForm({
    id: "mf",
    intent: SAVE_INTENT,
    actionData,
    toast: false,
    // with the script: the step is checked with its schema first
    check: (fields) => {
      if (!isSavedStep(step)) return { ok: false, message: "" };
      const { check } = checkStep(step, fields);
      if (check.success) return null;
      const errors = fieldErrors(check.error.issues);
      setErrors(errors);
      setProblem(CHECK_FIELDS);
      return { ok: false, message: CHECK_FIELDS, errors };
    },
    // the step's file is uploaded already: its address goes, not the file input
    prepare: (fields) => {
      if (!isSavedStep(step)) return null;
      fields.delete(`${STEP_FILE[step]}File`);
      sentStep.current = step;
      return fields;
    },
    onAnswer: (result) => {
      if (!result.ok) return refused(result, m.saveFailed);
      toast.success(say(m.draftSaved), { id: "membership-draft" });
      go((sentStep.current + 1) as MembershipFormStep);
    },
  });
  const submit = useForm({
    id: "mf-submit",
    intent: SUBMIT_INTENT,
    actionData,
    toast: false,
    onAnswer: (result) => {
      if (!result.ok) return refused(result, m.submitFailed);
      toast.success(say(m.submitted));
      setJustSubmitted(true);
    },
  });

  const form = data?.form;
  // without the script: a step saved leads to the next step of the saved draft; a refused one stays
  const savedWithoutScript = actionData?.intent === SAVE_INTENT && actionData.ok;
  const step: MembershipFormStep =
    moved ?? (savedWithoutScript && form ? (form.step as MembershipFormStep) : (data?.step ?? 1));

  useEffect(() => {
    // after Back, Next or Edit, the new step's heading takes the focus (not on first render)
    if (!focusStep.current) return;
    root.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  if (!unlocked || (data && data.refusal !== null)) return <LockedPanel overview={overview} />;
  if (!form) return <LoadState loading loadingText={t("form.loading")} error={null} onRetry={() => undefined} />;
  if (form.status === "submitted") return <SubmittedPanel form={form} focus={justSubmitted} />;

  // the answer of a post made without the script (the page rendered again by the server)
  const unscripted =
    actionData && !actionData.ok && (actionData.intent === SAVE_INTENT || actionData.intent === SUBMIT_INTENT)
      ? actionData
      : undefined;
  const shownProblem = say(problem ?? unscripted?.message ?? "");
  const shownErrors = sayAll(errors ?? unscripted?.errors ?? {});
  const posted = postedValues(unscripted);
  // the refused step's values as sent, while it is the step shown
  const sent = moved === null && Object.keys(posted).length > 0;
  const personal: PersonalValues =
    sent && step === 1
      ? { ...emptyPersonal, ...posted, sameAsCurrentAddress: posted.sameAsCurrentAddress === "on" }
      : form.personal;
  const nominee: NomineeValues = sent && step === 2 ? { ...emptyNominee, ...posted } : form.nominee;
  const signature = sent && step === 3 ? (posted.signature ?? "") : form.signature;
  const busy = save.busy || submit.busy;
  const total = MEMBERSHIP_FORM_STEPS.length;
  const action = `/dashboard?tab=membership&step=${step}`;

  const problemBox = shownProblem && (
    <div className="mb-5">
      <ErrorBox>{shownProblem}</ErrorBox>
    </div>
  );
  const back = step > 1 && (
    <button
      type="submit"
      form={STEP_GOTO_FORM}
      name="step"
      value={step - 1}
      className="btn-secondary"
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        go((step - 1) as MembershipFormStep);
      }}
    >
      {t("form.back")}
    </button>
  );
  const buttons = (label: string, busyLabel: string, working: boolean) => (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-forest-100 pt-5">
      {back || <span />}
      <button
        type="submit"
        className="btn-primary disabled:cursor-wait disabled:opacity-70"
        disabled={busy}
        aria-busy={working || undefined}
      >
        {working ? busyLabel : label}
      </button>
    </div>
  );

  return (
    <div ref={root} className="grid gap-6">
      <StepIndicator label={t("form.stepsLabel")} steps={steps} current={step} />
      <StepCard id="membership-step" number={step} total={total} title={steps[step - 1]}>
        {step === total ? (
          <submit.Form {...submit.props} action={action} noValidate>
            <input type="hidden" name="intent" value={SUBMIT_INTENT} />
            {problemBox}
            <div className="grid gap-4">
              <p className="text-sm text-ink/85">{t("form.reviewIntro")}</p>
              <MembershipReview
                personal={form.personal}
                nominee={form.nominee}
                signature={form.signature}
                files={form.files}
                onEdit={(target) => go(target)}
              />
            </div>
            {buttons(t("form.submit"), t("form.submitting"), submit.busy)}
          </submit.Form>
        ) : (
          <save.Form {...save.props} key={step} action={action} encType="multipart/form-data" noValidate>
            <input type="hidden" name="intent" value={SAVE_INTENT} />
            <input type="hidden" name="step" value={step} />
            {problemBox}
            {step === 1 && (
              <MembershipPersonalStep
                values={personal}
                errors={shownErrors}
                options={form.options}
                files={form.files}
                // ticked "same as current": the permanent address is the current one, so its old error no longer applies
                onSameAddress={(same) => {
                  if (!same) return;
                  setErrors((known) => {
                    const { permanentAddress: _, ...others } = known ?? shownErrors;
                    return others;
                  });
                }}
              />
            )}
            {step === 2 && (
              <NomineeFields
                idPrefix="mf-nominee"
                values={nominee}
                errors={shownErrors}
                idTypes={form.options.idTypes}
                files={form.files}
              />
            )}
            {step === 3 && (
              <div className="grid gap-4">
                <p className="text-sm text-ink/85">{t("form.signatureIntro")}</p>
                <FileUpload
                  id="mf-signature"
                  name="signature"
                  label={t("form.signature")}
                  kind="signature"
                  value={signature}
                  fileName={form.files[signature]}
                  error={shownErrors.signature}
                />
              </div>
            )}
            {buttons(t("form.next"), t("form.saving"), save.busy)}
          </save.Form>
        )}
      </StepCard>
      {/* Back and Edit without the script: a GET of the tab at a step already reached */}
      <form id={STEP_GOTO_FORM} method="get" action="/dashboard" hidden>
        <input type="hidden" name="tab" value="membership" />
      </form>
    </div>
  );
}

function LockedPanel({ overview }: Pick<PortalTabProps, "overview">) {
  const { t } = useMembershipFormTexts();
  return (
    <section
      aria-labelledby="membership-locked"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-cream-200 text-xl"
        >
          🔒
        </span>
        <div>
          <h2 id="membership-locked" className="font-display text-2xl text-forest-950">
            {t("form.locked.heading")}
          </h2>
          <p className="mt-2 text-ink/90">{t("form.locked.text")}</p>
          <p className="mt-1 text-sm text-ink/80">{t("form.locked.paid", { percent: overview.paid_percent })}</p>
          {overview.property && (
            <Link to={`/registration/${overview.property._id}`} className="btn-primary mt-4">
              {t("form.locked.continue")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function SubmittedPanel({ form, focus = false }: { form: MembershipFormRecord; focus?: boolean }) {
  const { t, language } = useMembershipFormTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const when = form.submitted_at ? formatDate(clubDay(new Date(form.submitted_at)), language) : "";
  return (
    <section
      aria-labelledby="membership-submitted"
      className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-100 text-xl text-forest-900"
        >
          {"✓"}
        </span>
        <div>
          <h2
            id="membership-submitted"
            ref={heading}
            tabIndex={-1}
            className="font-display text-2xl text-forest-950 focus:outline-none"
          >
            {t("form.submitted.heading")}
          </h2>
          <p className="mt-2 text-ink/90">
            {t("form.submitted.text")}
            {when ? ` ${t("form.submitted.on", { day: when })}` : ""}
          </p>
          <p className="mt-1 text-sm text-ink/80">
            {t("form.submitted.who", {
              name: form.personal.fullName,
              nominee: form.nominee.fullName,
              relationship: form.nominee.relationship,
            })}
          </p>
          {form.pdf_url && (
            <a href={form.pdf_url} target="_blank" rel="noreferrer" className="btn-primary mt-4">
              {t("form.submitted.download")}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
