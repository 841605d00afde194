import { format, parseISO } from "date-fns";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import {
  MEMBERSHIP_FORM_STEPS,
  membershipFormMessages as m,
  nomineeDetails,
  personalDetails,
  signatureStep,
  type MembershipFormRecord,
  type MembershipFormStep,
} from "../../../../common/membership-form";
import { messageOr } from "../../../lib/api";
import { LoadState } from "../shared/step-fields";
import { ErrorBox, FileUpload, fieldErrors, focusFirstInvalid, type FieldErrors } from "../shared/form-fields";
import { NomineeFields } from "../shared/nominee-fields";
import { MembershipPersonalStep } from "./membership-personal-step";
import { MembershipReview } from "./membership-review";
import { StepIndicator } from "../../../components/step-indicator";
import { StepButtons, StepCard } from "../shared/step-card";
import { callApi } from "../../../lib/api";
import type { PortalTabProps } from "../tab-props";

type Load = { kind: "loading" } | { kind: "locked" } | { kind: "error"; message: string } | { kind: "ready"; form: MembershipFormRecord; justSubmitted?: boolean };

/**
 * The membership form tab (spec member-side §2 "Membership form", §5): locked until half of the payment is
 * made; then four steps (Personal, Nominee Details, E-Signature, Submit) saved as a draft between steps and
 * submitted once, after which the submitted form's PDF can be downloaded.
 */
export function MembershipTab({ overview, refresh }: PortalTabProps) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const unlocked = overview.unlocked.membership_form;

  const fetchForm = useCallback(async () => {
    setLoad({ kind: "loading" });
    try {
      const answer = await callApi<MembershipFormRecord>("GET", "/api/membership-form");
      if (answer.status === 403) setLoad({ kind: "locked" });
      else if (answer.ok && answer.data) setLoad({ kind: "ready", form: answer.data });
      else setLoad({ kind: "error", message: messageOr(answer, m.loadFailed) });
    } catch {
      setLoad({ kind: "error", message: m.loadFailed });
    }
  }, []);

  useEffect(() => {
    if (unlocked) void fetchForm();
  }, [unlocked, fetchForm]);

  if (!unlocked || load.kind === "locked") return <LockedPanel overview={overview} />;
  if (load.kind === "loading" || load.kind === "error") {
    return (
      <LoadState
        loading={load.kind === "loading"}
        error={load.kind === "error" ? load.message : null}
        loadingText={m.loading}
        onRetry={() => void fetchForm()}
      />
    );
  }
  if (load.form.status === "submitted") return <SubmittedPanel form={load.form} focus={load.justSubmitted} />;
  return (
    <MembershipWizard
      initial={load.form}
      onSubmitted={(form) => {
        setLoad({ kind: "ready", form, justSubmitted: true });
        refresh();
      }}
      onStale={() => void fetchForm()}
    />
  );
}

