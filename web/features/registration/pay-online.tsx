import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useRevalidator } from "react-router";
import { formatRupees } from "../../../common/money";
import type { PaymentStepRecord } from "../../../common/registration-schemas";
import { payWithRazorpay } from "../../lib/razorpay-checkout";
import { useRegistration } from "./registration-context";

export const payOnlineMessages = {
  paid: (step: string) =>
    `${step} is paid and verified. Your invoice is in the payment steps and on its way by e-mail.`,
} as const;

/**
 * Paying the plan's next due step online, when the club takes online payment: Razorpay Checkout for
 * the step's amount (the server's), verified by the server, after which the step is paid and verified without waiting
 * for accounts and the page loads its plan again. `available` is false until the page is live (it needs the script)
 * and when Razorpay is not configured; the receipt upload stays for everyone.
 */
export function usePayOnline() {
  const { application, propertyId, user } = useRegistration();
  const revalidator = useRevalidator();
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
          description: `${step.step_name}: ${formatRupees(step.amount)}`,
          prefill: { name: user.name, email: user.email },
        },
      );
      if (!paid.ok) {
        toast.error(paid.message);
        return false;
      }
      toast.success(payOnlineMessages.paid(step.step_name));
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
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-forest-900/10">
      <p className="text-sm text-ink/85">
        Or pay {formatRupees(step.amount)} now by card, UPI or net banking: no receipt to upload, no wait for
        verification.
      </p>
      <button
        type="button"
        onClick={onClick}
        disabled={paying}
        aria-busy={paying || undefined}
        className="btn-primary disabled:opacity-60"
      >
        Pay this instalment online
      </button>
    </div>
  );
}
