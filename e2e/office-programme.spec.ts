import { expect } from "@playwright/test";
import { addClubDays, clubToday } from "../common/club-time";
import { programmeMessages } from "../common/programme";
import { slugOf } from "../common/programme";
import { officePage } from "./office-support";
import { expectAccessible, ownAddress, test, visit, waitForHydration } from "./support";

/*
 * The office's programme: content staff create a course with two sessions and publish it at /admin/programme; a
 * visitor books a free place (through the API); the front office checks the ticket in by typing its reference at
 * the course's check-in, and the attendees' list says so.
 */

test("content create and publish a course with two sessions; the front office checks a ticket in", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const title = `Yoga Nidra Evenings ${Date.now() % 1_000_000}`;
  const day = (n: number) => addClubDays(clubToday(), n);

  const content = await officePage(page, browser, "content");
  await visit(content, "/admin/programme");
  await expect(content.getByRole("heading", { level: 1, name: "Programme" })).toBeVisible();
  await content.getByRole("link", { name: "New event, retreat or course" }).click();
  const form = content.getByRole("form", { name: "New event, retreat or course" });
  await expect(form).toBeVisible();
  await waitForHydration(content);
  // the server's messages beside the fields
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(programmeMessages.title);

  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Kind").selectOption("course");
  await form.getByLabel("Where").selectOption("Rishikesh");
  await form.getByLabel("Led by").fill("Radhika Menon");
  await form.getByLabel("Image", { exact: true }).fill("scenes/meditation-hall");
  await form.getByLabel("Description", { exact: true }).fill("Guided rest in the meditation hall, two Fridays.");
  await form.getByLabel("Session 1: day").fill(day(9));
  await form.getByLabel("Session 1: start").fill("18:00");
  await form.getByLabel("Session 1: end").fill("19:00");
  // a third row added and removed again
  await form.getByRole("button", { name: "Add a session" }).click();
  await expect(form.getByLabel("Session 3: day")).toBeVisible();
  await form.getByRole("button", { name: "Remove session 3" }).click();
  await expect(form.getByLabel("Session 3: day")).toHaveCount(0);
  await form.getByLabel("Session 2: day").fill(day(16));
  await form.getByLabel("Session 2: start").fill("18:00");
  await form.getByLabel("Session 2: end").fill("19:00");
  await form.getByLabel("Places").fill("12");
  await form.getByLabel("Price per person (₹)").fill("0");
  await form.getByLabel("Published: listed on the site and open for booking").check();
  await expectAccessible(content);
  await form.getByRole("button", { name: "Create" }).click();

  await expect(content.getByRole("main").getByRole("status").first()).toContainText(programmeMessages.created);
  const table = content.getByRole("table", { name: "Events, retreats and courses by first session" });
  const row = table.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Rishikesh");
  await expect(row).toContainText("0 of 12");
  await expect(row).toContainText("Free");
  await expect(row).toContainText("Published");
  await expectAccessible(content);
  await content.context().close();

  // a visitor books a free place; the ticket's reference is what the front office types
  const slug = slugOf(title);
  const booked = await request.post(`/api/events/${slug}/registrations`, {
    headers: ownAddress(),
    data: {
      attendees: [{ name: "Tara Bhatt" }],
      booker: { name: "Tara Bhatt", email: `tara.${Date.now()}@example.in`, phone: "+91 98111 22334" },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const ticket = (await booked.json()).data.tickets[0].reference as string;

  const desk = await officePage(page, browser, "front-office");
  await visit(desk, "/admin/check-in");
  await expect(desk.getByRole("heading", { level: 1, name: "Programme check-in" })).toBeVisible();
  await desk.getByRole("link", { name: `Check-in at ${title}` }).click();
  await expect(desk.getByRole("heading", { level: 1, name: `Check-in: ${title}` })).toBeVisible();
  await waitForHydration(desk);
  const attendees = desk.getByRole("list", { name: "Attendees" });
  await expect(attendees).toContainText("Tara Bhatt");
  await expect(attendees).toContainText("Not yet");
  await desk.getByLabel("Ticket reference").fill(ticket);
  await desk.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(desk.getByText(`Checked in: Tara Bhatt`)).toBeVisible();
  await expect(attendees).toContainText(/Checked in at \d\d:\d\d/i);
  await expect(desk.getByLabel("Ticket reference")).toHaveValue("");
  // the same ticket again: the refusal, plainly
  await desk.getByLabel("Ticket reference").fill(ticket);
  await desk.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(desk.getByRole("alert").filter({ hasText: "already checked in" })).toBeVisible();
  await expectAccessible(desk);
  await desk.context().close();
});
