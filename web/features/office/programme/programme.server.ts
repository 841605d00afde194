import { data, redirect } from "react-router";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { mayOffice, OFFICE_ACCESS } from "../../../../common/office-access";
import { programmeMessages, programmeMessages as pm } from "../../../../common/programme";
import {
  checkInSession,
  programmeFormInput,
  programmeOfficeMessages as m,
  programmeSentValues,
  ticketCheckInForm,
  ticketCheckInInput,
  withSessionAdded,
} from "../../../../common/programme-form";
import {
  attendeeMessageInput,
  officeCancelInput,
  officeProgrammeQuery,
  programmeItemInput,
  programmeSettingsInput,
} from "../../../../common/programme-schemas";
import { OFFER_HOURS_FIELD, type ProgrammeSettingsResult } from "./programme-settings";
import { checkForm, type FieldErrors, type FormResult } from "../../../lib/form";
import { orRouteError, serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's programme pages (decision 050), through `services.programmeOffice`: the list of items and the item's
 * form (content staff), and check-in at a session (front office); an administrator always. Every form posts to its
 * page's action, with or without JavaScript.
 */

type Services = AppContext["services"];
export const PROGRAMME_PATH = "/admin/programme";

/** The item form's answer when it is not saved: each field's message and what was sent, to show again. */
export type ProgrammeFormResult = {
  ok: false;
  message: string;
  field?: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

/**
 * A cancellation's answer (the item or one session): the server's message, or the confirmation to show (`confirm`,
 * with the reason sent), or the reason's message.
 */
export type ProgrammeCancelResult = FormResult & {
  intent: "item.cancel" | "session.cancel";
  sessionId?: string;
  reason?: string;
  confirm?: boolean;
};

/** The message to a session's attendees: "Message queued to N addresses", or the refusal. */
export type AttendeeMessageResult = FormResult & { intent: "message" };

/** A check-in's answer: "Checked in: <name>", or the refusal (404, 409) said plainly. */
export type CheckInResult = FormResult & { reference?: string };

const actorOf = (staff: { id: string; role: string }, context: AppContext) => ({
  id: staff.id,
  role: staff.role,
  ip: context.clientAddress,
});

/** /admin/programme: the items by title or instructor, kind, and upcoming, past or all. */
export async function loadProgrammeList(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.programme);
  const url = pageUrl(request);
  const params = Object.fromEntries(url.searchParams);
  const parsed = officeProgrammeQuery.safeParse(params);
  const query = parsed.success ? parsed.data : officeProgrammeQuery.parse({ ...params, kind: undefined });
  const [list, settings] = await Promise.all([
    context.services.programmeOffice.list(query),
    context.services.programmeOffice.settings(),
  ]);
  return {
    query: { q: query.q ?? "", kind: query.kind ?? "", when: query.when },
    kindError: parsed.success ? null : m.kindFilter,
    list,
    settings,
    saved: url.searchParams.get("saved"),
  };
}

/** /admin/programme's action: the programme settings saved (audited), checked by the API's schema. */
export async function programmeSettingsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.programme);
  const hours = String((await request.formData()).get(OFFER_HOURS_FIELD) ?? "");
  const parsed = checkForm(programmeSettingsInput, { [OFFER_HOURS_FIELD]: hours }, pm.offerHoursInvalid);
  if (!parsed.ok) return data<ProgrammeSettingsResult>({ ...parsed, hours }, { status: 400 });
  await context.services.programmeOffice.saveSettings(
    { id: staff.id, role: staff.role, ip: context.clientAddress },
    parsed.data,
  );
  return data<ProgrammeSettingsResult>({ ok: true, message: pm.settingsSaved });
}

/** /admin/programme/new and /admin/programme/{id}: the item to edit (404 for an unknown one), or none. */
export async function loadProgrammeItem(request: Request, context: AppContext, id?: string) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.programme);
  const item = id ? await orRouteError(context.services.programmeOffice.get(id)) : null;
  return { item };
}

