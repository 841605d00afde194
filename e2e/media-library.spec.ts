import { expect } from "@playwright/test";
import { mediaMessages } from "../common/media-library";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/** A WAV file of `size` bytes: its 44-byte PCM header, then silence. */
function wavFile(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write("RIFF", 0, "latin1");
  bytes.writeUInt32LE(size - 8, 4);
  bytes.write("WAVEfmt ", 8, "latin1");
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(8000, 24);
  bytes.writeUInt32LE(16000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write("data", 36, "latin1");
  bytes.writeUInt32LE(size - 44, 40);
  return bytes;
}

/*
 * The media library (spec route /cloudinary/upload): content staff upload an audio file, watch its
 * progress, get its public address, copy it ("Copied" for 2 s) and find it in the list; the address serves the file.
 */

test("content staff upload a file with its progress, copy its public address, and the address serves it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const mobile = test.info().project.name === "mobile-360";
  const name = `chant-${mobile ? "m" : "d"}-${Date.now()}.wav`;
  const bytes = wavFile(2 * 1024 * 1024);

  const staff = await officePage(page, browser, "content");
  await staff.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await visit(staff, "/cloudinary/upload");
  await expect(staff.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  // on a phone the office's sections are folded in a disclosure
  if (mobile) await staff.locator("summary", { hasText: "Office sections" }).click();
  await expect(
    staff.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Media library" }),
  ).toHaveAttribute("aria-current", "page");
  await waitForHydration(staff);
  await expectAccessible(staff);
  if (mobile) await expectNoSidewaysScroll(staff, "/cloudinary/upload");

  // a slow line (1 MB/s up), so the upload's progress is there to see
  const network = await staff.context().newCDPSession(staff);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });

  await staff.getByLabel("Choose a file").setInputFiles({ name, mimeType: "audio/wav", buffer: bytes });
  await staff.getByRole("button", { name: "Upload" }).click();
  const progress = staff.getByRole("progressbar", { name: `Uploading ${name}` });
  await expect(progress).toBeVisible();
  await expect(staff.getByText(/\d+% sent/)).toBeVisible();
  // the bar follows the bytes sent
  await expect.poll(async () => Number(await progress.getAttribute("value"))).toBeGreaterThan(0);

  await expect(staff.getByRole("status").filter({ hasText: `${mediaMessages.uploaded}: ${name}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress).toBeHidden();
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const address = staff.getByLabel("Public address");
  await expect(address).toHaveValue(/\/media\/library\/[0-9a-f-]{36}\.wav$/);
  const url = await address.inputValue();
  if (mobile) await expectNoSidewaysScroll(staff, "/cloudinary/upload, uploaded");

  // Copy: the button says "Copied" for 2 s, and the clipboard holds the address
  await staff.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(staff.getByRole("button", { name: mediaMessages.copied, exact: true })).toBeVisible();
  expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(staff.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 4_000 });

  // the list shows it; its address serves the file (public: no session needed)
  const listed = staff.getByRole("list", { name: "Uploaded media" });
  await expect(listed).toContainText(name);
  await expect(listed).toContainText("Audio · 2.0 MB");
  await expectAccessible(staff);
  const served = await page.request.get(new URL(url).pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("audio/wav");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await served.body()).equals(bytes)).toBe(true);
  await staff.context().close();
});
