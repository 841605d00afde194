import { addClubDays, clubToday } from "../../../../common/club-time";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  appointmentProblem,
  CONVEYANCE_STEPS,
  conveyanceMessages as m,
  type ConveyanceOverview,
  type ConveyanceStep,
} from "../../../../common/conveyance";
import { formatRupees } from "../../../../common/format";
import { useForm, useFormToasts, type FormHandle, type FormResult } from "../../../lib/form";
import { ConveyanceStatus } from "./conveyance-status";
import { ConveyanceVerification } from "./conveyance-verification";
import { requestFromForm, stepProblems, SUBMIT_INTENT } from "./conveyance-fields";
import { CHECK_FIELDS, useConveyanceTexts } from "./conveyance-texts";
import type { ConveyanceFormResult } from "./conveyance.server";
import { LoadState } from "../shared/load-state";
import { ErrorBox, FileUpload, focusFirstInvalid, TextField, type FieldErrors } from "../shared/form-fields";
import { NomineeFields } from "../shared/nominee-fields";
import { StepIndicator } from "../../../components/step-indicator";
import { StepCard } from "../shared/step-card";
import type { PortalTabProps } from "../tab-props";

const CLOSED = ["completed", "cancelled"];

/**
 * The conveyance tab: the member's requests with their status and, when none
 * is in progress, five steps — Verification (OTP), Nominee Details, Villa Details, Document, Legal Process —
 * ending in Submit. Rendered by the server from the dashboard's loader; the forms post to its action.
 */
export function ConveyanceTab({ overview, data, actionData }: PortalTabProps<"conveyance">) {
  const hasVilla = Boolean(overview.property && overview.payment);
  const { t, say } = useConveyanceTexts();
  const toasts = useFormToasts();
  const posted = actionData?.intent === SUBMIT_INTENT ? (actionData as ConveyanceFormResult) : undefined;
  const [step, setStep] = useState<ConveyanceStep>(() => (posted?.step ?? 1) as ConveyanceStep);
  const [problem, setProblem] = useState("");
  const [justSubmitted, setJustSubmitted] = useState(false);
  // the request's fetcher lives here: the wizard is gone once the request is in, the toast of its answer stays
  const request = useForm<ConveyanceFormResult>({
    id: "cv",
    intent: SUBMIT_INTENT,
    actionData: actionData as ConveyanceFormResult | undefined,
    toast: false,
    // with the script: the appointment is checked first; the files uploaded already are sent as their addresses
    check: (form) => {
      const wrongDate = appointmentProblem(String(form.get("appointmentDate") ?? ""));
      return wrongDate ? { ok: false, message: "", errors: { appointmentDate: wrongDate } } : null;
    },
    prepare: (form) => {
      setProblem("");
      for (const [name, value] of [...form.entries()])
        if (typeof value !== "string" && value.size === 0) form.delete(name);
      return form;
    },
    onAnswer: (answer) => {
      if (answer.ok) {
        toasts.success(say(m.submitted));
        setJustSubmitted(true);
        return;
      }
      // a verification that has lapsed: back to step 1
      if (answer.step === 1) setStep(1);
      setProblem(answer.message || m.submitFailed);
    },
  });

  const conveyance = data?.conveyance;
  if (!hasVilla || (conveyance && !conveyance.villa)) {
    return (
      <section
        aria-labelledby="conveyance-no-villa"
        className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="conveyance-no-villa" className="font-display text-2xl text-forest-950">
          {t("conveyance.heading")}
        </h2>
        <p className="mt-2 text-ink/90">{say(m.propertyInformationNotFound)}</p>
        <p className="mt-1 text-sm text-ink/80">{t("conveyance.noVilla")}</p>
        <Link
          to={overview.property ? `/registration/${overview.property._id}` : "/property-list"}
          className="btn-secondary mt-4"
        >
          {overview.property ? t("conveyance.continueApplication") : t("chooseVilla")}
        </Link>
      </section>
    );
  }
  if (!conveyance)
    return <LoadState loading error={null} loadingText={t("conveyance.loading")} onRetry={() => undefined} />;

  const open = conveyance.requests.some((r) => !CLOSED.includes(r.status));
  // the answer of a post made without JavaScript, above the requests (a refusal there when the steps are gone)
  const answer = request.posted;
  return (
    <div className="grid gap-6">
      {answer?.ok && (
        <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
          {say(answer.message)}
        </p>
      )}
      {answer && !answer.ok && open && <ErrorBox>{say(answer.message)}</ErrorBox>}
      {conveyance.requests.length > 0 && <ConveyanceStatus requests={conveyance.requests} focus={justSubmitted} />}
      {open ? (
        <p className="text-sm text-ink/85">{t("conveyance.openRequest")}</p>
      ) : (
        <ConveyanceWizard
          data={conveyance}
          step={step}
          setStep={setStep}
          problem={problem}
          setProblem={setProblem}
          request={request}
          posted={posted}
          actionData={actionData}
        />
      )}
    </div>
  );
}

