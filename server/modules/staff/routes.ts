import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  staffInviteInput,
  staffMessages as m,
  staffQuery,
  staffRecord,
  staffRoleInput,
} from "../../../common/office-staff.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { csvRoute } from "../../platform/csv-route.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";
import type { FastifyRequest } from "fastify";
import { text } from "../../../common/text.ts";

const idParams = z.object({ id: text("the staff account").max(64) });
const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The acting administrator as the audit log records them. */
const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, role: user.role, name: user.name, ip: request.ip };
};

/** The club office's staff: administrators only (the "staff" area of OFFICE_ACCESS names no other role). */
export const staffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/staff",
    {
      preHandler: requireOffice("staff"),
      schema: {
        tags: ["office"],
        summary: "Staff accounts with role and status (administrators)",
        response: { 200: envelope(z.array(staffRecord)), ...denied },
      },
    },
    async () => ok(await services.staff.list(), m.list),
  );

  csvRoute(app, {
    url: "/admin/staff.csv",
    guard: requireOffice("staff"),
    summary: "Staff accounts (q: name or e-mail; role; status: active, invited or disabled)",
    querystring: staffQuery,
    download: (query) => services.staff.csv(query),
  });

  app.post(
    "/admin/staff/invite",
    {
      preHandler: requireOffice("staff"),
      schema: {
        tags: ["office"],
        summary: "Invites a staff member by e-mail with a role (a one-time link to set a password)",
        body: staffInviteInput,
        response: { 201: envelope(staffRecord), 400: errorEnvelope, ...denied, 409: errorEnvelope, 502: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await services.staff.invite(actorOf(request), request.body), m.invited, 201)),
  );

  app.post(
    "/admin/staff/:id/invite",
    {
      preHandler: requireOffice("staff"),
      schema: {
        tags: ["office"],
        summary: "Sends a new invitation link to someone invited who has not accepted yet (earlier links stop working)",
        params: idParams,
        response: { 200: envelope(staffRecord), ...denied, 404: errorEnvelope, 409: errorEnvelope, 502: errorEnvelope },
      },
    },
    async (request) => ok(await services.staff.resendInvite(actorOf(request), request.params.id), m.resent),
  );

  app.patch(
    "/admin/staff/:id",
    {
      preHandler: requireOffice("staff"),
      schema: {
        tags: ["office"],
        summary: "Changes a staff member's role (not one's own)",
        params: idParams,
        body: staffRoleInput,
        response: { 200: envelope(staffRecord), 400: errorEnvelope, ...denied, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await services.staff.changeRole(actorOf(request), request.params.id, request.body.role), m.roleChanged),
  );

  for (const [path, disabled] of [
    ["disable", true],
    ["enable", false],
  ] as const) {
    app.post(
      `/admin/staff/:id/${path}`,
      {
        preHandler: requireOffice("staff"),
        schema: {
          tags: ["office"],
          summary: disabled
            ? "Disables a staff account: its sessions end at once (not one's own)"
            : "Enables a disabled staff account again",
          params: idParams,
          response: { 200: envelope(staffRecord), ...denied, 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (request) =>
        ok(
          await services.staff.setDisabled(actorOf(request), request.params.id, disabled),
          disabled ? m.disabled : m.enabled,
        ),
    );
  }
};
