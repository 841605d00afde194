import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  ENQUIRY_TOPIC_LABELS,
  describeEnquiryIssues,
  enquiryInput,
  enquiryMessages as m,
  type EnquiryDetail,
  type EnquiryInput,
  type EnquiryItem,
  type EnquiryList,
  type EnquiryQuery,
  type EnquiryReceipt,
  type EnquiryStatus,
} from "../../../common/enquiries.ts";
import { isUuid } from "../../../common/ids.ts";
import { messages } from "../../../common/messages.ts";
import type { Db } from "../../db/open.ts";
import { enquiries, enquiryMessages, properties, users } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import type { Tx } from "../../db/open.ts";
import { hitRateLimit, type RateRule } from "../../platform/rate-limit.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";

/**
 * Visitors' questions: the contact form stores a question and its first message in one
 * transaction and acknowledges it by e-mail; the front office answers from its inbox (the reply e-mailed, kept in
 * the thread, audited) and closes it. Mails are queued in the change's transaction (decision 026).
 */
export interface EnquiriesDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
}

/** A form that stores what it is sent is bounded per client address. */
export const ENQUIRY_RATE: RateRule = { name: "enquiry:address", limit: 5, windowSeconds: 3600, message: m.tooMany };

/** POST /api/enquiries and the /contact form's action. */
export async function submitEnquiry(
  deps: EnquiriesDeps,
  input: EnquiryInput,
  clientAddress?: string,
): Promise<EnquiryReceipt> {
  const parsed = enquiryInput.safeParse(input);
  if (!parsed.success) throw badRequest(`${messages.invalidRequest} (${describeEnquiryIssues(parsed.error)})`);
  if (clientAddress) await hitRateLimit(deps.db, ENQUIRY_RATE, clientAddress);
  const data = parsed.data;
  let villa: { id: string; name: string } | null = null;
  if (data.villa) {
    if (!isUuid(data.villa)) throw badRequest(m.villaUnknown);
    [villa] = await deps.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(eq(properties.id, data.villa))
      .limit(1);
    if (!villa) throw badRequest(m.villaUnknown);
  }
  const about = villa ? `${ENQUIRY_TOPIC_LABELS[data.topic]}: ${villa.name}` : ENQUIRY_TOPIC_LABELS[data.topic];
  const enquiry = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: data.name,
        email: data.email,
        phone: data.phone,
        topic: data.topic,
        propertyId: villa?.id ?? null,
        ip: clientAddress ?? null,
      })
      .returning({ id: enquiries.id });
    await tx.insert(enquiryMessages).values({ enquiryId: row.id, direction: "in", body: data.message });
    await deps.mail.send(
      tx,
      noticeMail({
        to: data.email,
        name: data.name,
        subject: "We have received your message",
        paragraphs: [
          `Thank you for writing to the club about “${about}”. Your message has reached the club office, and a member of our team will answer you by e-mail, usually within two working days.`,
          "This is what you wrote:",
        ],
        reason: data.message,
        publicUrl: deps.publicUrl,
        summary: "your message to the club",
      }),
    );
    await deps.notify?.(tx, {
      kind: "enquiry",
      memberName: data.name,
      summary: `a question about ${about.toLowerCase()}`,
    });
    return row;
  });
  return { id: enquiry.id, topic: data.topic, villa: villa?.name ?? null };
}

/** The first message of each enquiry (the visitor's question). */
const firstMessage = sql<string>`(select ${enquiryMessages.body} from ${enquiryMessages} where ${enquiryMessages.enquiryId} = ${enquiries.id} and ${enquiryMessages.direction} = 'in' order by ${enquiryMessages.createdAt} limit 1)`;

const itemColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  topic: enquiries.topic,
  status: enquiries.status,
  villaId: properties.id,
  villaName: properties.name,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

type ItemRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: EnquiryDetail["topic"];
  status: EnquiryStatus;
  villaId: string | null;
  villaName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const item = (row: ItemRow, preview: string) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  status: row.status,
  villa: row.villaId && row.villaName ? { id: row.villaId, name: row.villaName } : null,
  preview: preview.length > 160 ? `${preview.slice(0, 157)}…` : preview,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function enquiryConditions(db: Db, query: Pick<EnquiryQuery, "status" | "q">): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status !== "all") filters.push(eq(enquiries.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(enquiries.name, like),
        ilike(enquiries.email, like),
        inArray(
          enquiries.id,
          db.select({ id: enquiryMessages.enquiryId }).from(enquiryMessages).where(ilike(enquiryMessages.body, like)),
        ),
      ),
    );
  }
  return filters.length ? and(...filters) : undefined;
}

/** Newest first. */
const enquiryOrder = keyset({ by: enquiries.createdAt, desc: true }, { by: enquiries.id });

const enquiryRows = (db: Db) =>
  db
    .select({ ...itemColumns, question: firstMessage, cursor: enquiryOrder.cursor })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .$dynamic();

