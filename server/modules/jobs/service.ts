import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { STAFF_ROLES, type StaffRole } from "../../../common/auth-limits.ts";
import { mayOffice } from "../../../common/office-access.ts";
import { addClubDays, clubToday, writtenDay } from "../../../common/club-time.ts";
import type { Db } from "../../db/open.ts";
import {
  auditEvents,
  conveyanceRequests,
  jobRuns,
  kycDetails,
  paymentPlans,
  paymentReminders,
  paymentSteps,
  properties,
  storedFiles,
  users,
} from "../../db/schema.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import type { Language } from "../../../common/language.ts";
import { JOB_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { OFFICE_EVENTS, type OfficeEventKind } from "../office-notify/service.ts";
import { sendMembershipReminders } from "../membership/service.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameForMember } from "../catalogue/names.ts";
import { sendProgrammeReminders } from "../programme/reminders.ts";
import { sendReviewInvitations } from "../reviews/service.ts";
import { refreshVillaPopularity } from "../catalogue/service.ts";
import { runDuesJob } from "../owners/dues.ts";

/**
 * The process's daily jobs: reminders of unpaid instalments, Full Membership renewal reminders, the villas' yearly
 * maintenance dues (billed, their late fees and reminders: server/modules/owners/dues.ts) and the staff's daily digest. A job
 * runs once per club day (Asia/Kolkata) whatever the number of instances: the first to insert its (job, day) row
 * in `job_runs` — under a transaction-scoped advisory lock, with INSERT … ON CONFLICT DO NOTHING — does the work;
 * a run that fails gives its claim back so the next tick tries again. Each reminder is also recorded in
 * `payment_reminders` (unique per plan, step, due date and kind) in the transaction that queues its mail, so none
 * is sent twice; the job queue sends the mails and retries them (decision 026).
 */
export interface JobsDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  /** The secret the mails' signed links are made with (the review link). */
  feedSecret: string;
  logError: (message: string, error: unknown) => void;
  /** The owners' monthly rental statements for the month before the day (server/modules/rental; decision 057). */
  rentalStatements?: (day: string) => Promise<number>;
}

export const DAILY_JOBS = [
  "payment-reminders",
  "membership-reminders",
  "programme-reminders",
  "review-invitations",
  "villa-popularity",
  "maintenance-dues",
  "staff-digest",
  "rental-statements",
] as const;
export type DailyJob = (typeof DAILY_JOBS)[number];

export interface JobOutcome {
  /** false: another run (this instance's or another's) had the day already. */
  ran: boolean;
  sent: number;
}

/** A club day (yyyy-MM-dd) moved by `days`. */
export const addDays = addClubDays;

/** The moment a club day begins (midnight in India). */
export const clubDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Takes (job, runKey) for this run, or answers false when it is taken. */
async function claimRun(db: Db, job: string, runKey: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily-job:${job}`}))`);
    const claimed = await tx
      .insert(jobRuns)
      .values({ job, runKey })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    return claimed.length > 0;
  });
}

/** Runs `work` once for (job, day): claimed first, finished with its detail, or given back when it fails. */
async function runOnce(deps: JobsDeps, job: DailyJob, day: string, work: () => Promise<number>): Promise<JobOutcome> {
  if (!(await claimRun(deps.db, job, day))) return { ran: false, sent: 0 };
  try {
    const sent = await work();
    await deps.db
      .update(jobRuns)
      .set({ finishedAt: new Date(), detail: { sent } })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, day)));
    return { ran: true, sent };
  } catch (error) {
    await deps.db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, day)));
    throw error;
  }
}

/** Every daily job for the club day of `now`; a job that fails is logged and does not stop the others. */
export async function runDailyJobs(deps: JobsDeps, now = new Date()): Promise<Record<DailyJob, JobOutcome>> {
  const day = clubToday(now);
  const outcome = {} as Record<DailyJob, JobOutcome>;
  const jobs: Record<DailyJob, () => Promise<number>> = {
    "payment-reminders": () => sendPaymentReminders(deps, day),
    "membership-reminders": () => sendMembershipReminders(deps, day),
    "programme-reminders": () => sendProgrammeReminders(deps, day),
    "review-invitations": () => sendReviewInvitations(deps, day),
    "villa-popularity": () => refreshVillaPopularity(deps.db),
    "maintenance-dues": () => runDuesJob(deps, day, now),
    "staff-digest": () => sendStaffDigests(deps, day),
    // on the 1st, the month before: each owner's statement issued once (unique per owner and month)
    "rental-statements": () =>
      deps.rentalStatements && day.endsWith("-01") ? deps.rentalStatements(day) : Promise.resolve(0),
  };
  for (const job of DAILY_JOBS) {
    try {
      outcome[job] = await runOnce(deps, job, day, jobs[job]);
    } catch (error) {
      deps.logError(`The daily job ${job} failed`, error);
      outcome[job] = { ran: false, sent: 0 };
    }
  }
  return outcome;
}

