import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { OTP_LENGTH } from "../../../../common/auth-limits";
import { conveyanceMessages as m } from "../../../../common/conveyance";
import { messageOr } from "../../../lib/api";
import { OtpBoxes, type OtpBoxesHandle } from "../../../components/otp-boxes";
import { completeCode, emptyDigits } from "../../../components/otp-digits";
import { ErrorBox } from "../shared/form-fields";
import { callApi } from "../../../lib/api";

/**
 * Step 1 of the conveyance request: a 4-digit code e-mailed to the member, typed into one-character boxes
 * (spec §2, §5, §9). Verified, the member may submit for the next 30 minutes.
 */
export function ConveyanceVerification({
  email,
  verified,
  onVerified,
  onSent,
}: {
  email: string;
  verified: boolean;
  onVerified: (until: string) => void;
  /** A code was sent: earlier messages of the step are out of date. */
  onSent: () => void;
}) {
  const [sent, setSent] = useState(false);
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  const [problem, setProblem] = useState("");
  const boxes = useRef<OtpBoxesHandle>(null);
  // a new code was sent: the first box takes the focus once it is on the page
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) boxes.current?.focus(0);
  }, [focusRequest]);

  async function send() {
    setBusy("send");
    setProblem("");
    try {
      const answer = await callApi("POST", "/api/conveyance/send-otp");
      if (!answer.ok) {
        const message = messageOr(answer, m.sendFailed);
        setProblem(message);
        toast.error(message);
        return;
      }
      setSent(true);
      onSent();
      setDigits(emptyDigits(OTP_LENGTH));
      toast.success(m.otpSent);
      setFocusRequest((n) => n + 1);
    } catch {
      setProblem(m.sendFailed);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    const otp = completeCode(digits);
    if (!otp) {
      setProblem(m.enterOtp);
      boxes.current?.focus(digits.findIndex((d) => !d));
      return;
    }
    setBusy("verify");
    setProblem("");
    try {
      const answer = await callApi<{ verified_until: string }>("POST", "/api/conveyance/verify-otp", { otp });
      if (!answer.ok || !answer.data) {
        setProblem(messageOr(answer, m.enterOtp));
        return;
      }
      toast.success(m.otpVerified);
      onVerified(answer.data.verified_until);
    } catch {
      setProblem(m.sendFailed);
    } finally {
      setBusy(null);
    }
  }

  if (verified) {
    return (
      <p role="status" className="rounded-xl border border-forest-100 bg-forest-100/60 px-4 py-3 text-sm font-semibold text-forest-900">
        ✓ {m.otpVerified} ({email})
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-sm text-ink/85">
        To confirm that the request is yours, we e-mail a {OTP_LENGTH}-digit code (OTP) to <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>.
      </p>
      {problem && <ErrorBox>{problem}</ErrorBox>}
      {sent ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <OtpBoxes ref={boxes} idPrefix="conveyance-otp" legend={`Enter the ${OTP_LENGTH}-digit OTP`} digitLabel={(n, total) => `Digit ${n} of ${total}`} digits={digits} onChange={setDigits} disabled={busy === "verify"} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary disabled:opacity-70" disabled={busy !== null} aria-busy={busy === "verify" || undefined}>
              {busy === "verify" ? "Verifying..." : "Verify OTP"}
            </button>
            <button type="button" className="btn-secondary disabled:opacity-70" onClick={() => void send()} disabled={busy !== null} aria-busy={busy === "send" || undefined}>
              {busy === "send" ? "Sending..." : "Resend OTP"}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button type="button" className="btn-primary disabled:opacity-70" onClick={() => void send()} disabled={busy !== null} aria-busy={busy === "send" || undefined}>
            {busy === "send" ? "Sending..." : "Send OTP"}
          </button>
        </div>
      )}
    </div>
  );
}
