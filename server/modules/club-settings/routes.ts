import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clubSettingsInput, clubSettingsRecord, settingsMessages as m } from "../../../common/club-settings.ts";
import { envelope, errorEnvelope, ok } from "../../platform/envelope.ts";
import { noStoreAnswers } from "../../platform/no-store.ts";
import type { Services } from "../../services.ts";
import { requireOffice, staffActor } from "../auth/require-user.ts";

const denied = { 401: errorEnvelope, 403: errorEnvelope };

/** The club's settings: administrators read and change them (every change audited before → after). */
export const clubSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  noStoreAnswers(app);

  app.get(
    "/admin/settings",
    {
      preValidation: requireOffice("settings"),
      schema: {
        tags: ["office"],
        summary:
          "The club's settings: the Trust's legal name, address, state, PAN, GSTIN, bank account, UPI id and 12A/80G registration",
        description: "`data` is null until the settings are first saved.",
        response: { 200: envelope(clubSettingsRecord.nullable()), ...denied },
      },
    },
    async () => ok(await services.settings.record(), m.loaded),
  );

  app.put(
    "/admin/settings",
    {
      preValidation: requireOffice("settings"),
      schema: {
        tags: ["office"],
        summary:
          "Replaces the club's settings (every field checked: PAN, GSTIN with the state's code and the PAN inside, IFSC, UPI id); audited before → after",
        body: clubSettingsInput,
        response: { 200: envelope(clubSettingsRecord), 400: errorEnvelope, ...denied },
      },
    },
    async (request) => ok(await services.settings.save(staffActor(request), request.body), m.saved),
  );
};
