import { and, eq, inArray, isNull } from "drizzle-orm";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { OFFICE_ACCESS, type OfficeArea } from "../../../common/office-access.ts";
import type { Db, Tx } from "../../db/open.ts";
import { users } from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * Telling the office that something waits for it: a new receipt, claim, transfer, conveyance
 * request or identity document. Staff of the roles that act on it (and every administrator does not: they
 * see the home's counts) get one e-mail per event, unless they chose the daily digest or no mail
 * (`users.staff_notify`). Called in the transaction of the member's change: the mails are queued with it and sent
 * after it commits, retried until the mail server takes them (decision 026).
 */
export type OfficeEventKind =
  | "receipt"
  | "membership-receipt"
  | "donation-transfer"
  | "claim"
  | "transfer"
  | "conveyance"
  | "identity-document"
  | "enquiry";

/** The office area each kind of event belongs to (its roles, OFFICE_ACCESS, are told of it), and the office page where they act. */
export const OFFICE_EVENTS: Record<OfficeEventKind, { area: OfficeArea; label: string; path: string }> = {
  receipt: { area: "receipts", label: "Receipt to verify", path: "/admin/payments?status=awaiting" },
  "membership-receipt": {
    area: "memberships",
    label: "Membership receipt to verify",
    path: "/admin/memberships?status=under-review",
  },
  "donation-transfer": {
    area: "donationTransfers",
    label: "Donation by transfer to verify",
    path: "/admin/donations/transfers",
  },
  claim: { area: "claims", label: "Claim to decide", path: "/admin/claims?review=open" },
  transfer: { area: "transfers", label: "Transfer request", path: "/admin/transfers?status=submitted" },
  conveyance: { area: "conveyance", label: "Conveyance request", path: "/admin/conveyance?status=open" },
  "identity-document": {
    area: "identityDocuments",
    label: "Identity document to check",
    path: "/admin/identity-documents",
  },
  enquiry: { area: "enquiries", label: "Visitor's question", path: "/admin/enquiries?status=new" },
};

export interface OfficeEvent {
  kind: OfficeEventKind;
  /** The member's name, as the mail's subject names them. */
  memberName: string;
  /** One sentence: what came in (e.g. "Step 2 of 3, ₹3,00,000, for Solan Villa S-12"). */
  summary: string;
}

export interface OfficeNotifyDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

/** The active staff of `roles` who want one e-mail per event. */
export async function staffToNotify(db: Db | Tx, roles: readonly StaffRole[]) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...roles]), isNull(users.disabledAt), eq(users.staffNotify, "each")));
}

/** One e-mail per event to each staff member of its roles who asked for it, queued in `tx`. */
export async function notifyStaff(
  deps: Pick<OfficeNotifyDeps, "mail" | "publicUrl">,
  tx: Tx,
  event: OfficeEvent,
): Promise<void> {
  const { area, label, path } = OFFICE_EVENTS[event.kind];
  const recipients = await staffToNotify(tx, OFFICE_ACCESS[area]);
  const url = new URL(path, deps.publicUrl).toString();
  for (const staff of recipients) {
    await deps.mail.send(
      tx,
      noticeMail({
        to: staff.email,
        name: staff.name,
        subject: `${label}: ${event.memberName}`,
        paragraphs: [`${event.memberName}: ${event.summary}`, "It is waiting for you in the club office."],
        link: { label: "Open the office", url },
        publicUrl: deps.publicUrl,
        summary: `${label.toLowerCase()} for ${event.memberName}`,
      }),
    );
  }
}

/** A staff member's own choice of office e-mails (users.staff_notify). */
export async function staffNotifyOf(db: Db, userId: string): Promise<"each" | "daily" | "off"> {
  const [row] = await db.select({ staffNotify: users.staffNotify }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.staffNotify ?? "each";
}

/**
 * PUT /api/admin/me/notifications: a staff member chooses how they hear of new items for their role — one e-mail
 * each, the daily digest (server/modules/jobs) or none; written to the audit log (before → after) with the change.
 */
export async function setStaffNotify(db: Db, actor: AuditActor, value: "each" | "daily" | "off") {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ staffNotify: users.staffNotify })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update")
      .limit(1);
    if (row && row.staffNotify !== value) {
      await tx.update(users).set({ staffNotify: value }).where(eq(users.id, actor.id));
      await recordAudit(tx, {
        actor,
        action: "staff.notifications_changed",
        subjectId: actor.id,
        detail: { before: { staff_notify: row.staffNotify }, after: { staff_notify: value } },
      });
    }
    return { staff_notify: value };
  });
}

/** How each staff member hears of new items (one e-mail each, a daily digest, none): their own choice. */
export function createStaffNotifyService(deps: { db: Db }) {
  return {
    get: withDeps(deps.db, staffNotifyOf),
    set: withDeps(deps.db, setStaffNotify),
  };
}
