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
import { registrationInput, type RegistrationRecord } from "../../../common/programme-schemas";
import { checkForm } from "../../lib/form";
import type { AppContext } from "../../lib/app-context.server.ts";
import { orRouteError, serviceRefusal, signedInMember } from "../../lib/route-errors.server";
import type { BookingResult, ProgrammeItemData, ProgrammeListData, TicketCodes } from "./booking-results";

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
async function ticketCodes(registration: RegistrationRecord): Promise<TicketCodes> {
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
 * The booking form's post (works without JavaScript): the shared schema (a visitor's name, e-mail and phone
 * required), then `services.programme.register`. Free places come back confirmed, paid ones held with Razorpay's
 * order; a refusal (403 for members, 409 fewer places left, 429…) keeps the form with what was typed and says why.
 */
export async function bookProgrammeItem(context: AppContext, request: Request, slug: string) {
  const { services, language, clientAddress } = context;
  const form = await request.formData();
  const member = await signedInMember(request, services);
  const checked = checkForm(
    member ? registrationInput : visitorRegistrationInput,
    registrationFromForm(form, member !== null),
  );
  if (!checked.ok)
    return data<BookingResult>({ ...checked, values: bookingValues(form), status: 400 }, { status: 400 });
  try {
    const registration = await services.programme.register(slug, checked.data, {
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
