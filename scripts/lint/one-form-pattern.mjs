/**
 * An ESLint rule: one way to build a form (decision 031). A form that posts is a `useForm`'s: its element is the
 * form's own `<x.Form {...x.props}>` (the props carry `method="post"`, the submit that checks, posts through the
 * form's fetcher and reads the answer), never a `<form method="post">` or React Router's `<Form method="post">`
 * written by hand, and `useFetcher` is the pattern's alone (web/lib/form.tsx). A GET form (a search, a filter, a
 * link-like button) stays a plain `<form>`/`<Form>`: its address is the whole state.
 *
 * Reports:
 * - `<form>` or `<Form>` whose `method` is not "get" (a literal "post", or any expression);
 * - `<x.Form>` without the spread of its own `x.props`;
 * - an import of `useFetcher` from react-router (web/lib/form.tsx is exempt in the config).
 */

const isGet = (attribute) =>
  attribute.value?.type === "Literal"
    ? String(attribute.value.value).toLowerCase() === "get"
    : attribute.value?.type === "JSXExpressionContainer" &&
      attribute.value.expression.type === "Literal" &&
      String(attribute.value.expression.value).toLowerCase() === "get";

/** The source text of a JSX name or member expression (`form`, `Form`, `decisions.Form`). */
const nameOf = (node) =>
  node.type === "JSXIdentifier"
    ? node.name
    : node.type === "JSXMemberExpression"
      ? `${nameOf(node.object)}.${node.property.name}`
      : node.type === "Identifier"
        ? node.name
        : node.type === "MemberExpression" && !node.computed
          ? `${nameOf(node.object)}.${node.property.name}`
          : null;

export default {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      handPosted:
        "A form that posts is a useForm's (decision 031): `const form = useForm({ id, actionData })`, then `<form.Form {...form.props}>`.",
      unwired: "`<{{name}}>` takes its own props: `<{{name}} {...{{owner}}.props}>` (decision 031).",
      fetcher: "useFetcher is the one form pattern's (web/lib/form.tsx): use useForm.",
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        const name = nameOf(node.name);
        if (!name) return;
        if (name === "form" || name === "Form") {
          const method = node.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === "method");
          if (method && !isGet(method)) context.report({ node, messageId: "handPosted" });
          return;
        }
        if (node.name.type === "JSXMemberExpression" && node.name.property.name === "Form") {
          const owner = nameOf(node.name.object);
          const wired = node.attributes.some(
            (a) => a.type === "JSXSpreadAttribute" && nameOf(a.argument) === `${owner}.props`,
          );
          if (!wired) context.report({ node, messageId: "unwired", data: { name, owner } });
        }
      },
      ImportDeclaration(node) {
        if (node.source.value !== "react-router") return;
        for (const specifier of node.specifiers)
          if (specifier.type === "ImportSpecifier" && specifier.imported.name === "useFetcher")
            context.report({ node: specifier, messageId: "fetcher" });
      },
    };
  },
};
