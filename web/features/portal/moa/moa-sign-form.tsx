import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import toast from "../../../lib/toast";
import { moaMessages, type SignedMoa } from "../../../../common/moa";
import { LEASE_YEARS, portalMessages as pm } from "../../../../common/portal";
import { usePortalTexts } from "../shared/portal-texts";
import { MOA_MESSAGES } from "./moa-messages";
import { chosenFileProblem, registrationMessages as rm } from "../../../../common/registration";
import { useForm, type FormResult } from "../../../lib/form";
import { signMoa, uploadSignature } from "./moa-api";
import { MoaSignaturePad, type SignaturePadHandle } from "./moa-signature-pad";
import { ChoicePill } from "../../../components/choice-pill";

type Mode = "upload" | "draw";

/** A chosen signature image is checked before it is sent (PNG or JPG, at most 5 MB); the server checks again. */
function signatureProblem(file: File): string | null {
  return chosenFileProblem(file, "signature", rm.signatureType);
}

/** The intent of the sign form's post without JavaScript (the dashboard's action, moa.server.ts). */
export const SIGN_INTENT = "moa.sign";

const noSubscription = () => () => undefined;

/**
 * The signing step of the MOA: the member uploads an image of their signature or draws it, then signs.
 * With the page's script the image (or the drawing, turned into a PNG) goes through the signature upload and the
 * memorandum is signed with it through Sign MOA. Without it the form posts the chosen image itself to the
 * dashboard's action (`moa.sign`), which stores it and signs; `result` is that post's answer when it was refused.
 * The form is the one pattern's (decision 031): with the script its `prepare` uploads and signs, and nothing more is
 * posted; nothing chosen is its own check.
 */
export function MoaSignForm({ onSigned, result }: { onSigned: (signed: SignedMoa) => void; result?: FormResult }) {
  const id = useId();
  const { t, say } = usePortalTexts(MOA_MESSAGES);
  // drawing needs the script: without it only the upload is offered
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [mode, setMode] = useState<Mode>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const refusal = (message: string) => ({ ok: false as const, message, field: "signature" });
  const form = useForm<FormResult>({
    id,
    intent: SIGN_INTENT,
    actionData: result,
    say,
    toast: false,
    checkToast: false,
    // nothing chosen is said here, before any upload (a drawing is checked once it is turned into an image)
    check: () => (mode === "upload" && !file ? refusal(moaMessages.chooseSignature) : null),
    async prepare() {
      const signature = mode === "upload" ? file : await pad.current?.toFile();
      if (!signature) return stop(mode === "upload" ? moaMessages.chooseSignature : moaMessages.drawSignature);
      try {
        const uploaded = await uploadSignature(signature);
        if (!uploaded.ok || !uploaded.data?.url) {
          const message = uploaded.message || pm.failedToProcessSignature;
          toast.error(say(message));
          return stop(message);
        }
        const signed = await signMoa(uploaded.data.url);
        if (!signed.ok || !signed.data) {
          toast.error(say(pm.failedToProcessSignature));
          return stop(signed.message || pm.failedToProcessSignature);
        }
        toast.success(say(signed.message || moaMessages.signed));
        onSigned(signed.data);
      } catch {
        toast.error(say(pm.failedToProcessSignature));
        return stop(pm.failedToProcessSignature);
      }
      return null;
    },
  });
  /** A problem found here (the upload's, the signature's): said beside the form, nothing posted. */
  function stop(message: string) {
    form.fail(refusal(message), { toast: false });
    return null;
  }
  const busy = form.busy;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    form.dismiss();
    if (!chosen) return setFile(null);
    const issue = signatureProblem(chosen);
    if (issue) {
      event.currentTarget.value = "";
      setFile(null);
      form.fail(refusal(issue), { toast: false, focus: false });
      return;
    }
    setFile(chosen);
  }

  const shownProblem = form.message;
  const fileControl = form.control("signature", { id: `${id}-file`, hint: true });
  const modeButton = (value: Mode, label: string) => (
    <ChoicePill
      name={`${id}-mode`}
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
    <form.Form {...form.props} encType="multipart/form-data" noValidate aria-busy={busy} className="grid gap-5">
      <input type="hidden" name="intent" value={SIGN_INTENT} />
      {scripted && (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-forest-900">{t("moa.signForm.how")}</legend>
          <div className="flex flex-wrap gap-2">
            {modeButton("upload", t("moa.signForm.upload"))}
            {modeButton("draw", t("moa.signForm.draw"))}
          </div>
        </fieldset>
      )}

      {mode === "upload" ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-forest-900">
            {t("moa.signForm.image")}
          </label>
          <input
            id={fileControl.id}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            name={fileControl.name}
            onChange={choose}
            disabled={busy}
            aria-invalid={fileControl["aria-invalid"]}
            aria-describedby={fileControl["aria-describedby"]}
            autoFocus={fileControl.autoFocus}
            className="block w-full text-sm text-ink file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-500/30"
          />
          <p id={`${id}-file-hint`} className="text-xs text-ink/75">
            {t("moa.signForm.imageHint")}
          </p>
          {preview && (
            <div className="rounded-xl border border-forest-100 bg-cream-50 p-3">
              <img src={preview} alt={t("moa.signForm.preview")} className="mx-auto max-h-32 w-auto object-contain" />
            </div>
          )}
        </div>
      ) : (
        <div className="grid gap-2">
          <p id={`${id}-draw-hint`} className="text-sm text-ink/85">
            {t("moa.signForm.drawHint")}
          </p>
          <MoaSignaturePad
            handle={pad}
            onChange={setDrawn}
            describedBy={`${id}-draw-hint`}
            label={t("moa.signForm.pad")}
          />
          <div>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => pad.current?.clear()}
              disabled={busy || !drawn}
            >
              {t("moa.signForm.clear")}
            </button>
          </div>
        </div>
      )}

      {shownProblem && (
        <div
          role="alert"
          id={form.messageId}
          className="rounded-xl border border-[#b42318]/40 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-[#b42318]"
        >
          {shownProblem}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={busy}>
          {busy ? t("moa.signForm.signing") : t("moa.signForm.submit")}
        </button>
        <p className="text-xs text-ink/75">{t("moa.signForm.accept", { years: LEASE_YEARS })}</p>
      </div>
    </form.Form>
  );
}
