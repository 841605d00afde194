import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffNotifyInput, staffNotifyMessages as m } from "../../../common/identity-documents.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { currentUser, requireOffice } from "../auth/require-user.ts";

/** A staff member's own office e-mails: any staff role. */
export const officeNotifyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.put(
    "/admin/me/notifications",
    {
      preHandler: requireOffice("home"),
      schema: {
        tags: ["office"],
        summary:
          "Choose your office e-mails: one per new item for your role (each), a daily digest (daily) or none (off)",
        body: staffNotifyInput,
        response: {
          200: envelope(z.object({ staff_notify: z.enum(["each", "daily", "off"]) })),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(
        await services.staffNotify.set({ id: user.id, role: user.role, ip: request.ip }, request.body.staff_notify),
        m.saved,
      );
    },
  );
};
