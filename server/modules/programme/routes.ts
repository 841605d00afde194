import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { programmeMessages as m } from "../../../common/programme.ts";
import {
  cancelRegistrationInput,
  cancelledRegistration,
  programmeItemRecord,
  programmeList,
  programmeQuery,
  registrationInput,
  registrationRecord,
  type RegistrationRecord,
  waitlistInput,
  waitlistRecord,
} from "../../../common/programme-schemas.ts";
import { razorpayVerifyBody } from "../../../common/razorpay-schemas.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { requestLanguage } from "../../platform/language.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, optionalUser, requireUser } from "../auth/require-user.ts";

const slugParams = z.object({ slug: text("the address").trim().min(1).max(80) });
const tokenParams = z.object({ token: text("the link").trim().min(1).max(200) });
const referenceParams = z.object({ reference: text("the registration").trim().min(1).max(40) });
const tokenQuery = z.object({ t: text("the link").trim().max(200).optional() });

/**
 * The programme for the public (decision 050): the published, upcoming events, retreats and courses and an item's
 * page data; booking places (a visitor or a signed-in member) and verifying a held booking's online payment; a
 * member's own registrations; the waiting list of a full item (joined, its offer booked and left by the signed link of
 * its mails); a registration seen and cancelled by its booker (signed in, or by the confirmation's signed link).
 */
/** Who books or joins: the signed-in member (if any), the page's language and the address, for the limits. */
function booker(request: FastifyRequest) {
  const user = request.auth?.user;
  return {
    member: user ? { id: user.id, email: user.email, name: user.name } : null,
    language: requestLanguage(request),
    ip: request.ip,
  };
}

/** A booking's answer: 201 with the registration, said held (paid online) or confirmed. */
const booked = (registration: RegistrationRecord) =>
  ok(registration, registration.status === "held" ? m.held : m.registered, 201);

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
        const registration = await programme.register(request.params.slug, request.body, booker(request));
        return reply.code(201).send(booked(registration));
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

    scope.post(
      "/events/:slug/waitlist",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary: "Join the waiting list of a full event, retreat or course",
          description:
            "`{ name, email, seats }` (a signed-in member's name and e-mail are their account's when left out). Answers 201 with `data.position` (1: next in line) and mails the place with a signed link to leave. When places free up the first in line is e-mailed an offer: the places are kept for them for the hours the office's programme settings say (24 by default), booked at POST /api/events/waitlist/{token}/book. 409 while enough places are free (book them instead), when that e-mail is already in line, or for an item cancelled or begun; 403 as booking (who may book); 429 beyond 20 an hour from one address without an account.",
          params: slugParams,
          body: waitlistInput,
          response: {
            201: envelope(waitlistRecord),
            400: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const entry = await programme.joinWaitlist(request.params.slug, request.body, booker(request));
        return reply.code(201).send(ok(entry, m.waitlistJoined(entry.position ?? 1), 201));
      },
    );

    scope.get(
      "/events/waitlist/:token",
      {
        schema: {
          tags: ["programme"],
          summary: "A place on the waiting list by the signed link of its mails: its state, position and offer",
          params: tokenParams,
          response: { 200: envelope(waitlistRecord), 404: errorEnvelope },
        },
      },
      async (request) => ok(await programme.waitlist(request.params.token), m.waitlistEntry),
    );

    scope.post(
      "/events/waitlist/:token/leave",
      {
        schema: {
          tags: ["programme"],
          summary: "Leave the waiting list by the signed link of its mails (an offer held passes to the next in line)",
          description:
            "Leaving again is not an error. 409 once the place was booked, lapsed or closed; 404 for a link not the club's.",
          params: tokenParams,
          response: { 200: envelope(waitlistRecord), 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (request) => ok(await programme.leaveWaitlist(request.params.token), m.waitlistLeft),
    );

    scope.post(
      "/events/waitlist/:token/book",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary: "Book the places an offer of the waiting list keeps, through its signed link",
          description:
            "As POST /api/events/{slug}/registrations, with the offer's places (at most as many attendees as it keeps; the others pass to the next in line). A visitor's `booker` defaults to the name and e-mail on the list. 409 while there is no offer yet, once it lapsed or was used.",
          params: tokenParams,
          body: registrationInput,
          response: {
            201: envelope(registrationRecord),
            400: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const registration = await programme.bookOffer(request.params.token, request.body, booker(request));
        return reply.code(201).send(booked(registration));
      },
    );

    scope.get(
      "/events/registrations/:reference",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary:
            "A registration as its booker sees it: the signed-in owner, or anyone with the confirmation's signed link (`t`)",
          params: referenceParams,
          querystring: tokenQuery,
          response: { 200: envelope(registrationRecord), 404: errorEnvelope },
        },
      },
      async (request) =>
        ok(
          await programme.registration(request.params.reference, {
            memberId: request.auth?.user.id,
            token: request.query.t,
          }),
          m.registrationView,
        ),
    );

    scope.get(
      "/events/registrations/:reference/invoice",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary: "The invoice of a registration's places paid online (PDF), for its booker",
          description:
            "The signed-in owner, or anyone with the confirmation's signed link (`t`). Numbered VWC-INV-<year>-<n> when the payment is received: a GST tax invoice (a payment receipt without the Trust's GSTIN), sealed and verifiable at /verify. 404 for another's registration, a link not the club's, or places free or not yet paid.",
          params: referenceParams,
          querystring: tokenQuery,
          response: { 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { name, bytes } = await programme.invoice(request.params.reference, {
          memberId: request.auth?.user.id,
          token: request.query.t,
        });
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(bytes as never);
      },
    );

    scope.post(
      "/events/registrations/:reference/cancel",
      {
        preHandler: optionalUser(),
        schema: {
          tags: ["programme"],
          summary: "Cancel a registration within the item's cancellation terms (its owner, or by the signed link)",
          description:
            "The signed-in owner, or anyone with the confirmation mail's signed token in `token`. Until `cancel_days_before` club days before the first session (`data.cancel_until` of the registration), never once it began: 409 with the terms otherwise. The places go back (offered to the waiting list); a paid place is refunded in full through Razorpay (`data.refund`); the booker is mailed. 404 for another's registration or a link not the club's.",
          params: referenceParams,
          body: cancelRegistrationInput,
          response: {
            200: envelope(cancelledRegistration),
            400: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
          },
        },
      },
      async (request) =>
        ok(
          await programme.cancel(request.params.reference, {
            memberId: request.auth?.user.id,
            token: request.body?.token,
            ip: request.ip,
          }),
          m.cancelled,
        ),
    );
  });
};