function LockedPanel({ overview }: Pick<PortalTabProps, "overview">) {
  return (
    <section aria-labelledby="membership-locked" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-cream-200 text-xl">
          🔒
        </span>
        <div>
          <h2 id="membership-locked" className="font-display text-2xl text-forest-950">
            Membership form locked
          </h2>
          <p className="mt-2 text-ink/90">{m.locked}</p>
          <p className="mt-1 text-sm text-ink/80">You have paid {overview.paid_percent}% so far.</p>
          {overview.property && (
            <Link to={`/registration/${overview.property._id}`} className="btn-primary mt-4">
              Continue Payment
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function SubmittedPanel({ form, focus = false }: { form: MembershipFormRecord; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const when = form.submitted_at ? format(parseISO(form.submitted_at), "d MMMM yyyy") : "";
  return (
    <section aria-labelledby="membership-submitted" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-100 text-xl text-forest-900">
          ✓
        </span>
        <div>
          <h2 id="membership-submitted" ref={heading} tabIndex={-1} className="font-display text-2xl text-forest-950 focus:outline-none">
            Membership form submitted
          </h2>
          <p className="mt-2 text-ink/90">
            {m.submitted}
            {when ? ` Submitted on ${when}.` : ""}
          </p>
          <p className="mt-1 text-sm text-ink/80">
            {form.personal.fullName}, nominee {form.nominee.fullName} ({form.nominee.relationship}).
          </p>
          {form.pdf_url && (
            <a href={form.pdf_url} target="_blank" rel="noreferrer" className="btn-primary mt-4">
              Download membership form (PDF)
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

function MembershipWizard({ initial, onSubmitted, onStale }: { initial: MembershipFormRecord; onSubmitted: (form: MembershipFormRecord) => void; onStale: () => void }) {
  const [step, setStep] = useState<MembershipFormStep>(initial.step as MembershipFormStep);
  const [personal, setPersonal] = useState(initial.personal);
  const [nominee, setNominee] = useState(initial.nominee);
  const [signature, setSignature] = useState(initial.signature);
  const [files, setFiles] = useState(initial.files);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // after Back or Next, the new step's heading takes the focus (not on first render)
    if (!moved.current) return;
    root.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  const go = (next: MembershipFormStep) => {
    moved.current = true;
    setErrors({});
    setProblem("");
    setStep(next);
  };
  const remember = (url: string, name: string) => setFiles((known) => ({ ...known, [url]: name }));

  /** Checks the current step, saves it as the draft and moves on. */
  async function next() {
    const checks = [
      () => personalDetails.safeParse(personal),
      () => nomineeDetails.safeParse(nominee),
      () => signatureStep.safeParse({ signature }),
    ] as const;
    const result = checks[step - 1]();
    if (!result.success) {
      setErrors(fieldErrors(result.error.issues));
      setProblem("Please check the fields marked below.");
      focusFirstInvalid(root.current);
      return;
    }
    const section = step === 1 ? { personal } : step === 2 ? { nominee } : { signature };
    setBusy(true);
    try {
      const answer = await callApi<MembershipFormRecord>("PUT", "/api/membership-form", { step: step + 1, ...section });
      if (answer.status === 409) {
        toast.error(messageOr(answer, m.alreadySubmitted));
        onStale();
        return;
      }
      if (!answer.ok || !answer.data) {
        setProblem(messageOr(answer, m.saveFailed));
        return;
      }
      setFiles(answer.data.files);
      toast.success(m.draftSaved, { id: "membership-draft" });
      go((step + 1) as MembershipFormStep);
    } catch {
      setProblem(m.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    setBusy(true);
    setProblem("");
    try {
      const answer = await callApi<MembershipFormRecord>("POST", "/api/membership-form/submit");
      if (answer.ok && answer.data) {
        toast.success(m.submitted);
        onSubmitted(answer.data);
        return;
      }
      if (answer.status === 409) {
        toast.error(messageOr(answer, m.alreadySubmitted));
        onStale();
        return;
      }
      setProblem(messageOr(answer, m.submitFailed));
    } catch {
      setProblem(m.submitFailed);
    } finally {
      setBusy(false);
    }
  }

  const total = MEMBERSHIP_FORM_STEPS.length;
  const title = MEMBERSHIP_FORM_STEPS[step - 1];
  return (
    <div ref={root} className="grid gap-6">
      <StepIndicator label="Membership form progress" steps={MEMBERSHIP_FORM_STEPS} current={step} />
      <StepCard id="membership-step" number={step} total={total} title={title}>
        {problem && (
          <div className="mb-5">
            <ErrorBox>{problem}</ErrorBox>
          </div>
        )}
        {step === 1 && (
          <MembershipPersonalStep
            values={personal}
            errors={errors}
            options={initial.options}
            files={files}
            onChange={(values) => {
              setPersonal(values);
              // ticked "same as current": the permanent address is the current one, so its old error no longer applies
              if (values.sameAsCurrentAddress) setErrors(({ permanentAddress: _, ...others }) => others);
            }}
            onFile={(url, name) => {
              remember(url, name);
              setPersonal((p) => ({ ...p, document: url }));
            }}
          />
        )}
        {step === 2 && (
          <NomineeFields
            idPrefix="mf-nominee"
            values={nominee}
            errors={errors}
            idTypes={initial.options.idTypes}
            files={files}
            onChange={setNominee}
            onFile={(url, name) => {
              remember(url, name);
              setNominee((n) => ({ ...n, idFile: url }));
            }}
          />
        )}
        {step === 3 && (
          <div className="grid gap-4">
            <p className="text-sm text-ink/85">
              Sign on white paper, take a clear photo or scan of your signature and upload it here. It is placed on your membership form.
            </p>
            <FileUpload
              id="mf-signature"
              label="Your signature"
              kind="signature"
              value={signature}
              fileName={files[signature]}
              error={errors.signature}
              onUploaded={(url, name) => {
                remember(url, name);
                setSignature(url);
              }}
            />
          </div>
        )}
        {step === 4 && (
          <div className="grid gap-4">
            <p className="text-sm text-ink/85">Please check your details. Once submitted, the form cannot be changed.</p>
            <MembershipReview personal={personal} nominee={nominee} signature={signature} files={files} onEdit={(target) => go(target)} />
          </div>
        )}
        <StepButtons
          onBack={step > 1 ? () => go((step - 1) as MembershipFormStep) : undefined}
          onNext={() => void (step === total ? submit() : next())}
          nextLabel={step === total ? "Submit" : "Next"}
          busy={busy}
          busyLabel={step === total ? "Submitting..." : "Saving..."}
        />
      </StepCard>
    </div>
  );
}
