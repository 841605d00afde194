import type { FastifyInstance } from "fastify";

/**
 * Answers about a person (a member's records, their session) are stored by no browser or shared cache: every
 * answer of the plugin scope gets `Cache-Control: no-store`, unless its route set its own (an invoice's
 * `private, no-store`).
 */
export function noStoreAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