/** An image chosen in the form posted without JavaScript: stored and rendered as the upload API does; its key. */
async function storedImage(services: Services, actor: ReturnType<typeof actorOf>, value: FormDataEntryValue | null) {
  if (!value || typeof value === "string" || value.size === 0) return null;
  const image = await services.catalogueOffice.storeImage(actor, {
    bytes: Buffer.from(await value.arrayBuffer()),
    name: value.name,
  });
  return image.key;
}

/**
 * The item's form: saved through programmeOffice.create/update (then the list says it), or refused with each field's
 * message; "Add a session" (without JavaScript) shows the form again with one more row.
 */
export async function programmeItemAction(request: Request, context: AppContext, id?: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.programme);
  const actor = actorOf(staff, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (id && (intent === "item.cancel" || intent === "session.cancel"))
    return cancelAction(context, actor, id, intent, form);
  if (intent === "session.add") {
    return data<ProgrammeFormResult>({ ok: false, message: "", errors: {}, values: withSessionAdded(form) });
  }
  const values = programmeSentValues(form);
  const refused = (status: number, message: string, errors: FieldErrors = {}, field?: string) =>
    data<ProgrammeFormResult>({ ok: false, message, errors, values, ...(field ? { field } : {}) }, { status });
  try {
    const image = await storedImage(context.services, actor, form.get("image_file"));
    const input = programmeFormInput(form);
    if (image) {
      input.image = image;
      values.image = image;
    }
    const parsed = checkForm(programmeItemInput, input);
    if (!parsed.ok) return refused(400, parsed.message, parsed.errors, parsed.field);
    const office = context.services.programmeOffice;
    const saved = id ? await office.update(actor, id, parsed.data) : await office.create(actor, parsed.data);
    const said = id ? programmeMessages.saved : programmeMessages.created;
    return redirect(
      `${PROGRAMME_PATH}?when=all&q=${encodeURIComponent(saved.title)}&saved=${encodeURIComponent(said)}`,
    );
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    // the service's refusals that concern one field say it there
    const field =
      refusal.message === programmeMessages.slugTaken
        ? "slug"
        : refusal.message.includes("capacity")
          ? "capacity"
          : refusal.message === programmeMessages.sessionAttended
            ? "sessions"
            : undefined;
    return refused(refusal.status, refusal.message, field ? { [field]: refusal.message } : {}, field);
  }
}

/**
 * "Cancel this item" or a session's "Cancel this session" (content staff): refused until confirmed (decision 023),
 * then done by programmeOffice.cancelItem/cancelSession, whose message the page says.
 */
async function cancelAction(
  context: AppContext,
  actor: ReturnType<typeof actorOf>,
  itemId: string,
  intent: "item.cancel" | "session.cancel",
  form: FormData,
) {
  const sessionId = intent === "session.cancel" ? String(form.get("session_id") ?? "") : undefined;
  const answer = (result: Omit<ProgrammeCancelResult, "intent" | "sessionId">, status = 200) =>
    data<ProgrammeCancelResult>({ ...result, intent, ...(sessionId ? { sessionId } : {}) }, { status });
  const parsed = checkForm(officeCancelInput, { reason: String(form.get("reason") ?? "") });
  if (!parsed.ok) return answer(parsed, 400);
  const { reason } = parsed.data;
  if (!isConfirmed(form))
    return answer({ ok: false, reason, confirm: true, message: confirmMessages.confirmFirst }, 400);
  const office = context.services.programmeOffice;
  try {
    if (intent === "item.cancel") {
      const done = await office.cancelItem(actor, itemId, { reason });
      return answer({ ok: true, message: programmeMessages.itemCancelledOffice(done.registrations, done.refunds) });
    }
    // a session of this item only: another item's session is not found here
    const item = await office.get(itemId);
    if (!item.sessions.some((s) => s._id === sessionId))
      return answer({ ok: false, message: programmeMessages.sessionNotFound }, 404);
    const done = await office.cancelSession(actor, sessionId!, { reason });
    return answer({ ok: true, message: programmeMessages.sessionCancelled(done.registrations, done.refunds) });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, reason, message: refusal.message }, refusal.status);
  }
}

