import { and, count, eq, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { isUuid } from "../../../common/ids.ts";
import {
  officeRequestsMessages as m,
  type ConveyanceConfirmInput,
  type ConveyanceQueue,
  type ConveyanceQueueItem,
  type ConveyanceQueueQuery,
  type ConveyanceStatus,
} from "../../../common/office-requests.ts";
import type { Db, Tx } from "../../db/open.ts";
import { conveyanceRequests, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { CONVEYANCE_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { fileUrl } from "../files/service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * The office's side of conveyance requests: the queue, then two steps — the Tuesday appointment
 * confirmed (the member's, or another Tuesday proposed in its place; the member's stays in `requested_date`), then
 * the conveyance marked done. Each step is one conditional update with its audit row in one transaction; the member
 * is e-mailed: the mail is queued in the step's transaction (decision 026).
 */
export interface ConveyanceOfficeDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

type ConveyanceRow = typeof conveyanceRequests.$inferSelect;

const str = (value: unknown) => (typeof value === "string" ? value : "");

function conveyanceConditions(query: Pick<ConveyanceQueueQuery, "status" | "q">): SQL | undefined {
  const statuses: ConveyanceStatus[] = query.status === "open" ? ["submitted", "confirmed"] : [query.status];
  const filters: SQL[] = [inArray(conveyanceRequests.status, statuses)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.email, like))!);
  }
  return and(...filters);
}

/** The nearest appointment first; completed ones, the latest first. */
const conveyanceOrder = (status: ConveyanceQueueQuery["status"]) =>
  keyset(
    ...(status === "completed"
      ? [{ by: sql`coalesce(${conveyanceRequests.completedAt}, 'infinity')`, type: "timestamptz", desc: true }]
      : [{ by: conveyanceRequests.appointmentDate }, { by: conveyanceRequests.createdAt }]),
    { by: conveyanceRequests.id },
  );

function conveyanceRows(db: Db, cursor: SQL<string[]>) {
  return db
    .select({ request: conveyanceRequests, member: { id: users.id, name: users.name, email: users.email }, cursor })
    .from(conveyanceRequests)
    .innerJoin(users, eq(users.id, conveyanceRequests.userId))
    .$dynamic();
}

const conveyanceItem = ({
  request,
  member,
}: Awaited<ReturnType<ReturnType<typeof conveyanceRows>["execute"]>>[number]): ConveyanceQueueItem => ({
  id: request.id,
  member,
  villa: {
    villa_number: str(request.villa.villaNumber),
    villa_type: str(request.villa.villaType),
    block: str(request.villa.block),
    location: str(request.villa.location),
  },
  nominee: { full_name: str(request.nominee.fullName), relationship: str(request.nominee.relationship) },
  document_url: request.documentFileId ? fileUrl(request.documentFileId) : null,
  requested_date: request.requestedDate ?? request.appointmentDate,
  appointment_date: request.appointmentDate,
  status: request.status,
  filed_at: request.createdAt.toISOString(),
  confirmed_at: request.confirmedAt?.toISOString() ?? null,
  completed_at: request.completedAt?.toISOString() ?? null,
});

