import QRCode from "qrcode";
import { data } from "react-router";
import { clubToday } from "../../../common/club-time";
import { PUBLIC_PAGE_SIZE, programmeMessages as m } from "../../../common/programme";
import {
  bookingValues,
  placesOf,
  programmeFilters,
  programmeMonths,
  registrationFromForm,
  visitorRegistrationInput,
} from "../../../common/programme-pages";
import { programmeItemInLanguage } from "../../../common/programme-display";
import { isConfirmed, confirmMessages } from "../../../common/confirm";
import {
  registrationInput,
  waitlistInput,
  type RegistrationInput,
  type RegistrationRecord,
} from "../../../common/programme-schemas";
import { checkForm } from "../../lib/form";
import type { AppContext } from "../../lib/app-context.server.ts";
import { orRouteError, serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import type {
  BookingResult,
  CancelResult,
  LeaveResult,
  ProgrammeItemData,
  ProgrammeListData,
  RegistrationPageData,
  TicketCodes,
  WaitlistJoinResult,
  WaitlistPageData,
} from "./booking-results";

/**
 * /events: the published items still to come for the filters in the address (kind, location, month, page); a failure
 * to read them is the page's error state, logged.
 */
export async function loadProgrammeList({ services, language }: AppContext, url: URL): Promise<ProgrammeListData> {
  const { page, ...filters } = programmeFilters(url.searchParams);
  const months = programmeMonths(clubToday());
  try {
    const list = await services.programme.list({ ...filters, page, limit: PUBLIC_PAGE_SIZE });
    return {
      ok: true,
      list: { ...list, items: list.items.map((item) => programmeItemInLanguage(item, language)) },
      filters,
      months,
    };
  } catch (error) {
    services.logError("/events could not read the programme", error);
    return { ok: false, filters, months };
  }
}

/** An item's page: the published item (404 else) in the page's language, the signed-in booker, the places asked. */
export async function loadProgrammeItem(
  { services, language }: AppContext,
  request: Request,
  slug: string,
  url: URL,
): Promise<ProgrammeItemData> {
  const item = await orRouteError(services.programme.get(slug));
  const member = await signedInMember(request, services);
  return {
    item: programmeItemInLanguage(item, language),
    booker: member ? { name: member.name, email: member.email } : null,
    places: placesOf(url.searchParams.get("places") ?? "1"),
    started: item.sessions.length > 0 && new Date(item.sessions[0].starts_at).getTime() <= Date.now(),
  };
}

/** Each ticket's QR code as SVG: the ticket's reference alone, as the confirmation mail's PNG holds it. */
export async function ticketCodes(registration: RegistrationRecord): Promise<TicketCodes> {
  const codes = await Promise.all(
    registration.tickets.map(
      async (ticket) =>
        [
          ticket.reference,
          await QRCode.toString(ticket.reference, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
        ] as const,
    ),
  );
  return Object.fromEntries(codes);
}

/**
 * The item page's posts (with or without JavaScript): the booking form, or the waiting list's form of a full item
 * (`intent=waitlist`).
 */
export async function bookProgrammeItem(context: AppContext, request: Request, slug: string) {
  const form = await request.formData();
  if (form.get("intent") === "waitlist") return joinProgrammeWaitlist(context, request, slug, form);
  return bookFromForm(context, request, form, (input, booker) =>
    context.services.programme.register(slug, input, booker),
  );
}

type Booker = Parameters<AppContext["services"]["programme"]["register"]>[2];

/**
 * A booking form's post: the shared schema (a visitor's name, e-mail and phone required), then `book` (the item's
 * registration, or an offer of the waiting list's). Free places come back confirmed, paid ones held with Razorpay's
 * order; a refusal (403 for members, 409 fewer places left, 429…) keeps the form with what was typed and says why.
 */
async function bookFromForm(
  context: AppContext,
  request: Request,
  form: FormData,
  book: (input: RegistrationInput, booker: Booker) => Promise<RegistrationRecord>,
) {
  const { services, language, clientAddress } = context;
  const member = await signedInMember(request, services);
  const checked = checkForm(
    member ? registrationInput : visitorRegistrationInput,
    registrationFromForm(form, member !== null),
  );
  if (!checked.ok)
    return data<BookingResult>({ ...checked, values: bookingValues(form), status: 400 }, { status: 400 });
  try {
    const registration = await book(checked.data, {
      member: member ? { id: member.id, email: member.email, name: member.name } : null,
      language,
      ip: clientAddress,
    });
    return data<BookingResult>(
      {
        ok: true,
        message: registration.status === "held" ? m.held : m.registered,
        registration,
        codes: await ticketCodes(registration),
      },
      { status: 201 },
    );
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<BookingResult>(
      { ok: false, message: refusal.message, values: bookingValues(form), status: refusal.status },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};

/** A full item's waiting list form: `joinWaitlist` (a member's own name and e-mail by default); 201 with the place. */
async function joinProgrammeWaitlist(context: AppContext, request: Request, slug: string, form: FormData) {
  const { services, language, clientAddress } = context;
  const member = await signedInMember(request, services);
  const values = {
    name: formText(form, "name") ?? "",
    email: formText(form, "email") ?? "",
    seats: formText(form, "seats") ?? "1",
  };
  const checked = checkForm(waitlistInput, {
    name: formText(form, "name"),
    email: formText(form, "email"),
    seats: Number(values.seats),
  });
  if (!checked.ok)
    return data<WaitlistJoinResult>({ ...checked, intent: "waitlist", values, status: 400 }, { status: 400 });
  try {
    const entry = await services.programme.joinWaitlist(slug, checked.data, {
      member: member ? { id: member.id, email: member.email, name: member.name } : null,
      language,
      ip: clientAddress,
    });
    return data<WaitlistJoinResult>(
      { ok: true, intent: "waitlist", message: m.waitlistJoined(entry.position ?? 1), position: entry.position ?? 1 },
      { status: 201 },
    );
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<WaitlistJoinResult>(
      { ok: false, intent: "waitlist", message: refusal.message, values, status: refusal.status },
      { status: refusal.status, headers: refusal.headers },
    );
  }
}

/**
 * /events/waitlist/{token}: the holder's place in line (404 for a forged token); while offered, the item with the
 * offer's places to book through the same booking form.
 */
export async function loadWaitlistPage(
  { services, language }: AppContext,
  request: Request,
  token: string,
  url: URL,
): Promise<WaitlistPageData> {
  const entry = await orRouteError(services.programme.waitlist(token));
  const item = await orRouteError(services.programme.get(entry.item.slug));
  const member = await signedInMember(request, services);
  const shown = programmeItemInLanguage(item, language);
  return {
    entry,
    title: shown.title,
    booking: {
      item: { ...shown, seats_left: entry.seats },
      booker: member ? { name: member.name, email: member.email } : null,
      prefill: { name: entry.name, email: entry.email },
      places: Math.min(entry.seats, placesOf(url.searchParams.get("places") ?? String(entry.seats))),
      started: false,
      path: `/events/waitlist/${encodeURIComponent(token)}`,
    },
  };
}

/** The waiting list page's posts: leave the list (`intent=leave`), or book the offer through the booking form. */
export async function waitlistPageAction(context: AppContext, request: Request, token: string) {
  const form = await request.formData();
  if (form.get("intent") === "leave") {
    try {
      await context.services.programme.leaveWaitlist(token);
      return data<LeaveResult>({ ok: true, intent: "leave", message: m.waitlistLeft });
    } catch (error) {
      const refusal = serviceRefusal(error);
      if (!refusal) throw error;
      if (refusal.status === 404) throw data(refusal.message, { status: 404 });
      return data<LeaveResult>({ ok: false, intent: "leave", message: refusal.message }, { status: refusal.status });
    }
  }
  return bookFromForm(context, request, form, (input, booker) =>
    context.services.programme.bookOffer(token, input, booker),
  );
}

/** The booker's access to a registration: signed in (their own) or the mail's signed token (`t`). */
async function bookerAccess(context: AppContext, request: Request, token: string | null) {
  const member = await signedInMember(request, context.services);
  return { memberId: member?.id ?? null, token: token || null, ip: context.clientAddress };
}

/** /events/registrations/{reference}?t=: the registration with its tickets' codes (404 without access). */
export async function loadRegistrationPage(
  context: AppContext,
  request: Request,
  reference: string,
  url: URL,
): Promise<RegistrationPageData> {
  const token = url.searchParams.get("t");
  const registration = await orRouteError(
    context.services.programme.registration(reference, await bookerAccess(context, request, token)),
  );
  const today = clubToday();
  const first = registration.sessions[0];
  const cancellable =
    (registration.status === "confirmed" || registration.status === "held") &&
    registration.cancel_until !== null &&
    today <= registration.cancel_until &&
    !(first && new Date(first.starts_at).getTime() <= Date.now());
  return {
    registration: { ...registration, item: { ...registration.item, title: titleOf(registration, context.language) } },
    codes: await ticketCodes(registration),
    token,
    cancellable,
    confirming: url.searchParams.get("cancel") === "1",
  };
}

const titleOf = (registration: RegistrationRecord, language: string) =>
  (language === "hi" && registration.item.hi.title) || registration.item.title;

/**
 * Cancel my places: confirmed first (a post without the confirmation answers with it), then `cancel` — the refund
 * owed, or the server's 409 outside the terms.
 */
export async function cancelRegistrationAction(context: AppContext, request: Request, reference: string) {
  const form = await request.formData();
  const token = formText(form, "t") ?? null;
  if (!isConfirmed(form))
    return data<CancelResult>({ ok: false, message: confirmMessages.confirmFirst, confirm: true }, { status: 400 });
  try {
    const done = await context.services.programme.cancel(reference, await bookerAccess(context, request, token));
    return data<CancelResult>({ ok: true, message: m.cancelled, refund: done.refund?.amount ?? 0 });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    if (refusal.status === 404) throw data(refusal.message, { status: 404 });
    return data<CancelResult>({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}