/**
 * Reminders of unpaid instalments: each pending step of a live plan (not cancelled) due 7 days from `day` gets a
 * "week-before" reminder, and one due on `day` a "due-day" one. A reminder's row is inserted first (ON CONFLICT DO
 * NOTHING): only the run that inserted it sends it; a mail that fails removes the row again, for the next run.
 */
export async function sendPaymentReminders(deps: JobsDeps, day: string): Promise<number> {
  const weekAhead = addDays(day, 7);
  const due = await deps.db
    .select({
      planId: paymentSteps.planId,
      step: paymentSteps.step,
      stepName: paymentSteps.stepName,
      amount: paymentSteps.amount,
      dueDate: paymentSteps.dueDate,
      steps: paymentPlans.paymentSteps,
      propertyId: paymentPlans.propertyId,
      villa: villaNameForMember(),
      villaNumber: properties.villaNumber,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .innerJoin(users, eq(users.id, paymentPlans.userId))
    .innerJoin(properties, eq(properties.id, paymentPlans.propertyId))
    .where(
      and(
        eq(paymentSteps.status, "pending"),
        ne(paymentPlans.status, "cancelled"),
        isNull(users.disabledAt),
        inArray(paymentSteps.dueDate, [day, weekAhead]),
      ),
    )
    .orderBy(asc(paymentSteps.dueDate), asc(paymentSteps.planId), asc(paymentSteps.step));
  let sent = 0;
  for (const row of due) {
    const kind = row.dueDate === day ? "due-day" : "week-before";
    const queued = await deps.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentReminders)
        .values({ planId: row.planId, step: row.step, dueDate: row.dueDate, kind })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (recorded) await deps.mail.send(tx, reminderMail(deps.publicUrl, row, kind));
      return Boolean(recorded);
    });
    if (queued) sent += 1;
  }
  return sent;
}

function reminderMail(
  publicUrl: string,
  row: {
    step: number;
    stepName: string;
    amount: number;
    dueDate: string;
    steps: number;
    propertyId: string;
    villa: string;
    villaNumber: string | null;
    name: string;
    email: string;
    language: Language;
  },
  kind: "week-before" | "due-day",
) {
  const words = JOB_MAIL_TEXT[row.language].paymentReminder;
  const due = { ...row, today: kind === "due-day" };
  return noticeMail({
    to: row.email,
    name: row.name,
    language: row.language,
    subject: words.subject(due),
    paragraphs: [words.lead(due), words.how],
    link: {
      label: words.payStep,
      url: new URL(`/registration/${row.propertyId}?step=4&pay=${row.step}`, publicUrl).toString(),
    },
    publicUrl,
    summary: `payment reminder (${kind}) for step ${row.step}`,
  });
}

/**
 * What each kind of office event is, in the audit log. Conveyance requests and identity documents are not audited
 * when the member sends them: they are read from their own tables (a request made, a document uploaded that day
 * and still waiting to be checked).
 */
export const DIGEST_ACTIONS: Record<
  Exclude<OfficeEventKind, "conveyance" | "identity-document" | "enquiry">,
  string[]
> = {
  receipt: ["payment-step.paid"],
  "membership-receipt": ["membership.receipt-sent"],
  "donation-transfer": ["donation.transfer.given"],
  claim: ["expense-claim.claimed"],
  transfer: ["transfer.submitted"],
};

const DIGEST_ORDER: OfficeEventKind[] = [
  "receipt",
  "membership-receipt",
  "donation-transfer",
  "claim",
  "transfer",
  "conveyance",
  "identity-document",
];

