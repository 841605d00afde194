import { and, asc, eq, isNotNull } from "drizzle-orm";
import { includedTaxLine } from "../../../common/gst.ts";
import { isUuid } from "../../../common/ids.ts";
import { mailLanguage } from "../../platform/mail-text.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeItems, programmeRegistrations, programmeSessions } from "../../db/schema.ts";
import { invoiceNumber } from "../payments/invoice-number.ts";
import { invoiceParticularsOf, issueInvoiceParticulars } from "../tax/particulars.ts";
import { sealedInvoice, type InvoiceSealDeps } from "../verification/invoices.ts";
import type { ProgrammeInvoiceData } from "./invoice-pdf.ts";
import type { ItemRow } from "./records.ts";

/**
 * The invoice of places paid online (decision 055): numbered with the club's one numbering (VWC-INV-<year>-<n>) in the
 * transaction that credits the payment, its GST particulars taken there from the tax settings' `programme` kind — the
 * member billed as their invoice details name them, a visitor as they booked —, drawn and sealed once when first asked
 * for (the confirmation mail, a download), verifiable at /verify.
 */

type RegistrationRow = typeof programmeRegistrations.$inferSelect;

/** The invoice number of a registration being credited (in the crediting UPDATE): the one it has, else the next. */
export const registrationInvoiceNumber = (now: Date) => invoiceNumber(programmeRegistrations.invoiceNumber, now);

/** What the invoice's one line says: the item, the registration and its places. */
export const invoiceLineDetail = (item: Pick<ItemRow, "title">, registration: RegistrationRow) =>
  `${item.title}, registration ${registration.reference}, ${registration.seats} ${registration.seats === 1 ? "place" : "places"}`;

/**
 * Takes the invoice's particulars in the crediting transaction (the registration already numbered): one line of the
 * `programme` kind, GST included in the amount paid, supplied where the estate is (an online item: where the recipient
 * is). The recipient is the member (their invoice details, else their address on record) or the visitor who booked.
 */
export async function issueRegistrationInvoice(tx: Tx, registration: RegistrationRow, item: ItemRow): Promise<void> {
  if (!registration.invoiceNumber) return;
  await issueInvoiceParticulars(tx, {
    number: registration.invoiceNumber,
    invoice: "programme",
    memberId: registration.userId,
    visitor: {
      name: registration.bookerName,
      email: registration.bookerEmail,
      language: mailLanguage(registration.language),
    },
    supply: "programme",
    villaLocation: item.location,
    lines: (rules, interState) => ({
      lines: [
        includedTaxLine(
          "programme",
          rules.programme,
          invoiceLineDetail(item, registration),
          registration.amount,
          interState,
        ),
      ],
    }),
  });
}

/** A registration's invoice as the club issues it: drawn from its particulars, sealed once and stored. */
export async function programmeInvoicePdf(
  deps: InvoiceSealDeps,
  registration: RegistrationRow,
  item: ItemRow,
): Promise<Buffer> {
  const number = registration.invoiceNumber!;
  const particulars = await invoiceParticularsOf(deps.db, number);
  if (!particulars) throw new Error(`The invoice ${number} has no particulars.`);
  const days = await deps.db
    .select({ day: programmeSessions.day })
    .from(programmeSessions)
    .where(eq(programmeSessions.itemId, item.id))
    .orderBy(asc(programmeSessions.startsAt));
  const data: ProgrammeInvoiceData = {
    invoiceNumber: number,
    reference: registration.reference,
    paidAt: registration.paidAt!,
    paymentId: registration.razorpayPaymentId ?? "",
    item: { title: item.title, kind: item.kind, location: item.location },
    sessions: { count: days.length, first: days[0]?.day ?? "", last: days[days.length - 1]?.day ?? "" },
    seats: registration.seats,
    freeSeats: registration.freeSeats,
    amount: registration.amount,
    particulars,
  };
  return sealedInvoice(deps, { number, issuedAt: data.paidAt }, { kind: "programme", data });
}

/** The registration and item of an invoiced registration, by the registration's id; null without an invoice. */
export async function invoicedRegistration(db: Db | Tx, registrationId: string) {
  if (!isUuid(registrationId)) return null;
  const [found] = await db
    .select({ registration: programmeRegistrations, item: programmeItems })
    .from(programmeRegistrations)
    .innerJoin(programmeItems, eq(programmeItems.id, programmeRegistrations.itemId))
    .where(and(eq(programmeRegistrations.id, registrationId), isNotNull(programmeRegistrations.invoiceNumber)));
  return found ?? null;
}

/** A registration's invoice by the registration's id (the mail, the office, services.verification.invoicePdf). */
export async function programmeInvoiceById(
  deps: InvoiceSealDeps,
  registrationId: string,
): Promise<{ number: string; bytes: Uint8Array } | null> {
  const found = await invoicedRegistration(deps.db, registrationId);
  if (!found) return null;
  return {
    number: found.registration.invoiceNumber!,
    bytes: await programmeInvoicePdf(deps, found.registration, found.item),
  };
}
