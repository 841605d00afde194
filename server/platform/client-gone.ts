import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/** The reason a request's signal carries when its client hung up before the answer. */
export class ClientGoneError extends Error {
  constructor() {
    super("the client closed the connection before the answer");
    this.name = "AbortError";
  }
}

const signals = new WeakMap<ServerResponse, AbortSignal>();

/**
 * A signal that aborts when the connection closes before the answer was sent (the client hung up): work done for the
 * request checks it between steps and starts no more database work for nobody, and a page's render stops. The
 * answer's 'close' comes when it was sent or when its connection went first (a request's own 'close' comes as soon as
 * its body is read, so it says nothing about the client).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const res = reply.raw;
  let signal = signals.get(res);
  if (!signal) {
    const controller = new AbortController();
    signal = controller.signal;
    signals.set(res, signal);
    if (res.destroyed && !res.writableFinished) controller.abort(new ClientGoneError());
    else
      res.once("close", () => {
        if (!res.writableFinished) controller.abort(new ClientGoneError());
      });
  }
  return signal;
}

/** Whether an error is the stop of work whose client hung up. */
export function isClientGone(error: unknown): boolean {
  return error instanceof ClientGoneError;
}