/** /admin/check-in: the items to come, each with a link to its check-in, and a ticket checked in at its session today. */
export async function loadCheckInDesk(request: Request, context: AppContext) {
  await signedInStaff(request, context.services, OFFICE_ACCESS.programmeCheckIn);
  const query = officeProgrammeQuery.parse({ ...Object.fromEntries(pageUrl(request).searchParams), when: "upcoming" });
  return { list: await context.services.programmeOffice.list(query) };
}

/**
 * /admin/programme/{id}/check-in: the item, its sessions, the session chosen (`?session=`) and its attendees. The
 * front office and content open it (the attendees' CSV and a message to them); the check-in form is the front office's.
 */
export async function loadItemCheckIn(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.programmeAttendees);
  const item = await orRouteError(context.services.programmeOffice.get(id));
  const session = checkInSession(item.sessions, pageUrl(request).searchParams.get("session"));
  const attendees = session ? await context.services.programmeOffice.attendees(session._id) : null;
  return {
    item: { _id: item._id, title: item.title, kind: item.kind, location: item.location, sessions: item.sessions },
    session,
    attendees,
    mayCheckIn: mayOffice(staff.role, "programmeCheckIn"),
  };
}

/** The item's check-in page's forms: a ticket checked in (front office), or a message to the session's attendees. */
export async function itemCheckInAction(request: Request, context: AppContext, itemId: string) {
  const form = await request.formData();
  if (form.get("intent") === "message") return messageAction(request, context, itemId, form);
  return checkInAction(request, context, form);
}

/** "Message this session's attendees" (front office and content): queued by programmeOffice.message. */
async function messageAction(request: Request, context: AppContext, itemId: string, form: FormData) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.programmeAttendees);
  const answer = (result: FormResult, status = 200) =>
    data<AttendeeMessageResult>({ ...result, intent: "message" }, { status });
  const parsed = checkForm(attendeeMessageInput, {
    subject: String(form.get("subject") ?? ""),
    body: String(form.get("body") ?? ""),
  });
  if (!parsed.ok) return answer(parsed, 400);
  try {
    // a session of this item only: another item's session is not found here
    const sessionId = String(form.get("session_id") ?? "");
    const item = await context.services.programmeOffice.get(itemId);
    if (!item.sessions.some((s) => s._id === sessionId))
      return answer({ ok: false, message: programmeMessages.sessionNotFound }, 404);
    const done = await context.services.programmeOffice.message(actorOf(staff, context), sessionId, parsed.data);
    return answer({ ok: true, message: programmeMessages.messageSent(done.sent) });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return answer({ ok: false, message: refusal.message }, refusal.status);
  }
}

/** A ticket checked in (at the session given, else its item's session today); the answer says who, or why not. */
export async function checkInAction(request: Request, context: AppContext, posted?: FormData) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.programmeCheckIn);
  const form = posted ?? (await request.formData());
  const parsed = checkForm(ticketCheckInForm, ticketCheckInInput(form));
  if (!parsed.ok) return data<CheckInResult>(parsed, { status: 400 });
  try {
    const done = await context.services.programmeOffice.checkIn(
      actorOf(staff, context),
      parsed.data.reference,
      parsed.data.session_id,
    );
    return data<CheckInResult>({ ok: true, message: m.checkedIn(done.name), reference: done.ticket });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<CheckInResult>(
      // said in the page's alert, which the reference field is described by
      { ok: false, message: refusal.message, field: "reference" },
      { status: refusal.status },
    );
  }
}
