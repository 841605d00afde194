import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint keeps one way to build a form (house/one-form-pattern, decision 031): a form that posts is a useForm's
 * `<form.Form {...form.props}>`; a GET form stays a plain form; useFetcher is the pattern's alone. Checked with the
 * project's own config, on a page's text as an editor would lint it before it is saved.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const file = join(root, "web/features/office/example-page.tsx");

const formErrors = async (source: string) => {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages.filter((m) => m.ruleId === "house/one-form-pattern").map((m) => m.message);
};

const page = (body: string, imports = "") => `import { Form } from "react-router";
import { useForm } from "../../lib/form";
${imports}
export function Example() {
  const form = useForm({ id: "example" });
  const other = useForm({ id: "other" });
  return (
    <div>
      ${body}
    </div>
  );
}
`;

describe("house/one-form-pattern", () => {
  it("takes a useForm's form, and GET forms written by hand", async () => {
    expect(
      await formErrors(
        page(`<form.Form {...form.props} className="grid"><button type="submit">Save</button></form.Form>
      <Form method="get" role="search"><input name="q" /></Form>
      <form method="GET" action="/dashboard"><button type="submit">Open</button></form>
      <Form action="/property-list"><input name="q" /></Form>`),
      ),
    ).toEqual([]);
  }, 120_000);

  it("refuses a post written by hand, a useForm's form without its props, and useFetcher", async () => {
    expect(
      await formErrors(
        page(
          `<form method="post"><button type="submit">Save</button></form>
      <Form method="post" preventScrollReset><button type="submit">Save</button></Form>
      <Form method={"post"}><button type="submit">Save</button></Form>
      <form.Form {...other.props}><button type="submit">Save</button></form.Form>
      <other.Form method="post"><button type="submit">Save</button></other.Form>`,
          `import { useFetcher } from "react-router";\nexport const useMine = () => useFetcher();`,
        ),
      ),
    ).toEqual([
      "useFetcher is the one form pattern's (web/lib/form.tsx): use useForm.",
      "A form that posts is a useForm's (decision 031): `const form = useForm({ id, actionData })`, then `<form.Form {...form.props}>`.",
      "A form that posts is a useForm's (decision 031): `const form = useForm({ id, actionData })`, then `<form.Form {...form.props}>`.",
      "A form that posts is a useForm's (decision 031): `const form = useForm({ id, actionData })`, then `<form.Form {...form.props}>`.",
      "`<form.Form>` takes its own props: `<form.Form {...form.props}>` (decision 031).",
      "`<other.Form>` takes its own props: `<other.Form {...other.props}>` (decision 031).",
    ]);
  }, 120_000);
});
