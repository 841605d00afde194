import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { programmeMessages as m } from "../../../common/programme.ts";
import {
  programmeItemRecord,
  programmeList,
  programmeQuery,
  registrationInput,
  registrationRecord,
} from "../../../common/programme-schemas.ts";
import { razorpayVerifyBody } from "../../../common/razorpay-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { requestLanguage } from "../../platform/language.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, optionalUser, requireUser } from "../auth/require-user.ts";

const slugParams = z.object({ slug: text("the address").trim().min(1).max(80) });

/**
 * The programme for the public (decision 050): the published, upcoming events, retreats and courses and an item's
 * page data; booking places (a visitor or a signed-in member) and verifying a held booking's online payment; a
 * member's own registrations.
 */
export const programmeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { programme } = services;

  app.get(
    "/events",
    {
      schema: {
        tags: ["programme"],
        summary: "The published events, retreats and courses still to come, the soonest first",
        description:
          "Filters: `kind` (event, retreat, course), `location` (a location's search value, e.g. rishikesh, or `online`), `month` (yyyy-mm: an item with a session in that month). Each item carries its sessions (India time), price per person in rupees (0 free), `capacity`, `seats_left` and who may book.",
        querystring: programmeQuery,
        response: { 200: envelope(programmeList), 400: errorEnvelope },
      },
    },
    async (request) => ok(await programme.list(request.query), m.list),
  );

  app.get(
    "/events/:slug",
    {
      schema: {
        tags: ["programme"],
        summary: "A published event, retreat or course by its address (slug), with its sessions and places left",
        params: slugParams,
        response: { 200: envelope(programmeItemRecord), 404: errorEnvelope },
      },
    },
    async (request) => ok(await programme.get(request.params.slug), m.item),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    noStoreAnswers(scope);

    scope.post(
      "/events/:slug/registrations",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary: "Book places at an event, retreat or course: a ticket per attendee",
          description:
            "A visitor gives `booker` (name, e-mail, phone); a signed-in member books as themselves. Answers 201 with `data.reference` (VWC-E-<year>-<n>) and a ticket reference per attendee. Free places are confirmed at once and e-mailed with each ticket's QR code and an .ics; paid places are held 15 minutes with `data.payment` (a Razorpay order for the amount the server computed; verify at POST /api/events/payments/verify). A Full Member's own place is free where the item says so. 403 when the item is for members (or Full Members) and the booker is not; 409 when fewer places are left than asked; 503 for paid places without online payment. At most 20 bookings an hour from one address without an account (429).",
          params: slugParams,
          body: registrationInput,
          response: {
            201: envelope(registrationRecord),
            400: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            429: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const user = request.auth?.user;
        const registration = await programme.register(request.params.slug, request.body, {
          member: user ? { id: user.id, email: user.email, name: user.name } : null,
          language: requestLanguage(request),
          ip: request.ip,
        });
        return reply.code(201).send(ok(registration, registration.status === "held" ? m.held : m.registered, 201));
      },
    );

    scope.post(
      "/events/payments/verify",
      {
        schema: {
          tags: ["programme"],
          summary: "Verify the online payment of places held (no sign-in) and confirm the registration",
          description:
            "The three fields Razorpay Checkout hands the page. The signature is checked against the stored order; the registration is then confirmed once (the webhook may have done it first) and its tickets e-mailed. Rate-limited per address (429).",
          body: razorpayVerifyBody,
          response: {
            200: envelope(registrationRecord),
            400: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            429: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => ok(await programme.verifyPayment(request.body, request.ip), m.paid),
    );

    scope.get(
      "/events/registrations/mine",
      {
        preHandler: requireUser(),
        schema: {
          tags: ["programme"],
          summary: "The signed-in member's own registrations (confirmed, or held while paid), newest first",
          response: { 200: envelope(z.array(registrationRecord)), 401: errorEnvelope },
        },
      },
      async (request) => ok(await programme.mine(currentUser(request).id), m.mine),
    );
  });
};