/** GET /api/admin/conveyance: requests by status ("open": submitted or confirmed), the nearest appointment first, by member name or e-mail. */
export async function conveyanceQueue(db: Db, query: ConveyanceQueueQuery): Promise<ConveyanceQueue> {
  const where = conveyanceConditions(query);
  const order = conveyanceOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the members only when the search reads them (each row has its member)
    query.q
      ? db
          .select({ total: count() })
          .from(conveyanceRequests)
          .innerJoin(users, eq(users.id, conveyanceRequests.userId))
          .where(where)
      : db.select({ total: count() }).from(conveyanceRequests).where(where),
    conveyanceRows(db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(conveyanceItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const CONVEYANCE_CSV_COLUMNS: CsvColumn<ConveyanceQueueItem>[] = [
  { header: "Request id", value: (r) => r.id },
  { header: "Member id", value: (r) => r.member.id },
  { header: "Member", value: (r) => r.member.name },
  { header: "E-mail", value: (r) => r.member.email },
  { header: "Villa number", value: (r) => r.villa.villa_number },
  { header: "Kind of home", value: (r) => r.villa.villa_type },
  { header: "Block", value: (r) => r.villa.block },
  { header: "Location", value: (r) => r.villa.location },
  { header: "Nominee", value: (r) => r.nominee.full_name },
  { header: "Nominee's relationship", value: (r) => r.nominee.relationship },
  { header: "Requested date", value: (r) => r.requested_date },
  { header: "Appointment date", value: (r) => r.appointment_date },
  { header: "Status", value: (r) => r.status },
  { header: "Filed (IST)", value: (r) => csvMoment(r.filed_at) },
  { header: "Confirmed (IST)", value: (r) => csvMoment(r.confirmed_at) },
  { header: "Completed (IST)", value: (r) => csvMoment(r.completed_at) },
];

/** GET /api/admin/conveyance.csv: every request of the status and search, in the queue's order. */
export function conveyanceCsv(db: Db, query: Pick<ConveyanceQueueQuery, "status" | "q">): CsvDownload {
  const where = conveyanceConditions(query);
  const order = conveyanceOrder(query.status);
  return csvDownload(
    "conveyance",
    CONVEYANCE_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        conveyanceRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(conveyanceItem),
    ),
  );
}

async function requestById(db: Db, id: string): Promise<ConveyanceRow> {
  const [row] = isUuid(id)
    ? await db.select().from(conveyanceRequests).where(eq(conveyanceRequests.id, id)).limit(1)
    : [];
  if (!row) throw new AppError(404, m.conveyanceNotFound);
  return row;
}

/** The member's mail of a step, queued in the step's transaction. */
async function mailMember(
  deps: ConveyanceOfficeDeps,
  tx: Tx,
  request: ConveyanceRow,
  step: "proposed" | "confirmed" | "complete",
  appointment: { day: string; requested?: string },
) {
  const [member] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!member) return;
  const words = CONVEYANCE_MAIL_TEXT[member.language];
  await deps.mail.send(
    tx,
    noticeMail({
      to: member.email,
      name: member.name,
      language: member.language,
      subject: words[step].subject,
      paragraphs: words[step].paragraphs({ villa: villaOf(request), ...appointment }),
      link: { label: words.seeConveyance, url: new URL("/dashboard?tab=conveyance", deps.publicUrl).toString() },
      publicUrl: deps.publicUrl,
      summary: CONVEYANCE_MAIL_TEXT.en[step].subject.toLowerCase(),
    }),
  );
}

const villaOf = (request: ConveyanceRow) => ({ number: str(request.villa.villaNumber) || null });

/**
 * POST /api/admin/conveyance/{id}/confirm: a submitted request's appointment is confirmed — the member's Tuesday, or
 * `appointment_date` (a Tuesday after today, the conveyance rule) proposed in its place. 409 once confirmed.
 */
export async function confirmConveyance(
  deps: ConveyanceOfficeDeps,
  actor: AuditActor,
  id: string,
  input: ConveyanceConfirmInput,
  now = new Date(),
) {
  const current = await requestById(deps.db, id);
  const requested = current.requestedDate ?? current.appointmentDate;
  const appointment = input.appointment_date ?? current.appointmentDate;
  const proposed = appointment !== requested;
  const request = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(conveyanceRequests)
      .set({
        status: "confirmed",
        appointmentDate: appointment,
        requestedDate: requested,
        confirmedAt: now,
        confirmedBy: actor.id,
      })
      .where(and(eq(conveyanceRequests.id, current.id), eq(conveyanceRequests.status, "submitted")))
      .returning();
    if (!updated) throw new AppError(409, m.conveyanceNotSubmitted);
    await recordAudit(tx, {
      actor,
      action: proposed ? "conveyance.proposed" : "conveyance.confirmed",
      memberId: updated.userId,
      subjectId: updated.id,
      detail: {
        status: { before: "submitted", after: "confirmed" },
        appointmentDate: { before: current.appointmentDate, after: appointment },
        requestedDate: requested,
      },
    });
    await mailMember(
      deps,
      tx,
      updated,
      proposed ? "proposed" : "confirmed",
      proposed ? { day: appointment, requested } : { day: appointment },
    );
    return updated;
  });
  return {
    id: request.id,
    status: request.status,
    appointment_date: request.appointmentDate,
    requested_date: requested,
  };
}

/**
 * POST /api/admin/conveyance/{id}/complete: a confirmed conveyance is marked done, on its appointment day (the club's
 * day, Asia/Kolkata) or after. 409 for any other, and before the appointment day.
 */
export async function completeConveyance(deps: ConveyanceOfficeDeps, actor: AuditActor, id: string, now = new Date()) {
  const current = await requestById(deps.db, id);
  const today = clubToday(now);
  const request = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(conveyanceRequests)
      .set({ status: "completed", completedAt: now, completedBy: actor.id })
      .where(
        and(
          eq(conveyanceRequests.id, current.id),
          eq(conveyanceRequests.status, "confirmed"),
          lte(conveyanceRequests.appointmentDate, today),
        ),
      )
      .returning();
    if (!updated) {
      const [row] = await tx
        .select({ status: conveyanceRequests.status, appointmentDate: conveyanceRequests.appointmentDate })
        .from(conveyanceRequests)
        .where(eq(conveyanceRequests.id, current.id));
      throw new AppError(
        409,
        row?.status === "confirmed"
          ? m.conveyanceBeforeAppointment(writtenDay(row.appointmentDate))
          : m.conveyanceNotConfirmed,
      );
    }
    await recordAudit(tx, {
      actor,
      action: "conveyance.completed",
      memberId: updated.userId,
      subjectId: updated.id,
      detail: { status: { before: "confirmed", after: "completed" }, appointmentDate: updated.appointmentDate },
    });
    await mailMember(deps, tx, updated, "complete", { day: updated.appointmentDate });
    return updated;
  });
  return {
    id: request.id,
    status: request.status,
    appointment_date: request.appointmentDate,
    requested_date: request.requestedDate ?? request.appointmentDate,
  };
}

/** Members' conveyance requests handled by the office: confirmed (or another Tuesday proposed), then done. */
export function createConveyanceOfficeService(deps: ConveyanceOfficeDeps) {
  return {
    queue: withDeps(deps.db, conveyanceQueue),
    csv: withDeps(deps.db, conveyanceCsv),
    confirm: (actor: AuditActor, id: string, input: ConveyanceConfirmInput) =>
      confirmConveyance(deps, actor, id, input),
    complete: (actor: AuditActor, id: string) => completeConveyance(deps, actor, id),
  };
}