/** GET /api/admin/enquiries: the inbox, newest first, by status (or all), by name, e-mail or words of the question. */
export async function listEnquiries(db: Db, query: EnquiryQuery): Promise<EnquiryList> {
  const where = enquiryConditions(db, query);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(enquiries).where(where),
    enquiryRows(db)
      .where(where)
      .orderBy(...enquiryOrder.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map((row) => item(row, row.question ?? "")),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

type EnquiryCsvRow = EnquiryItem & { question: string };

const ENQUIRY_CSV_COLUMNS: CsvColumn<EnquiryCsvRow>[] = [
  { header: "Enquiry id", value: (e) => e.id },
  { header: "Name", value: (e) => e.name },
  { header: "E-mail", value: (e) => e.email },
  { header: "Phone", value: (e) => e.phone },
  { header: "About", value: (e) => ENQUIRY_TOPIC_LABELS[e.topic] },
  { header: "Status", value: (e) => e.status },
  { header: "Villa id", value: (e) => e.villa?.id },
  { header: "Villa", value: (e) => e.villa?.name },
  { header: "Question", value: (e) => e.question },
  { header: "Received (IST)", value: (e) => csvMoment(e.created_at) },
  { header: "Last change (IST)", value: (e) => csvMoment(e.updated_at) },
];

/** GET /api/admin/enquiries.csv: every question of the status and search, newest first, the question whole. */
export function enquiriesCsv(db: Db, query: Pick<EnquiryQuery, "status" | "q">): CsvDownload {
  const where = enquiryConditions(db, query);
  return csvDownload(
    "questions",
    ENQUIRY_CSV_COLUMNS,
    keysetBatches(
      enquiryOrder,
      (after, limit) =>
        enquiryRows(db)
          .where(and(where, after))
          .orderBy(...enquiryOrder.orderBy)
          .limit(limit),
      (rows) => rows.map((row) => ({ ...item(row, row.question ?? ""), question: row.question ?? "" })),
    ),
  );
}

/** GET /api/admin/enquiries/{id}: the question and its thread, oldest first. */
export async function getEnquiry(db: Db, id: string): Promise<EnquiryDetail> {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [row] = await db
    .select(itemColumns)
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(eq(enquiries.id, id))
    .limit(1);
  if (!row) throw new AppError(404, m.notFound);
  const thread = await db
    .select({
      id: enquiryMessages.id,
      direction: enquiryMessages.direction,
      body: enquiryMessages.body,
      staff: users.name,
      createdAt: enquiryMessages.createdAt,
    })
    .from(enquiryMessages)
    .leftJoin(users, eq(users.id, enquiryMessages.staffId))
    .where(eq(enquiryMessages.enquiryId, id))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  const first = thread.find((message) => message.direction === "in");
  return {
    ...item(row, first?.body ?? ""),
    messages: thread.map((message) => ({
      id: message.id,
      direction: message.direction,
      body: message.body,
      staff: message.staff,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/** The enquiry, locked for the change; 404 when unknown. */
async function lockEnquiry(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: string) {
  if (!isUuid(id)) throw new AppError(404, m.notFound);
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update").limit(1);
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

/**
 * POST /api/admin/enquiries/{id}/reply: the reply is kept in the thread with its author, the question becomes
 * answered, the audit row and the reply's mail to the visitor (queued) are written in the same transaction.
 */
export async function replyToEnquiry(
  deps: EnquiriesDeps,
  actor: AuditActor,
  id: string,
  message: string,
): Promise<{ status: EnquiryStatus }> {
  await deps.db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    const [reply] = await tx
      .insert(enquiryMessages)
      .values({ enquiryId: row.id, direction: "out", body: message, staffId: actor.id })
      .returning({ id: enquiryMessages.id });
    await tx.update(enquiries).set({ status: "answered", updatedAt: new Date() }).where(eq(enquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "enquiry.replied",
      subjectId: row.id,
      detail: { before: { status: row.status }, after: { status: "answered" }, message_id: reply.id, to: row.email },
    });
    await deps.mail.send(
      tx,
      noticeMail({
        to: row.email,
        name: row.name,
        subject: "An answer to your message to the club",
        paragraphs: [
          `Thank you for your question about “${ENQUIRY_TOPIC_LABELS[row.topic]}”. The club office answers:`,
        ],
        reason: message,
        publicUrl: deps.publicUrl,
        summary: "the club office's answer",
      }),
    );
  });
  return { status: "answered" };
}

/** POST /api/admin/enquiries/{id}/close: no more to do (audited); a closed question is refused (409). */
export async function closeEnquiry(db: Db, actor: AuditActor, id: string): Promise<{ status: EnquiryStatus }> {
  return db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    if (row.status === "closed") throw new AppError(409, m.alreadyClosed);
    await tx.update(enquiries).set({ status: "closed", updatedAt: new Date() }).where(eq(enquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "enquiry.closed",
      subjectId: row.id,
      detail: { before: { status: row.status }, after: { status: "closed" } },
    });
    return { status: "closed" as const };
  });
}

/** Visitors' questions: the contact form, and the front office's inbox. */
export function createEnquiriesService(deps: EnquiriesDeps) {
  return {
    submit: withDeps(deps, submitEnquiry),
    list: withDeps(deps.db, listEnquiries),
    csv: withDeps(deps.db, enquiriesCsv),
    get: withDeps(deps.db, getEnquiry),
    reply: withDeps(deps, replyToEnquiry),
    close: withDeps(deps.db, closeEnquiry),
  };
}
