import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint refuses a circle of imports that goes through an `import type` (house/type-import-circles, beside
 * import-x/no-cycle, which leaves type-only imports out): here with the project's own config and files, one of them
 * given a text that closes a circle, as an editor would lint it before it is saved.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const file = join(root, "web/features/portal/dashboard.server.ts");
const text = readFileSync(file, "utf8");

const circleErrors = async (source: string) => {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages
    .filter((m) => m.ruleId === "house/type-import-circles" || m.ruleId === "import-x/no-cycle")
    .map((m) => `${m.ruleId}: ${m.message}`);
};

describe("circles of imports", () => {
  it("an area's loader taking a type from the module that composes the areas closes a circle, and the lint says so", async () => {
    expect(await circleErrors(text)).toEqual([]);
    const closing = `import type { PortalTabData } from "./portal-route.server";\nexport type Tabs = PortalTabData;\n${text}`;
    expect(await circleErrors(closing)).toEqual([
      "house/type-import-circles: A circle of imports through a type-only import: web/features/portal/dashboard.server.ts → web/features/portal/portal-route.server.ts → web/features/portal/dashboard.server.ts. Move what both need into a lower module.",
    ]);
  }, 120_000);
});
