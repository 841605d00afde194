import { data } from "react-router";
import {
  calendarImportBody,
  calendarMessages as m,
  CONFLICT_STATUSES,
  conflictResolveBody,
} from "../../../../common/calendar-imports";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { checkForm, type FieldErrors, type FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The villas' outside calendars (/admin/stays/calendars) and their conflicts (/admin/stays/conflicts), for the front
 * office (an administrator always; decision 054): the pages' loaders and actions, through the calendar imports'
 * service. Every change is a form posted to the page's action with an `intent` (works without JavaScript); removing
 * a calendar asks for its confirmation first.
 */

/** The answer of the pages' forms: which form and calendar or conflict, the values typed and the field messages. */
export type CalendarResult = FormResult & {
  intent: string;
  id?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  confirm?: boolean;
};

const formValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));

const actorOf = (staff: { id: string; role: string }, context: AppContext) => ({
  id: staff.id,
  role: staff.role,
  ip: context.clientAddress,
});

/** Runs a change: its message, or the service's refusal as the form's answer. */
async function attempt(
  result: Omit<CalendarResult, "ok" | "message">,
  work: () => Promise<string>,
): Promise<CalendarResult | ReturnType<typeof data<CalendarResult>>> {
  try {
    const message = await work();
    return { ...result, ok: true, message } as CalendarResult;
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<CalendarResult>({ ...result, ok: false, message: refusal.message } as CalendarResult, {
      status: refusal.status,
    });
  }
}

/** /admin/stays/calendars: every villa's outside calendars (or one villa's, `?villa=`), and the villas to add one to. */
export async function loadCalendars(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const villa = pageUrl(request).searchParams.get("villa");
  const [villas, all] = await Promise.all([context.services.desk.villas(), context.services.calendarImports.list()]);
  const chosen = villas.some((v) => v.id === villa) ? villa : null;
  return {
    villas: villas.map((v) => ({ id: v.id, name: v.name, villa_number: v.villa_number, location: v.location })),
    calendars: chosen ? all.filter((c) => c.property_id === chosen) : all,
    villa: chosen,
  };
}

/** The calendars' forms: add (intent "add"), read now ("read"), remove ("remove", once confirmed). */
export async function calendarsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const actor = actorOf(staff, context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const id = values.id ?? "";
  const calendars = context.services.calendarImports;
  switch (intent) {
    case "add": {
      const parsed = checkForm(calendarImportBody, {
        property_id: values.property_id ?? "",
        url: values.url ?? "",
        label: values.label ?? "",
      });
      if (!parsed.ok) return data<CalendarResult>({ ...parsed, intent, values }, { status: 400 });
      const answer = await attempt({ intent, values }, async () => {
        const added = await calendars.add(actor, parsed.data);
        return added.outcome.ok ? `${m.added}: ${added.label}` : `${m.addedNotRead}: ${added.last_error}`;
      });
      return answer;
    }
    case "read":
      return attempt({ intent, id }, async () => {
        const read = await calendars.read(actor, id);
        return read.outcome.ok
          ? `${m.read}: ${read.label}${read.outcome.conflicts > 0 ? ` (${read.outcome.conflicts} open conflicts)` : ""}`
          : `${m.readFailed}: ${read.last_error}`;
      });
    case "remove":
      if (!isConfirmed(form))
        return data<CalendarResult>(
          { ok: false, intent, id, message: confirmMessages.confirmFirst, confirm: true },
          { status: 400 },
        );
      return attempt({ intent, id }, async () => {
        const removed = await calendars.remove(actor, id);
        return `${m.removed}: ${removed.label}`;
      });
    default:
      return data<CalendarResult>(
        { ok: false, intent, message: "Choose what to do with the calendar." },
        { status: 400 },
      );
  }
}

/** /admin/stays/conflicts: the open conflicts (default) or the resolved ones (`?status=resolved`). */
export async function loadConflicts(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const asked = pageUrl(request).searchParams.get("status");
  const status = CONFLICT_STATUSES.find((s) => s === asked) ?? "open";
  return { status, conflicts: await context.services.calendarImports.conflicts(status) };
}

/** A conflict resolved with its note (intent "resolve", the conflict by `id`). */
export async function conflictsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const form = await request.formData();
  const values = formValues(form);
  const id = values.id ?? "";
  const parsed = checkForm(conflictResolveBody, { note: values.note ?? "" });
  if (!parsed.ok) return data<CalendarResult>({ ...parsed, intent: "resolve", id, values }, { status: 400 });
  return attempt({ intent: "resolve", id }, async () => {
    const resolved = await context.services.calendarImports.resolve(actorOf(staff, context), id, parsed.data.note);
    return `${m.conflictResolved}: ${resolved.booking.reference}`;
  });
}
