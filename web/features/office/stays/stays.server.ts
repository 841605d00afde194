import { data, redirect } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import {
  blockBody,
  calendarQuery,
  checkInBody,
  deskCancelBody,
  deskCheckOutBody,
  deskDayQuery,
  deskMessages as d,
  officeStaysMessages as m,
  phoneBookingBody,
  staySearchQuery,
} from "../../../../common/office-stays";
import { DESTINATIONS } from "../../../../common/catalogue";
import { confirmMessages, isConfirmed } from "../../../../common/confirm";
import { checkForm, type FieldErrors } from "../../../lib/form";
import { orRouteError, serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { noteMessages } from "../../../../common/office-notes";
import { isNotePost, loadNotes, noteAction } from "../shared/notes.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

/**
 * The office's stays and the stays desk: the pages' loader and action work,
 * through the office-stays and desk services. Filters are plain GET forms, so the query string is the whole state;
 * every change is a form posted to the page's action with an `intent` (works without JavaScript).
 */

type Services = AppContext["services"];

/** The answer of a desk form: its message, which stay or form it was, and after a refusal the values and field messages. */
export type DeskResult = {
  ok: boolean;
  message: string;
  intent: string;
  id?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /** The change awaits its confirmation (a post without it): the page shows the confirmation step. */
  confirm?: boolean;
};

const formValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));

const actorOf = (staff: { id: string; role: string }, context: AppContext) => ({
  id: staff.id,
  role: staff.role,
  ip: context.clientAddress,
});

/** Runs a desk change: its success message, or the service's refusal (409, 404, 400) as the form's answer. */
async function attempt<T>(
  result: Omit<DeskResult, "ok" | "message">,
  success: string | ((done: T) => string),
  work: () => Promise<T>,
) {
  try {
    const done = await work();
    return { ...result, ok: true, message: typeof success === "string" ? success : success(done) } satisfies DeskResult;
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<DeskResult>({ ...result, ok: false, message: refusal.message }, { status: refusal.status });
  }
}

/** /admin/stays: the desk's day (date and location by GET) and the upcoming stays' list below it. */
export async function loadStayList(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.stays);
  const url = pageUrl(request);
  const params = Object.fromEntries(url.searchParams);
  const parsed = staySearchQuery.safeParse(params);
  // an unknown window is said beside the filter; the rest of the search still runs over every upcoming stay
  const query = parsed.success ? parsed.data : staySearchQuery.parse({ ...params, arriving: undefined });
  const dayParsed = deskDayQuery.safeParse({
    date: params.date,
    location: params.location,
    arrivals_page: params.arrivals_page,
    departures_page: params.departures_page,
    in_house_page: params.in_house_page,
  });
  const location =
    dayParsed.success && dayParsed.data.location && DESTINATIONS.some((l) => l === dayParsed.data.location)
      ? dayParsed.data.location
      : undefined;
  const [list, day] = await Promise.all([
    services.officeStays.list(query),
    services.desk.day(dayParsed.success ? { ...dayParsed.data, location } : { date: undefined, location }),
  ]);
  return {
    query: { q: query.q ?? "", arriving: query.arriving },
    arrivingError: parsed.success ? null : m.invalidWindow,
    list,
    day,
    dayError: dayParsed.success ? null : d.invalidDay,
    booked: url.searchParams.get("booked"),
  };
}

/** The desk's forms on /admin/stays: check-in, check-out, no-show, cancel for a guest (by `intent`, the stay by `id`). */
export async function deskAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const actor = actorOf(staff, context);
  const form = await request.formData();
  const values = formValues(form);
  const id = values.id ?? "";
  const intent = values.intent ?? "";
  const desk = context.services.desk;
  const refused = (failure: { message: string; field?: string; errors: FieldErrors }) =>
    data<DeskResult>({ ok: false, intent, id, values, ...failure }, { status: 400 });
  // a check-out, a no-show or a cancellation ends the stay: done only once confirmed (a cancellation's reason first)
  const unconfirmed = () =>
    isConfirmed(form)
      ? null
      : data<DeskResult>(
          { ok: false, message: confirmMessages.confirmFirst, intent, id, values, confirm: true },
          { status: 400 },
        );
  switch (intent) {
    case "check-in": {
      const parsed = checkForm(checkInBody, { id_type: values.id_type, id_number: values.id_number ?? "" });
      if (!parsed.ok) return refused(parsed);
      return attempt({ intent, id }, d.checkedIn, () => desk.checkIn(actor, id, parsed.data));
    }
    case "check-out": {
      // an early departure is refused (409, naming the nights it frees) unless the confirmed form says it is one
      const { confirm_early } = deskCheckOutBody.parse({ confirm_early: values.confirm_early === "true" });
      return (
        unconfirmed() ??
        attempt(
          { intent, id },
          (stay: { departed_on: string | null }) => (stay.departed_on ? d.checkedOutEarly : d.checkedOut),
          () => desk.checkOut(actor, id, { confirmEarly: confirm_early }),
        )
      );
    }
    case "no-show":
      return unconfirmed() ?? attempt({ intent, id }, d.noShow, () => desk.noShow(actor, id));
    case "cancel": {
      const parsed = checkForm(deskCancelBody, {
        reason: values.reason ?? "",
        ...(values.waive_terms ? { waive_terms: values.waive_terms } : {}),
      });
      if (!parsed.ok) return refused(parsed);
      return unconfirmed() ?? attempt({ intent, id }, d.cancelled, () => desk.cancel(actor, id, parsed.data));
    }
    default:
      return data<DeskResult>({ ok: false, message: "Choose what to do with the stay.", intent, id }, { status: 400 });
  }
}

