import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../common/club-time.ts";
import { messages } from "../../common/messages.ts";
import { openTestSite, type TestSite } from "../test/site.ts";

/*
 * Load the process cannot serve in time is turned away at once with 503 and Retry-After (decision 029): a page with a
 * small HTML page, the API with its envelope; /api/health and the cached public pages are answered meanwhile.
 */

let site: TestSite | undefined;
const held: Socket[] = [];
afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  await site?.close();
  site = undefined;
});

const checkIn = addClubDays(clubToday(), 40);
const searchQuery = `location=rishikesh&checkIn=${checkIn}&checkOut=${addClubDays(checkIn, 2)}`;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site!.url}${path}`, { headers });

/** A request the server has admitted and not answered: a form post whose body is still on its way. */
async function holdRequest(): Promise<void> {
  const { port } = new URL(site!.url);
  const socket = connect(Number(port), "127.0.0.1");
  held.push(socket);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
  );
  const deadline = Date.now() + 5000;
  while (site!.app.requestsInFlight() < held.length && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  expect(site!.app.requestsInFlight()).toBe(held.length);
}

describe("requests in flight beyond the limit", () => {
  it("are answered 503 with Retry-After, while health and cached pages answer 200", async () => {
    site = await openTestSite({ LOAD_MAX_IN_FLIGHT: "1", LOAD_MAX_EVENT_LOOP_DELAY_MS: "0" });
    // the home page is rendered once, then kept in memory
    expect((await get("/")).status).toBe(200);
    await holdRequest();

    const api = await get(`/api/property/search?${searchQuery}`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(await api.json()).toEqual({ status: 503, message: messages.busy, data: null });

    const page = await get(`/properties?${searchQuery}`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain(messages.busy);

    expect((await get("/api/health")).status).toBe(200);
    expect((await get("/")).status).toBe(200);
    // a signed-in visitor's request is turned away only at twice the limit
    expect((await get(`/api/property/search?${searchQuery}`, { cookie: "token=x" })).status).toBe(200);

    // the held request's client goes: the next search is served
    held.splice(0).forEach((socket) => socket.destroy());
    const deadline = Date.now() + 5000;
    while (site.app.requestsInFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect((await get(`/api/property/search?${searchQuery}`)).status).toBe(200);
  });
});

describe("an event loop that lags beyond the limit", () => {
  it("turns requests away with 503 while health answers 200", async () => {
    site = await openTestSite({ LOAD_MAX_IN_FLIGHT: "0", LOAD_MAX_EVENT_LOOP_DELAY_MS: "20" });
    // once the start's own work has passed, searches are served
    const deadline = Date.now() + 10_000;
    while ((await get(`/api/property/search?${searchQuery}`)).status !== 200 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 300));
    expect((await get(`/api/property/search?${searchQuery}`)).status).toBe(200);
    // the event loop held for 1.5 s: its mean delay over the sample is far beyond 20 ms
    const until = Date.now() + 1500;
    while (Date.now() < until);
    await new Promise((r) => setTimeout(r, 20));
    const [api, health] = await Promise.all([get(`/api/property/search?${searchQuery}`), get("/api/health")]);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(health.status).toBe(200);
  });
});
