import { addDays, format } from "date-fns";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import {
  appointmentProblem,
  CONVEYANCE_STEPS,
  conveyanceMessages as m,
  type ConveyanceOverview,
  type ConveyanceRequestRecord,
  type ConveyanceStep,
} from "../../../../common/conveyance";
import { nomineeDetails, uploadedFile, type NomineeValues } from "../../../../common/membership-form";
import { formatRupees } from "../../../../common/money";
import { messageOr } from "../../../lib/api";
import { ConveyanceStatus } from "./conveyance-status";
import { ConveyanceVerification } from "./conveyance-verification";
import { LoadState } from "../shared/step-fields";
import { ErrorBox, FileUpload, fieldErrors, focusFirstInvalid, TextField, type FieldErrors } from "../shared/form-fields";
import { NomineeFields } from "../shared/nominee-fields";
import { StepIndicator } from "../../../components/step-indicator";
import { StepButtons, StepCard } from "../shared/step-card";
import { callApi } from "../../../lib/api";
import type { PortalTabProps } from "../tab-props";

type Load = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: ConveyanceOverview; justSubmitted?: boolean };

const CLOSED = ["completed", "cancelled"];

/**
 * The conveyance tab (spec member-side §2 "Conveyance"): the member's requests with their status and, when none
 * is in progress, five steps — Verification (OTP), Nominee Details, Villa Details, Document, Legal Process —
 * ending in Submit.
 */
export function ConveyanceTab({ overview }: PortalTabProps) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const hasVilla = Boolean(overview.property && overview.payment);

  const fetchOverview = useCallback(async () => {
    try {
      const answer = await callApi<ConveyanceOverview>("GET", "/api/conveyance");
      setLoad(answer.ok && answer.data ? { kind: "ready", data: answer.data } : { kind: "error", message: messageOr(answer, m.loadFailed) });
    } catch {
      setLoad({ kind: "error", message: m.loadFailed });
    }
  }, []);

  useEffect(() => {
    if (hasVilla) void fetchOverview();
  }, [hasVilla, fetchOverview]);

  if (!hasVilla || (load.kind === "ready" && !load.data.villa)) {
    return (
      <section aria-labelledby="conveyance-no-villa" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="conveyance-no-villa" className="font-display text-2xl text-forest-950">
          Conveyance
        </h2>
        <p className="mt-2 text-ink/90">{m.propertyInformationNotFound}</p>
        <p className="mt-1 text-sm text-ink/80">A conveyance can be asked for once you have chosen a villa and started its payment.</p>
        <Link to={overview.property ? `/registration/${overview.property._id}` : "/property-list"} className="btn-secondary mt-4">
          {overview.property ? "Continue your application" : "Choose a villa"}
        </Link>
      </section>
    );
  }
  if (load.kind === "loading" || load.kind === "error") {
    return (
      <LoadState
        loading={load.kind === "loading"}
        error={load.kind === "error" ? load.message : null}
        loadingText={m.loading}
        onRetry={() => {
          setLoad({ kind: "loading" });
          void fetchOverview();
        }}
      />
    );
  }
  const { data } = load;
  const open = data.requests.some((r) => !CLOSED.includes(r.status));
  return (
    <div className="grid gap-6">
      {data.requests.length > 0 && <ConveyanceStatus requests={data.requests} focus={load.justSubmitted} />}
      {open ? (
        <p className="text-sm text-ink/85">{m.openRequest} Our legal team will confirm your appointment by e-mail.</p>
      ) : (
        <ConveyanceWizard
          data={data}
          onSubmitted={(request) => setLoad({ kind: "ready", data: { ...data, requests: [request, ...data.requests] }, justSubmitted: true })}
        />
      )}
    </div>
  );
}

