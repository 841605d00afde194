import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { programmeMessages as m } from "../../../common/programme.ts";
import {
  attendeeMessageInput,
  checkInInput,
  officeCancelInput,
  officeCancelRecord,
  checkInRecord,
  officeProgrammeItem,
  officeProgrammeList,
  officeProgrammeQuery,
  programmeItemInput,
  programmeItemPatch,
  programmeSettingsInput,
  programmeSettingsRecord,
  sessionAttendees,
} from "../../../common/programme-schemas.ts";
import { text } from "../../../common/text.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the item").max(64) });
const sessionParams = z.object({ id: text("the session").max(64) });
const ticketParams = z.object({ reference: text("the ticket").trim().min(1).max(40) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * The office's programme (decision 050): content staff keep the events, retreats and courses and cancel a session or
 * an item; the front office checks tickets in and lists a session's attendees; both download an item's attendees and
 * write to a session's (an administrator always).
 */
export const programmeOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { programmeOffice } = services;
  noStoreAnswers(app);

  app.get(
    "/admin/programme",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Events, retreats and courses with their places taken and registrations",
        description: "Search by title or instructor (`q`), `kind`, `when` (upcoming — the default —, past or all).",
        querystring: officeProgrammeQuery,
        response: { 200: envelope(officeProgrammeList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await programmeOffice.list(request.query), m.list),
  );

  app.get(
    "/admin/programme-settings",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "The programme's settings: how many hours an offer of the waiting list keeps its places",
        response: { 200: envelope(programmeSettingsRecord), ...denied },
      },
    },
    async () => ok(await programmeOffice.settings(), m.settings),
  );

  app.put(
    "/admin/programme-settings",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Saves the programme's settings; audited before → after",
        description:
          "`waitlist_offer_hours`: 1 to 168. Offers made from now on keep their places that long; those made before keep their time.",
        body: programmeSettingsInput,
        response: { 200: envelope(programmeSettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await programmeOffice.saveSettings(staffActor(request), request.body), m.settingsSaved),
  );

  app.get(
    "/admin/programme/:id",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "An event, retreat or course as the office edits it (published or not)",
        params: idParams,
        response: { 200: envelope(officeProgrammeItem), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await programmeOffice.get(request.params.id), m.item),
  );

  app.post(
    "/admin/programme",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Creates an event, retreat or course with its sessions (India time); audited",
        description:
          "The slug is made from the title when none is given (409 when the one given is taken). `location` is a location of the club or null for online; `price` whole rupees per person (0 free).",
        body: programmeItemInput,
        response: { 201: envelope(officeProgrammeItem), 400: errorEnvelope, ...denied, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await programmeOffice.create(staffActor(request), request.body), m.created, 201)),
  );

  app.patch(
    "/admin/programme/:id",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Changes an event, retreat or course: any of its fields (audited before → after)",
        description:
          "`sessions`, when given, is the whole list: a session with its `id` is kept, one without is added, one left out is removed (409 once someone checked in at it). A capacity below the places taken is refused (409).",
        params: idParams,
        body: programmeItemPatch,
        response: {
          200: envelope(officeProgrammeItem),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await programmeOffice.update(staffActor(request), request.params.id, request.body), m.saved),
  );

  app.get(
    "/admin/programme/sessions/:id/attendees",
    {
      preValidation: requireOffice("programmeCheckIn"),
      schema: {
        tags: ["office"],
        summary: "A session's attendees (confirmed registrations' tickets) with their check-in state",
        params: sessionParams,
        response: { 200: envelope(sessionAttendees), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await programmeOffice.attendees(request.params.id), m.attendeesList),
  );

  app.post(
    "/admin/tickets/:reference/check-in",
    {
      preValidation: requireOffice("programmeCheckIn"),
      schema: {
        tags: ["office"],
        summary: "Checks a ticket in at a session: its item's session today, or the one given as `session_id`",
        description:
          "200 the first time, with the attendee's name and the session; 409 when already checked in (with when), when the registration is not confirmed or the item has no session today; 404 for an unknown ticket or session. Audited.",
        params: ticketParams,
        body: checkInInput,
        response: {
          200: envelope(checkInRecord),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await programmeOffice.checkIn(staffActor(request), request.params.reference, request.body?.session_id),
        m.checkedIn,
      ),
  );

  app.post(
    "/admin/programme/:id/cancel",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Cancels a whole event, retreat or course: everyone booked told and refunded, its waiting list closed",
        description:
          "`reason` is quoted in every mail. Each registration held or confirmed is cancelled; each paid one owed back all that is left through Razorpay; the waiting list is closed and told. 409 for an item already cancelled or over. Audited.",
        params: idParams,
        body: officeCancelInput,
        response: {
          200: envelope(officeCancelRecord),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await programmeOffice.cancelItem(staffActor(request), request.params.id, request.body);
      return ok(done, m.itemCancelledOffice(done.registrations, done.refunds));
    },
  );

  app.post(
    "/admin/programme/sessions/:id/cancel",
    {
      preValidation: requireOffice("programme"),
      schema: {
        tags: ["office"],
        summary: "Cancels one session of an item: everyone booked told, each paid registration refunded its share",
        description:
          "A registration's share of a session is its amount over the item's sessions, rounded down to the rupee (decision 050). 409 for a session cancelled or begun, of a cancelled item, or the item's last session still on (cancel the item instead). Audited.",
        params: sessionParams,
        body: officeCancelInput,
        response: {
          200: envelope(officeCancelRecord),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await programmeOffice.cancelSession(staffActor(request), request.params.id, request.body);
      return ok(done, m.sessionCancelled(done.registrations, done.refunds));
    },
  );

  app.post(
    "/admin/programme/sessions/:id/message",
    {
      preValidation: requireOffice("programmeAttendees"),
      schema: {
        tags: ["office"],
        summary: "E-mails the staff's message to everyone attending the session's item, through the mail queue",
        description:
          "`{ subject, body }` (paragraphs split by blank lines) to each confirmed registration's booker and each attendee with an e-mail address, each address once. Audited with the subject and the count.",
        params: sessionParams,
        body: attendeeMessageInput,
        response: {
          200: envelope(z.object({ sent: z.number().int() })),
          400: errorEnvelope,
          ...denied,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      const done = await programmeOffice.message(staffActor(request), request.params.id, request.body);
      return ok(done, m.messageSent(done.sent));
    },
  );

  csvRoute(app, {
    url: "/admin/programme/:id/attendees.csv",
    guard: requireOffice("programmeAttendees"),
    summary: "An event, retreat or course's attendees (a ticket a line, confirmed registrations)",
    querystring: z.object({}),
    params: idParams,
    download: (_query, params) => programmeOffice.attendeesCsv(params.id),
  });
};
