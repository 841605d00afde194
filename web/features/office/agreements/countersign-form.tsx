import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { agreementMessages as m, type AgreementRow } from "../../../../common/agreements";
import { SignaturePad, type SignaturePadHandle } from "../../../components/signature-pad";
import { messageOr, uploadFile } from "../../../lib/api";
import { COUNTERSIGN_INTENT, SIGNATURE_FILE_FIELD, SIGNATURE_URL_FIELD } from "./countersign-fields";
import type { AgreementFormResult } from "./agreements.server";
import { ChoicePill } from "../../../components/choice-pill";

type Mode = "upload" | "draw";

const noSubscription = () => () => undefined;

/**
 * The club's countersignature of one agreement. Without JavaScript the administrator chooses an image of
 * the club's signature and the form posts it (multipart) to the page's action, which stores it as their own file and
 * countersigns. With JavaScript they may also draw it: the drawing is uploaded through the one API client
 * (POST /api/upload/upload-signature) and its address posted to the same action. A refusal shows beside the form.
 */
export function CountersignForm({
  item,
  result,
  headingId,
}: {
  item: AgreementRow;
  result?: AgreementFormResult;
  headingId: string;
}) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const navigation = useNavigation();
  const submit = useSubmit();
  const [mode, setMode] = useState<Mode>("upload");
  const [drawn, setDrawn] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const prefix = `countersign-${item._id}`;
  const busy = uploading || (navigation.state !== "idle" && navigation.formData?.get("id") === item._id);
  const refused = result && !result.ok && result.id === item._id ? result.message : undefined;
  const shown = problem ?? refused;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    setProblem(null);
    if (mode === "upload") {
      // the image goes with the form; nothing chosen is said here rather than after a round trip
      if (!fileInput.current?.files?.length) {
        event.preventDefault();
        setProblem(m.signatureRequired);
      }
      return;
    }
    event.preventDefault();
    if (busy) return;
    const drawing = await pad.current?.toFile();
    if (!drawing) return setProblem(m.signatureRequired);
    setUploading(true);
    try {
      const uploaded = await uploadFile("/api/upload/upload-signature", "signature", drawing);
      if (!uploaded.ok || !uploaded.data?.url) return setProblem(messageOr(uploaded, m.signatureUploadFailed));
      const form = new FormData();
      form.set("intent", COUNTERSIGN_INTENT);
      form.set("id", item._id);
      form.set(SIGNATURE_URL_FIELD, uploaded.data.url);
      await submit(form, { method: "post", preventScrollReset: true });
    } catch {
      setProblem(m.signatureUploadFailed);
    } finally {
      setUploading(false);
    }
  }

  const modeChoice = (value: Mode, label: string) => (
    <ChoicePill
      name={`${prefix}-mode`}
      value={value}
      checked={mode === value}
      onSelect={() => {
        setMode(value);
        setProblem(null);
      }}
      label={label}
    />
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      noValidate
      onSubmit={onSubmit}
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
            onChange={() => setProblem(null)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${prefix}-error` : undefined}
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
              if (now) setProblem(null);
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
          id={`${prefix}-error`}
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
    </Form>
  );
}