/** What came in during the club day `day`, by kind: the members concerned, in order. */
export async function officeEventsOf(db: Db, day: string): Promise<Record<OfficeEventKind, string[]>> {
  const from = clubDayStart(day);
  const to = clubDayStart(addDays(day, 1));
  const actions = Object.values(DIGEST_ACTIONS).flat();
  const [audited, conveyance, documents] = await Promise.all([
    db
      .select({ action: auditEvents.action, member: users.name })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.memberId))
      .where(and(inArray(auditEvents.action, actions), gte(auditEvents.createdAt, from), lt(auditEvents.createdAt, to)))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id)),
    db
      .select({ member: users.name })
      .from(conveyanceRequests)
      .innerJoin(users, eq(users.id, conveyanceRequests.userId))
      .where(and(gte(conveyanceRequests.createdAt, from), lt(conveyanceRequests.createdAt, to)))
      .orderBy(asc(conveyanceRequests.createdAt)),
    db
      .select({ member: users.name })
      .from(kycDetails)
      .innerJoin(users, eq(users.id, kycDetails.userId))
      .innerJoin(storedFiles, eq(storedFiles.id, kycDetails.verificationDocFileId))
      .where(
        and(
          eq(kycDetails.documentStatus, "submitted"),
          gte(storedFiles.createdAt, from),
          lt(storedFiles.createdAt, to),
        ),
      )
      .orderBy(asc(storedFiles.createdAt)),
  ]);
  const events = Object.fromEntries(DIGEST_ORDER.map((kind) => [kind, [] as string[]])) as Record<
    OfficeEventKind,
    string[]
  >;
  for (const row of audited) {
    const kind = (Object.keys(DIGEST_ACTIONS) as (keyof typeof DIGEST_ACTIONS)[]).find((k) =>
      DIGEST_ACTIONS[k].includes(row.action),
    );
    if (kind) events[kind].push(row.member ?? "A member");
  }
  events.conveyance = conveyance.map((row) => row.member);
  events["identity-document"] = documents.map((row) => row.member);
  return events;
}

/** The kinds a staff member of `role` acts on (an administrator: all). */
const kindsFor = (role: StaffRole) => DIGEST_ORDER.filter((kind) => mayOffice(role, OFFICE_EVENTS[kind].area));

/**
 * The staff's daily digest, sent on `day` for the club day before: each active staff member who chose it
 * (`staff_notify = 'daily'`) gets one e-mail listing what came in for their role; none when nothing did.
 */
export async function sendStaffDigests(deps: JobsDeps, day: string): Promise<number> {
  const yesterday = addDays(day, -1);
  const recipients = await deps.db
    .select({ name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.disabledAt), eq(users.staffNotify, "daily")));
  if (recipients.length === 0) return 0;
  const events = await officeEventsOf(deps.db, yesterday);
  let sent = 0;
  for (const staff of recipients) {
    const lines = kindsFor(staff.role as StaffRole)
      .filter((kind) => events[kind].length > 0)
      .map((kind) => {
        const names = [...new Set(events[kind])];
        const shown = names.slice(0, 5).join(", ") + (names.length > 5 ? ` and ${names.length - 5} more` : "");
        return `${OFFICE_EVENTS[kind].label}: ${events[kind].length} (${shown}).`;
      });
    if (lines.length === 0) continue;
    await deps.db.transaction(async (tx) =>
      deps.mail.send(
        tx,
        noticeMail({
          to: staff.email,
          name: staff.name,
          subject: `The club office: what came in on ${writtenDay(yesterday)}`,
          paragraphs: [
            `What came in for you on ${writtenDay(yesterday)}:`,
            ...lines,
            "Each waits for you in the club office.",
          ],
          link: { label: "Open the office", url: new URL("/admin", deps.publicUrl).toString() },
          publicUrl: deps.publicUrl,
          summary: `staff digest for ${yesterday}`,
        }),
      ),
    );
    sent += 1;
  }
  return sent;
}

/**
 * The jobs in the process: a run at start and every hour after (a job's day is claimed once, so the hourly runs
 * of one day do nothing more). `stop()` ends the timer and waits for a run in progress.
 */
export function scheduleDailyJobs(deps: JobsDeps, options: { everyMs?: number; now?: () => Date } = {}) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => runDailyJobs(deps, options.now?.() ?? new Date()))
      .catch((error: unknown) => deps.logError("The daily jobs failed", error));
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The daily jobs: payment reminders and the staff digest, once per club day (server/start.ts runs them). */
export function createJobsService(deps: JobsDeps) {
  return {
    runDaily: withDeps(deps, runDailyJobs),
    schedule: withDeps(deps, scheduleDailyJobs),
  };
}
