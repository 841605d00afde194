import { useEffect, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { OTP_LENGTH } from "../../../../common/auth-limits";
import { conveyanceMessages as m } from "../../../../common/conveyance";
import { OtpBoxes, type OtpBoxesHandle } from "../../../components/otp-boxes";
import { completeCode, emptyDigits } from "../../../components/otp-digits";
import { useForm, useFormToasts, type FormResult } from "../../../lib/form";
import { ErrorBox } from "../shared/form-fields";
import { SEND_OTP_INTENT, VERIFY_OTP_INTENT } from "./conveyance-fields";
import { CONVEYANCE_VALUES, useConveyanceTexts } from "./conveyance-texts";

const SEND_FORM = "conveyance-send-otp";
const OTP_ERROR = "conveyance-otp-error";

/**
 * Step 1 of the conveyance request: a 4-digit code e-mailed to the member, typed into one-character boxes.
 * Verified, the member may submit for the next 30 minutes. Send OTP and Verify OTP are forms
 * posting `conveyance.send-otp` and `conveyance.verify-otp` to the dashboard's action, with or without JavaScript;
 * whether the e-mail is verified is the loader's.
 */
export function ConveyanceVerification({
  email,
  verified,
  actionData,
  onSent,
}: {
  email: string;
  verified: boolean;
  actionData: FormResult | undefined;
  /** A code was sent: earlier messages of the step are out of date. */
  onSent: () => void;
}) {
  const { t, say } = useConveyanceTexts();
  const toasts = useFormToasts();
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [problem, setProblem] = useState("");
  const boxes = useRef<OtpBoxesHandle>(null);
  // a new code was sent: the first box takes the focus once it is on the page
  const [focusRequest, setFocusRequest] = useState(0);
  const sent = useForm({
    id: SEND_FORM,
    intent: SEND_OTP_INTENT,
    actionData,
    toast: false,
    onAnswer: (answer) => {
      if (!answer.ok) {
        setProblem(answer.message);
        toasts.error(say(answer.message));
        return;
      }
      onSent();
      setProblem("");
      setDigits(emptyDigits(OTP_LENGTH));
      toasts.success(say(answer.message));
      setFocusRequest((n) => n + 1);
    },
  });
  const verify = useForm({
    id: "conveyance-otp",
    intent: VERIFY_OTP_INTENT,
    actionData,
    toast: false,
    // the code's boxes all filled first; else the first empty one takes the focus
    check: () => {
      if (completeCode(digits)) {
        setProblem("");
        return null;
      }
      setProblem(m.enterOtp);
      boxes.current?.focus(digits.findIndex((d) => !d));
      return { ok: false, message: m.enterOtp };
    },
    onAnswer: (answer) => {
      if (!answer.ok) {
        setProblem(answer.message || m.enterOtp);
        return;
      }
      toasts.success(say(answer.message));
    },
  });
  useEffect(() => {
    if (focusRequest > 0) boxes.current?.focus(0);
  }, [focusRequest]);

  // the boxes show once a code was sent (by the script, or a post made without it, or a refused code)
  const codeSent = sent.result?.ok === true || verify.result !== undefined;
  // a post made without JavaScript: its refusal in the box (with JavaScript `problem` holds it)
  const noScript = [sent, verify]
    .map((form) => (form.posted && !form.posted.ok ? form.posted.message : ""))
    .find(Boolean);
  const shown = say(problem || noScript || "");
  const busy = sent.busy ? "send" : verify.busy ? "verify" : null;

  if (verified) {
    return (
      <p
        role="status"
        className="rounded-xl border border-forest-100 bg-forest-100/60 px-4 py-3 text-sm font-semibold text-forest-900"
      >
        {t("conveyance.verification.verified", { email })}
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-sm text-ink/85">
        <Trans
          t={t}
          i18nKey="conveyance.verification.intro"
          values={{ ...CONVEYANCE_VALUES, email }}
          components={{ email: <span className="font-semibold [overflow-wrap:anywhere]" /> }}
        />
      </p>
      {shown && <ErrorBox id={OTP_ERROR}>{shown}</ErrorBox>}
      {codeSent && sent.posted?.ok && (
        <p role="status" className="text-sm font-semibold text-forest-900">
          {say(sent.posted.message)}
        </p>
      )}
      <sent.Form
        {...sent.props}
        id={SEND_FORM}
        onSubmit={(event) => {
          setProblem("");
          sent.props.onSubmit(event);
        }}
        hidden={codeSent}
      >
        <input type="hidden" name="intent" value={SEND_OTP_INTENT} />
        <button
          type="submit"
          className="btn-primary disabled:opacity-70"
          disabled={busy !== null}
          aria-busy={busy === "send" || undefined}
        >
          {busy === "send" ? t("conveyance.verification.sending") : t("conveyance.verification.send")}
        </button>
      </sent.Form>
      {codeSent && (
        <verify.Form {...verify.props} className="grid gap-4">
          <input type="hidden" name="intent" value={VERIFY_OTP_INTENT} />
          <OtpBoxes
            ref={boxes}
            idPrefix="conveyance-otp"
            legend={t("conveyance.verification.legend", CONVEYANCE_VALUES)}
            digitLabel={(n, total) => t("conveyance.verification.digit", { n, total })}
            digits={digits}
            onChange={setDigits}
            disabled={busy === "verify"}
            // the server refused the code (the page's own check moves the focus to the first empty box itself)
            invalid={Boolean(shown) && verify.result !== undefined && verify.failure === verify.result}
            errorId={OTP_ERROR}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="btn-primary disabled:opacity-70"
              disabled={busy !== null}
              aria-busy={busy === "verify" || undefined}
            >
              {busy === "verify" ? t("conveyance.verification.verifying") : t("conveyance.verification.verify")}
            </button>
            {/* Resend OTP sends the Send OTP form (forms cannot nest) */}
            <button
              type="submit"
              form={SEND_FORM}
              className="btn-secondary disabled:opacity-70"
              disabled={busy !== null}
              aria-busy={busy === "send" || undefined}
            >
              {busy === "send" ? t("conveyance.verification.sending") : t("conveyance.verification.resend")}
            </button>
          </div>
        </verify.Form>
      )}
    </div>
  );
}
