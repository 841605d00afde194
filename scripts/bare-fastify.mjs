import Fastify from "fastify";

/** bench:start's reference: a bare Fastify answering `/`, started the way `npm start` starts the server. */
const app = Fastify();
app.get("/", async () => "ok");
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "127.0.0.1" });
process.once("SIGTERM", () => app.close().then(() => process.exit(0)));
