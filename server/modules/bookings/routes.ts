import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { availabilityMessages, availabilityQuery, villaAvailability } from "../../../common/availability-schemas.ts";
import { propertyRecord } from "../../../common/catalogue-schemas.ts";
import { memberBookingRow } from "../../../common/member-bookings.ts";
import { bookingRecord, bookStayBody, stayRequest } from "../../../common/stay-schemas.ts";
import { stayMessages } from "../../../common/stays.ts";
import { cancellationTermsMessages, cancellationTermsRecord } from "../../../common/stay-cancellation.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import type { Services } from "../../services.ts";
import { currentUser, optionalUser, requireUser } from "../auth/require-user.ts";
import { requestLanguage } from "../../platform/language.ts";

const priceBreakup = bookingRecord.shape.price;

/** What a member's cancellation refunds under the club's cancellation terms. */
const cancellationRefund = z.object({
  paid: z.number().int().describe("rupees paid for the stay (online, or an advance at the property)"),
  amount: z.number().int().describe("rupees refunded"),
  percent: z.number().int(),
  days_before: z.number().int().describe("club days from the cancellation to check-in"),
  waived: z.boolean(),
  method: z
    .enum(["razorpay", "bank"])
    .nullable()
    .describe("razorpay: refunded online; bank: through the club's refunds"),
  credit_note: z.string().nullable().describe("the credit note of the invoice's refunded part"),
  free_nights_returned: z.number().int(),
});

/** The portal's Bookings tab, and booking a stay: the quote, the review and the payment. */
export const bookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/bookings",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "The member's villa contributions (type Contribution) and stays (type Booking), newest first",
        response: { 200: envelope(z.array(memberBookingRow)), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await services.bookings.listMine(currentUser(request).id, requestLanguage(request)), "Bookings");
    },
  );

  app.get(
    "/bookings/quote",
    {
      preHandler: optionalUser(),
      schema: {
        tags: ["bookings"],
        summary: "The price of a stay in a villa and whether the villa is free for it",
        description:
          "For a signed-in member with an active Full Membership, the nights come first from the membership year's free nights (`free_nights_used`); the other nights × the villa's price per night, the coupon's discount on them, guests beyond 2 adults and 2 children at ₹1000 each a night (`extra_guest_charge`), ₹719 taxes and fees a night, and the total. `available` is false when a stay, a block or a hold takes any of the nights (the check-out day is free). `400` for a party the villa does not sleep.",
        querystring: stayRequest.extend({ coupon: text("the coupon code").trim().max(20).optional() }),
        response: {
          200: envelope(
            z.object({
              property: propertyRecord,
              price: priceBreakup,
              free_nights_used: z.number().int(),
              extra_guest_charge: z.number().int(),
              available: z.boolean(),
            }),
          ),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { coupon, ...stay } = request.query;
      const member = request.auth?.user ?? null;
      // a member's quote holds their free nights: never shared by a cache
      if (member) reply.header("cache-control", "private, no-store");
      const quote = await services.bookings.quoteStay(stay, coupon, member);
      return ok(
        {
          property: quote.property,
          price: quote.price,
          free_nights_used: quote.price.freeNights,
          extra_guest_charge: quote.price.extraGuestCharge,
          available: quote.available,
        },
        "Quote",
      );
    },
  );

  app.get(
    "/property/:id/availability",
    {
      schema: {
        tags: ["bookings"],
        summary: "A villa's nights, free or taken, with each night's price and minimum stay",
        description:
          "Public. One entry per night from `from` (today or later) to `to` (exclusive), at most 366 nights: `available` is false when a stay, a hold still within its 15 minutes or a block of the desk takes the night; `price` (whole rupees), `minStay` and `closedToArrival` come from the villa's nightly rates. Who holds a night is never said. The booking review's quote stays the authority on a stay's price. Cached publicly for 30 seconds. `400` for bad dates, a past `from`, `to` not after `from` or more than 366 nights; `404` for an unknown or unpublished villa.",
        params: z.object({ id: text("the villa").max(64) }),
        querystring: availabilityQuery,
        response: { 200: envelope(villaAvailability), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const answer = await services.bookings.availability(request.params.id, from, to);
      // the same for every visitor: a short public cache (the review's quote checks the nights again)
      reply.header("cache-control", "public, max-age=30");
      return ok(answer, availabilityMessages.fetched);
    },
  );

  app.post(
    "/bookings",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "Book a stay for the signed-in member",
        description:
          "Stores the stay with the guest's details and the price worked out on the server, e-mails a confirmation and answers with the reference VWC-B-<year>-<number>. `409` when a stay, a block or a hold takes any of the nights; `400` for a party the villa does not sleep or a membership ID that is not the member's. This books a stay paid at the property (cod); a stay paid online goes through `POST /api/payments/razorpay/order` with purpose `stay` (held 15 minutes while the member pays).",
        body: bookStayBody,
        response: {
          201: envelope(bookingRecord),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const booking = await services.bookings.bookStay(currentUser(request), request.body);
      return reply.code(201).send(ok(booking, stayMessages.booked, 201));
    },
  );

  app.get(
    "/bookings/:id/invoice",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "The invoice of one of the member's stays paid online (PDF)",
        description:
          "Numbered VWC-INV-<year>-<n> when the payment is verified: the stay, its price line by line (free nights, extra guests), the payment. `404` for a stay that is not the member's or was paid at the property.",
        params: z.object({ id: text("the booking").max(64) }),
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await services.bookings.invoice(currentUser(request).id, request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf) as never);
    },
  );

  app.get(
    "/bookings/cancellation-terms",
    {
      schema: {
        tags: ["bookings"],
        summary: "The club's cancellation terms for stays",
        description:
          "Each tier: from `days_before` club days before check-in (up to the tier above it), `refund_percent` of what was paid is refunded; fewer days than the last tier refund nothing. A Full Member's free nights always go back to their year.",
        response: { 200: envelope(cancellationTermsRecord) },
      },
    },
    async () => ok(await services.bookings.cancellationTerms(), cancellationTermsMessages.terms),
  );

  app.post(
    "/bookings/:id/cancel",
    {
      preHandler: requireUser(),
      schema: {
        tags: ["bookings"],
        summary: "Cancel one of the member's stays, until the day before check-in",
        description:
          "The nights are free again at once and a note is e-mailed. What was paid is refunded as the club's cancellation terms give on the day (club days before check-in; `GET /api/bookings/cancellation-terms`): a stay paid online by a partial refund through Razorpay with a credit note of that part of its invoice, an advance paid at the property through the club's refunds. A Full Member's free nights always go back to their year. `refund` answers what was paid, what is refunded and the percentage. `404` for a booking that is not the member's, `409` for one already cancelled or on or after its check-in day.",
        params: z.object({ id: text("the booking").max(64) }),
        response: {
          200: envelope(
            z.object({ _id: z.string(), reference: z.string(), status: z.string(), refund: cancellationRefund }),
          ),
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await services.bookings.cancelStay(currentUser(request), request.params.id), stayMessages.cancelled),
  );
};
