import type { Db, Tx } from "../../db/open.ts";
import type { FieldCipher } from "../../platform/field-crypto.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import type { OrderAnswer, OrderToPlace, PaymentOutcome } from "../payments/razorpay-service.ts";
import type { SubscriptionDeps } from "./subscriptions.ts";

/** What the donations module is made with (server/compose/platform.ts, and online payment from server/services.ts). */
export interface DonationDeps extends SubscriptionDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  cipher: FieldCipher;
  /** The secret the donors' signed links are made with. */
  feedSecret: string;
  notify: (tx: Tx, event: OfficeEvent) => Promise<void>;
  /** Online payment (Razorpay): whether it is configured, and an order placed in the pledge's transaction. */
  onlinePayment: {
    available(): boolean;
    placeOrder(tx: Tx, input: OrderToPlace): Promise<OrderAnswer>;
    verify(
      payer: { donor: true; ip?: string },
      input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<PaymentOutcome>;
  };
}
