import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noteBody, noteMessages as m, noteQuery, staffNote } from "../../../common/office-notes.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice, staffActor } from "../auth/require-user.ts";

const answers = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const WHO =
  "A note on a member is for the roles that open members (front office, accounts), on a stay for the stays desk's (front office), on an enquiry for the questions' (front office); an administrator always. Another role: 403.";

/** Staff notes on a member, a stay or an enquiry (the roles that open the record; never the member). */
export const noteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.post(
    "/admin/notes",
    {
      preHandler: requireOffice("notes"),
      schema: {
        tags: ["office"],
        summary: "Add a dated note to a member, a stay or an enquiry (audited; never shown to the member)",
        description: `subject is member, stay or enquiry; id the record's id; body the note (at most 2,000 characters). ${WHO}`,
        body: noteBody,
        response: { 201: envelope(staffNote), ...answers },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.notes.add(staffActor(request), request.body), m.added, 201)),
  );

  app.get(
    "/admin/notes",
    {
      preHandler: requireOffice("notes"),
      schema: {
        tags: ["office"],
        summary: "The notes of a member, a stay or an enquiry, newest first",
        description: WHO,
        querystring: noteQuery,
        response: { 200: envelope(z.array(staffNote)), ...answers },
      },
    },
    async (request) =>
      ok(await services.notes.list(currentUser(request).role, request.query.subject, request.query.id), m.listed),
  );
};
