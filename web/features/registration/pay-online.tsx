import { useEffect, useState } from "react";
import toast from "../../lib/toast";
import { useRevalidator } from "react-router";
import type { PaymentStepRecord } from "../../../common/registration-schemas";
import { payWithRazorpay } from "../../lib/razorpay-checkout";
import { useApplicationTexts } from "./application-texts";
import { useRegistration } from "./registration-context";

/**
 * Paying the plan's next due step online, when the club takes online payment: Razorpay Checkout for
 * the step's amount (the server's), verified by the server, after which the step is paid and verified without waiting
 * for accounts and the page loads its plan again. `available` is false until the page is live (it needs the script)
 * and when Razorpay is not configured; the receipt upload stays for everyone.
 */
export function usePayOnline() {
  const { application, propertyId, user } = useRegistration();
  const revalidator = useRevalidator();
  const { t, say, rupees, stepName } = useApplicationTexts();
  const [live, setLive] = useState(false);
  const [paying, setPaying] = useState(false);
  useEffect(() => setLive(true), []);

  /** Pays `step` (the plan's next due one); resolves true once it is paid and the page shows it. */
  async function pay(step: PaymentStepRecord): Promise<boolean> {
    if (paying) return false;
    setPaying(true);
    try {
      const paid = await payWithRazorpay(
        { purpose: "instalment", property_id: propertyId },
        {
          description: t("summary.stepAmount", { name: stepName(step.step_name), amount: rupees(step.amount) }),
          prefill: { name: user.name, email: user.email },
        },
      );
      if (!paid.ok) {
        toast.error(say(paid.message));
        return false;
      }
      toast.success(t("online.paid", { step: stepName(step.step_name) }));
      await revalidator.revalidate();
      return true;
    } finally {
      setPaying(false);
    }
  }

  return { available: live && application.onlinePayment, paying, pay };
}

/** "Pay this instalment online", beside the receipt upload of a due step. */
export function PayOnlineButton({
  step,
  paying,
  onClick,
}: {
  step: PaymentStepRecord;
  paying: boolean;
  onClick: () => void;
}) {
  const { t, rupees } = useApplicationTexts();
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-forest-900/10">
      <p className="text-sm text-ink/85">{t("online.offer", { amount: rupees(step.amount) })}</p>
      <button
        type="button"
        onClick={onClick}
        disabled={paying}
        aria-busy={paying || undefined}
        className="btn-primary disabled:opacity-60"
      >
        {t("online.pay")}
      </button>
    </div>
  );
}