function ConveyanceWizard({ data, onSubmitted }: { data: ConveyanceOverview; onSubmitted: (request: ConveyanceRequestRecord) => void }) {
  const villa = data.villa!;
  const [step, setStep] = useState<ConveyanceStep>(1);
  const [verifiedUntil, setVerifiedUntil] = useState(data.verified_until);
  const [nominee, setNominee] = useState<NomineeValues>(data.nominee);
  const [documentUrl, setDocumentUrl] = useState("");
  const [appointment, setAppointment] = useState("");
  const [appointmentError, setAppointmentError] = useState("");
  const [files, setFiles] = useState(data.files);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    root.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  const verified = Boolean(verifiedUntil && new Date(verifiedUntil).getTime() > Date.now());
  const remember = (url: string, name: string) => setFiles((known) => ({ ...known, [url]: name }));
  const go = (next: ConveyanceStep) => {
    moved.current = true;
    setErrors({});
    setProblem("");
    setStep(next);
  };

  function next() {
    if (step === 1 && !verified) {
      setProblem(m.verifyFirst);
      return;
    }
    if (step === 2) {
      const result = nomineeDetails.safeParse(nominee);
      if (!result.success) {
        setErrors(fieldErrors(result.error.issues));
        setProblem("Please check the fields marked below.");
        focusFirstInvalid(root.current);
        return;
      }
    }
    if (step === 4 && !uploadedFile(m.document).safeParse(documentUrl).success) {
      setErrors({ document: m.document });
      focusFirstInvalid(root.current);
      return;
    }
    go((step + 1) as ConveyanceStep);
  }

  async function submit() {
    const wrongDate = appointmentProblem(appointment);
    if (wrongDate) {
      setAppointmentError(wrongDate);
      focusFirstInvalid(root.current);
      return;
    }
    setBusy(true);
    setProblem("");
    try {
      const answer = await callApi<ConveyanceRequestRecord>("POST", "/api/conveyance", {
        property_id: villa.property_id,
        nominee,
        document: documentUrl,
        appointmentDate: appointment,
      });
      if (answer.ok && answer.data) {
        toast.success(m.submitted);
        onSubmitted(answer.data);
        return;
      }
      if (answer.status === 403) {
        setVerifiedUntil(null);
        go(1);
      }
      setProblem(messageOr(answer, m.submitFailed));
    } catch {
      setProblem(m.submitFailed);
    } finally {
      setBusy(false);
    }
  }

  const total = CONVEYANCE_STEPS.length;
  const tomorrow = format(addDays(new Date(), 1), "yyyy-MM-dd");
  return (
    <div ref={root} className="grid gap-6">
      <StepIndicator label="Conveyance progress" steps={CONVEYANCE_STEPS} current={step} />
      <StepCard id="conveyance-step" number={step} total={total} title={CONVEYANCE_STEPS[step - 1]}>
        {problem && (
          <div className="mb-5">
            <ErrorBox>{problem}</ErrorBox>
          </div>
        )}
        {step === 1 && (
          <ConveyanceVerification
            email={data.email}
            verified={verified}
            onSent={() => setProblem("")}
            onVerified={(until) => {
              setVerifiedUntil(until);
              setProblem("");
            }}
          />
        )}
        {step === 2 && (
          <NomineeFields
            idPrefix="cv-nominee"
            values={nominee}
            errors={errors}
            idTypes={data.idTypes}
            files={files}
            onChange={setNominee}
            onFile={(url, name) => {
              remember(url, name);
              setNominee((n) => ({ ...n, idFile: url }));
            }}
          />
        )}
        {step === 3 && (
          <div className="grid gap-5">
            <p className="text-sm text-ink/85">These are the details of your villa as they will appear on the conveyance deed.</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField id="cv-villa-number" label="Villa number" readOnly value={villa.villaNumber || "-"} />
              <TextField id="cv-villa-type" label="Villa type" readOnly value={villa.villaType} />
              <TextField id="cv-block" label="Block" readOnly value={villa.block || "-"} />
              <TextField id="cv-location" label="Location" readOnly value={villa.location} />
              <TextField id="cv-contribution" label="Contribution amount" readOnly value={formatRupees(villa.contributionAmount)} />
            </div>
          </div>
        )}
        {step === 4 && (
          <div className="grid gap-4">
            <p className="text-sm text-ink/85">Upload the document for the conveyance deed, for example your identity proof or a signed request letter.</p>
            <FileUpload
              id="cv-document"
              label="Conveyance document"
              kind="document"
              value={documentUrl}
              fileName={files[documentUrl]}
              error={errors.document}
              onUploaded={(url, name) => {
                remember(url, name);
                setDocumentUrl(url);
                setErrors({});
              }}
            />
          </div>
        )}
        {step === 5 && (
          <div className="grid gap-5">
            <div className="grid gap-2 text-sm text-ink/85">
              <p>The conveyance deed is signed and registered at the sub-registrar&apos;s office with our legal team, in your presence.</p>
              <p>Choose the date of your appointment. Appointments are on Tuesdays only.</p>
            </div>
            <TextField
              id="cv-appointment"
              label="Appointment date"
              type="date"
              min={tomorrow}
              className="max-w-xs"
              value={appointment}
              error={appointmentError}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAppointment(value);
                setAppointmentError(value ? (appointmentProblem(value) ?? "") : "");
              }}
            />
          </div>
        )}
        <StepButtons
          onBack={step > 1 ? () => go((step - 1) as ConveyanceStep) : undefined}
          onNext={() => (step === total ? void submit() : next())}
          nextLabel={step === total ? "Submit" : "Next"}
          busy={busy}
          busyLabel="Submitting..."
        />
      </StepCard>
    </div>
  );
}