/**
 * /admin/stays/calendar: a location's month (GET form; Solan and this month by default), a page of its villas (of a
 * kind of home and a block when chosen), and those villas to block.
 */
export async function loadCalendar(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.stays);
  const url = pageUrl(request);
  const params = Object.fromEntries(url.searchParams);
  const location =
    DESTINATIONS.find((l) => l.toLowerCase() === (params.location ?? "").toLowerCase()) ?? DESTINATIONS[0];
  const filters = { type: params.type, block: params.block, page: params.page };
  const parsed = calendarQuery.safeParse({ location, month: params.month, propertyId: params.propertyId, ...filters });
  const query = parsed.success ? parsed.data : calendarQuery.parse({ location, ...filters });
  const calendar = await services.desk.calendar(query);
  return {
    calendar,
    // the block form offers the villas of the page shown (the filters narrow them)
    villas: calendar.villas.map((v) => ({ id: v.id, name: v.name, villa_number: v.villa_number })),
    propertyId: query.propertyId ?? null,
    queryError: parsed.success ? null : parsed.error.issues[0].message,
    saved: url.searchParams.get("saved"),
  };
}

/** The calendar's forms: a block (intent "block") and lifting one (intent "lift"). */
export async function calendarAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const actor = actorOf(staff, context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const back = pageUrl(request);
  if (intent === "lift") {
    const result = await attempt({ intent, id: values.id }, d.blockLifted, () =>
      context.services.desk.liftBlock(actor, values.id ?? ""),
    );
    if (!("ok" in result) || !result.ok) return result;
    back.searchParams.set("saved", "lifted");
    return redirect(`${back.pathname}${back.search}`);
  }
  const parsed = checkForm(blockBody, { ...values, note: values.note ?? "" });
  if (!parsed.ok) return data<DeskResult>({ ...parsed, intent: "block", values }, { status: 400 });
  const result = await attempt({ intent: "block", values }, d.blocked, () =>
    context.services.desk.block(actor, parsed.data),
  );
  if (!("ok" in result) || !result.ok) return result;
  back.searchParams.set("saved", "blocked");
  back.searchParams.set("month", parsed.data.start_date.slice(0, 7));
  return redirect(`${back.pathname}${back.search}`);
}

/** /admin/stays/new: the villas to choose from for a phone booking. */
export async function loadPhoneBooking(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.stays);
  return { villas: await services.desk.villas() };
}

/** The phone booking's form: booked, then to the desk's day of the arrival with the reference said. */
export async function phoneBookingAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const form = await request.formData();
  const values = formValues(form);
  const parsed = checkForm(phoneBookingBody, values);
  if (!parsed.ok) return data<DeskResult>({ ...parsed, intent: "book", values }, { status: 400 });
  try {
    const booked = await context.services.desk.bookByPhone(actorOf(staff, context), parsed.data);
    return redirect(`/admin/stays?date=${parsed.data.check_in}&booked=${encodeURIComponent(booked.reference)}`);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<DeskResult>(
      { ok: false, message: refusal.message, intent: "book", errors: {}, values },
      { status: refusal.status },
    );
  }
}

/** /admin/stays/{id}: the stay's record and the staff notes on it (the stays desk's roles; 404 for an unknown one). */
export async function loadStayRecord(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const stay = await orRouteError(context.services.officeStays.get(id));
  return { stay, notes: await loadNotes(context, staff.role, "stay", stay.id) };
}

/** The stay record's one form: a staff note. */
export async function stayRecordAction(request: Request, context: AppContext, id: string) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.stays);
  const form = await request.formData();
  if (!isNotePost(form)) return data({ ok: false, message: noteMessages.unknownForm }, { status: 400 });
  return noteAction(context, staff, "stay", id, form);
}
