import { useRef, useState, useSyncExternalStore } from "react";
import { agreementMessages as m, type AgreementRow } from "../../../../common/agreements";
import { SignaturePad, type SignaturePadHandle } from "../../../components/signature-pad";
import { messageOr, uploadFile } from "../../../lib/api";
import { useDecisionForm, type Decisions } from "../shared/queue-parts";
import { COUNTERSIGN_INTENT, SIGNATURE_FILE_FIELD, SIGNATURE_URL_FIELD } from "./countersign-fields";
import type { AgreementFormResult } from "./agreements.server";
import { ChoicePill } from "../../../components/choice-pill";

type Mode = "upload" | "draw";

const noSubscription = () => () => undefined;

/**
 * The club's countersignature of one agreement. Without JavaScript the administrator chooses an image of
 * the club's signature and the form posts it (multipart) to the page's action, which stores it as their own file and
 * countersigns. With JavaScript they may also draw it: the drawing is uploaded through the one API client
 * (POST /api/upload/upload-signature) and its address posted to the same action. A refusal shows beside the form;
 * the form is a `useForm` of its own (decision 031) that hands its answer to the page.
 */
export function CountersignForm({
  item,
  decisions,
  headingId,
}: {
  item: AgreementRow;
  decisions: Decisions<AgreementFormResult>;
  headingId: string;
}) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [mode, setMode] = useState<Mode>("upload");
  const [drawn, setDrawn] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const prefix = `countersign-${item._id}`;
  const refusal = (message: string) => ({ ok: false as const, message });
  const form = useDecisionForm(decisions, prefix, (answer) => answer.id === item._id, {
    // the image goes with the form; nothing chosen is said here rather than after a round trip
    check: () => (mode === "upload" && !fileInput.current?.files?.length ? refusal(m.signatureRequired) : null),
    checkToast: false,
    // a drawing is uploaded first; its address goes with the form instead of a file
    async prepare(data) {
      if (mode === "upload") return data;
      const drawing = await pad.current?.toFile();
      if (!drawing) return stop(m.signatureRequired);
      try {
        const uploaded = await uploadFile("/api/upload/upload-signature", "signature", drawing);
        if (!uploaded.ok || !uploaded.data?.url) return stop(messageOr(uploaded, m.signatureUploadFailed));
        data.delete(SIGNATURE_FILE_FIELD);
        data.set(SIGNATURE_URL_FIELD, uploaded.data.url);
        return data;
      } catch {
        return stop(m.signatureUploadFailed);
      }
    },
  });
  function stop(message: string) {
    form.fail(refusal(message), { toast: false, focus: false });
    return null;
  }
  const busy = form.busy;
  const shown = form.message;

  const modeChoice = (value: Mode, label: string) => (
    <ChoicePill
      name={`${prefix}-mode`}
      value={value}
      checked={mode === value}
      onSelect={() => {
        setMode(value);
        form.dismiss();
      }}
      label={label}
    />
  );

  return (
    <form.Form
      {...form.props}
      encType="multipart/form-data"
      noValidate
      aria-busy={busy}
      aria-label={`Countersign ${item.reference}`}
      className="mt-5 grid gap-3 rounded-xl bg-cream-50 p-4 ring-1 ring-forest-900/10"
    >
      <input type="hidden" name="intent" value={COUNTERSIGN_INTENT} />
      <input type="hidden" name="id" value={item._id} />
      <p className="text-sm text-ink/85">
        Sign for the club: the agreement is then executed, sealed and e-mailed to the member.
      </p>
      {scripted && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-forest-950">How will you sign?</legend>
          <div className="flex flex-wrap gap-2">
            {modeChoice("upload", "Upload an image")}
            {modeChoice("draw", "Draw on screen")}
          </div>
        </fieldset>
      )}
      {mode === "upload" ? (
        <div className="grid gap-1">
          <label htmlFor={`${prefix}-file`} className="text-sm font-semibold text-forest-950">
            Club's signature image (PNG or JPG)
          </label>
          <input
            ref={fileInput}
            id={`${prefix}-file`}
            type="file"
            name={SIGNATURE_FILE_FIELD}
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            disabled={busy}
            onChange={() => form.dismiss()}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? form.messageId : undefined}
            className="block w-full min-w-0 text-sm text-ink file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-500/30"
          />
        </div>
      ) : (
        <div className="grid gap-2">
          <p id={`${prefix}-draw-hint`} className="text-sm text-ink/85">
            Sign in the box with a finger, a pen or the mouse.
          </p>
          <SignaturePad
            handle={pad}
            onChange={(now) => {
              setDrawn(now);
              if (now) form.dismiss();
            }}
            describedBy={`${prefix}-draw-hint`}
            label="Club's signature drawing area"
          />
          <div>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => pad.current?.clear()}
              disabled={busy || !drawn}
            >
              Clear signature
            </button>
          </div>
        </div>
      )}
      {shown && (
        <p
          id={form.messageId}
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
        >
          {shown}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary h-11" disabled={busy} aria-describedby={headingId}>
          {busy ? "Countersigning…" : "Countersign"}
        </button>
      </div>
    </form.Form>
  );
}