function ConveyanceWizard({
  data,
  step,
  setStep,
  problem,
  setProblem,
  request,
  posted,
  actionData,
}: {
  data: ConveyanceOverview;
  step: ConveyanceStep;
  setStep: (step: ConveyanceStep) => void;
  problem: string;
  setProblem: (problem: string) => void;
  request: FormHandle<ConveyanceFormResult>;
  posted: ConveyanceFormResult | undefined;
  actionData: FormResult | undefined;
}) {
  const villa = data.villa!;
  const { t, say, sayAll, language } = useConveyanceTexts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const busy = request.busy;
  // a post made without JavaScript: the fields it sent; its field messages and its refusal until the script posts
  const kept = posted?.values;
  const unscripted = request.posted;
  const shownErrors: FieldErrors = sayAll(Object.keys(errors).length > 0 ? errors : request.errors);
  const serverProblem =
    unscripted && !unscripted.ok
      ? step === 2 && unscripted.errors
        ? CHECK_FIELDS
        : unscripted.errors
          ? ""
          : unscripted.message
      : "";
  const shownProblem = say(problem || serverProblem);

  useEffect(() => {
    if (!moved.current) return;
    root.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  const verified = Boolean(data.verified_until && new Date(data.verified_until).getTime() > Date.now());
  const nominee = kept
    ? {
        fullName: kept.fullName ?? "",
        phoneNumber: kept.phoneNumber ?? "",
        relationship: kept.relationship ?? "",
        dob: kept.dob ?? "",
        email: kept.email ?? "",
        idType: kept.idType ?? "",
        idFile: kept.idFile ?? "",
      }
    : data.nominee;

  const go = (next: ConveyanceStep) => {
    moved.current = true;
    setErrors({});
    setProblem("");
    setStep(next);
  };

  /** Back and Next move in the browser (each step checked first); Submit posts the request. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const goto = Number(submitter?.name === "goto" ? submitter.value : 0) as ConveyanceStep | 0;
    if (goto) {
      event.preventDefault();
      if (goto < step) return go(goto);
      if (step === 1 && !verified) return setProblem(m.verifyFirst);
      const problems = stepProblems(step, requestFromForm(new FormData(event.currentTarget)));
      if (problems) {
        setErrors(problems);
        if (step === 2) setProblem(CHECK_FIELDS);
        focusFirstInvalid(root.current);
        return;
      }
      return go(goto);
    }
    setErrors({});
    request.props.onSubmit(event);
  }

  const total = CONVEYANCE_STEPS.length;
  const steps = t("conveyance.steps", { returnObjects: true });
  const last = step === total;
  const tomorrow = addClubDays(clubToday(), 1);
  return (
    <div ref={root} className="grid gap-6">
      <StepIndicator label={t("conveyance.stepsLabel")} steps={steps} current={step} />
      <StepCard id="conveyance-step" number={step} total={total} title={steps[step - 1]}>
        {shownProblem && (
          <div className="mb-5">
            <ErrorBox>{shownProblem}</ErrorBox>
          </div>
        )}
        {step === 1 && (
          <ConveyanceVerification
            email={data.email}
            verified={verified}
            actionData={actionData}
            onSent={() => setProblem("")}
          />
        )}
        <request.Form
          {...request.props}
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          aria-label={t("conveyance.formLabel")}
        >
          <input type="hidden" name="intent" value={SUBMIT_INTENT} />
          {/* Enter in a field moves on (the form's first button is its default one), never back */}
          <button
            type="submit"
            name={last ? undefined : "goto"}
            value={last ? undefined : step + 1}
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          />
          <div hidden={step !== 2}>
            <NomineeFields
              idPrefix="cv-nominee"
              values={nominee}
              errors={step === 2 ? shownErrors : {}}
              idTypes={data.idTypes}
              files={data.files}
            />
          </div>
          <div hidden={step !== 3} className="grid gap-5">
            <p className="text-sm text-ink/85">{t("conveyance.villaIntro")}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="cv-villa-number"
                label={t("conveyance.villaNumber")}
                readOnly
                value={villa.villaNumber || "-"}
              />
              <TextField id="cv-villa-type" label={t("conveyance.villaType")} readOnly value={villa.villaType} />
              <TextField id="cv-block" label={t("conveyance.block")} readOnly value={villa.block || "-"} />
              <TextField id="cv-location" label={t("conveyance.location")} readOnly value={villa.location} />
              <TextField
                id="cv-contribution"
                label={t("conveyance.contributionAmount")}
                readOnly
                value={formatRupees(villa.contributionAmount, language)}
              />
            </div>
          </div>
          <div hidden={step !== 4} className="grid gap-4">
            <p className="text-sm text-ink/85">{t("conveyance.documentIntro")}</p>
            <FileUpload
              id="cv-document"
              name="document"
              label={t("conveyance.document")}
              kind="document"
              value={kept?.document ?? ""}
              fileName={data.files[kept?.document ?? ""]}
              error={step === 4 ? shownErrors.document : undefined}
            />
          </div>
          <div hidden={step !== 5} className="grid gap-5">
            <div className="grid gap-2 text-sm text-ink/85">
              <p>{t("conveyance.legalDeed")}</p>
              <p>{t("conveyance.legalTuesdays")}</p>
            </div>
            <TextField
              id="cv-appointment"
              name="appointmentDate"
              label={t("conveyance.appointmentDate")}
              type="date"
              min={tomorrow}
              className="max-w-xs"
              defaultValue={kept?.appointmentDate ?? ""}
              error={step === 5 ? shownErrors.appointmentDate : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setErrors({ appointmentDate: value ? (appointmentProblem(value) ?? "") : "" });
              }}
            />
          </div>
          {/* Back and Next post the form without JavaScript (goto: the step asked for); the script moves by itself */}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-forest-100 pt-5">
            {step > 1 ? (
              <button type="submit" name="goto" value={step - 1} className="btn-secondary" disabled={busy}>
                {t("back")}
              </button>
            ) : (
              <span />
            )}
            <button
              type="submit"
              name={last ? undefined : "goto"}
              value={last ? undefined : step + 1}
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t("submitting") : last ? t("submit") : t("next")}
            </button>
          </div>
        </request.Form>
      </StepCard>
    </div>
  );
}
