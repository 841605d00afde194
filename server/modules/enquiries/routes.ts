import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TOPICS,
  enquiryDetail,
  enquiryInput,
  enquiryList,
  enquiryMessages as m,
  enquiryQuery,
  enquiryReplyInput,
} from "../../../common/enquiries.ts";
import { text } from "../../../common/text.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";

const idParams = z.object({ id: text("the question").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };
const decided = envelope(z.object({ status: z.enum(ENQUIRY_STATUSES) }));
const receipt = envelope(z.object({ id: z.string(), topic: z.enum(ENQUIRY_TOPICS), villa: z.string().nullable() }));

/** A visitor's question: anyone may ask; stored, acknowledged by e-mail, rate-limited per address. */
export const enquiryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/enquiries",
    {
      schema: {
        tags: ["enquiries"],
        summary: "Send the club a question (the contact form)",
        description:
          "Stores the question with its first message and e-mails the visitor an acknowledgement. Topic is one of stay, ownership, membership, donation, other; `villa` (optional) is a villa's id. At most 5 an hour from one address (429).",
        body: enquiryInput,
        response: { 201: receipt, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const enquiry = await services.enquiries.submit(request.body, request.ip);
      return reply.code(201).send(ok(enquiry, m.received, 201));
    },
  );
};

/** The office's inbox of visitors' questions: front office (an administrator always). */
export const enquiryOfficeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/enquiries",
    {
      preValidation: requireOffice("enquiries"),
      schema: {
        tags: ["office"],
        summary:
          "Visitors' questions by status (new, answered, closed or all; default new), by name, e-mail or words, a page at a time (front office)",
        querystring: enquiryQuery,
        response: { 200: envelope(enquiryList), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.enquiries.list(request.query), m.list),
  );

  csvRoute(app, {
    url: "/admin/enquiries.csv",
    guard: requireOffice("enquiries"),
    summary: "Visitors' questions of a status, each question whole,",
    querystring: enquiryQuery,
    download: (query) => services.enquiries.csv(query),
  });

  app.get(
    "/admin/enquiries/:id",
    {
      preValidation: requireOffice("enquiries"),
      schema: {
        tags: ["office"],
        summary: "A visitor's question and its thread (front office)",
        params: idParams,
        response: { 200: envelope(enquiryDetail), ...denied, 404: errorEnvelope },
      },
    },
    async (request) => ok(await services.enquiries.get(request.params.id), m.detail),
  );

  app.post(
    "/admin/enquiries/:id/reply",
    {
      preValidation: requireOffice("enquiries"),
      schema: {
        tags: ["office"],
        summary:
          "Answer a visitor's question: e-mailed to them, kept in the thread, the question marked answered (audited)",
        params: idParams,
        body: enquiryReplyInput,
        response: { 200: decided, 400: errorEnvelope, ...denied, 404: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.enquiries.reply(
          { id: user.id, role: user.role, ip: request.ip },
          request.params.id,
          request.body.message,
        ),
        m.replied,
      );
    },
  );

  app.post(
    "/admin/enquiries/:id/close",
    {
      preValidation: requireOffice("enquiries"),
      schema: {
        tags: ["office"],
        summary: "Close a visitor's question: nothing more to do (audited)",
        params: idParams,
        response: { 200: decided, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.enquiries.close({ id: user.id, role: user.role, ip: request.ip }, request.params.id),
        m.closed,
      );
    },
  );
};
