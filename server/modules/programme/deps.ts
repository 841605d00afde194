import type { Db, Tx } from "../../db/open.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import type { OrderAnswer, OrderToPlace, PaymentOutcome } from "../payments/razorpay-service.ts";
import type { RazorpayRefunds } from "../refunds/service.ts";
import type { InvoiceSealDeps } from "../verification/invoices.ts";

/** What the programme module is made with (server/compose/platform.ts, and online payment from server/services.ts). */
export interface ProgrammeDeps extends Pick<InvoiceSealDeps, "sealer" | "storage" | "makeInvoice"> {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  /** The secret the mails' signed links are made with (a registration's, a place on the waiting list's). */
  feedSecret: string;
  /** Razorpay's refunds (null: online payment not configured; a refund owed then waits for the upkeep's retry). */
  refunds?: RazorpayRefunds | null;
  logError: (message: string, error: unknown) => void;
  /** A change to what the public pages show: the pages kept in memory are rendered again. */
  villasChanged?: () => void;
  /** Online payment (Razorpay): whether it is configured, and an order placed in the registration's transaction. */
  onlinePayment: {
    available(): boolean;
    placeOrder(tx: Tx, input: OrderToPlace): Promise<OrderAnswer>;
    verify(
      payer: { visitor: true; ip?: string },
      input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<PaymentOutcome>;
  };
}
