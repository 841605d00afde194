import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * An ESLint rule: no circle of imports that goes through an `import type`. import-x/no-cycle
 * finds the circles of value imports, those that can break a module's loading, and leaves type-only imports out by
 * design; a circle through a type is a tangle all the same (a part that takes its types from the module composing
 * it), so this rule reports those, and only those. The project's imports are read and resolved by TypeScript
 * itself, with tsconfig.json's options (its paths, .ts/.tsx written or not).
 */

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** @typedef {{ target: string, typeOnly: boolean }} Edge */

let project;

function loadProject() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(projectRoot, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error("type-import-circles: tsconfig.json could not be read");
  const resolutions = new Map();
  /** The project file an import names, or null (a package, or nothing). */
  const resolveImport = (specifier, from) => {
    const key = `${from}\0${specifier}`;
    if (!resolutions.has(key)) {
      const found = ts.resolveModuleName(specifier, from, parsed.options, ts.sys).resolvedModule;
      resolutions.set(key, found && !found.isExternalLibraryImport ? resolve(found.resolvedFileName) : null);
    }
    return resolutions.get(key);
  };
  /** @type {Map<string, { text: string, edges: Edge[] }>} */
  const files = new Map();
  const read = (file, text) => files.set(file, { text, edges: importsOf(file, text, resolveImport) });
  for (const name of parsed.fileNames) {
    const file = resolve(name);
    const text = ts.sys.readFile(file);
    if (text !== undefined) read(file, text);
  }
  return { files, read, resolveImport, components: null };
}

/** The imports and re-exports of a module, each marked type-only (`import type`, or every name imported as a type) or not. */
function importsOf(file, text, resolveImport) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges = [];
  for (const statement of source.statements) {
    let specifier;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      const clause = statement.importClause;
      typeOnly = Boolean(
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly))),
      );
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      // a re-export, even `export type … from`, is a value import to import-x/no-cycle: so here too
      specifier = statement.moduleSpecifier;
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolveImport(specifier.text, file);
    if (target) edges.push({ target, typeOnly });
  }
  return edges;
}

/** Strongly connected components (Tarjan) of the import graph, over every import or over value imports only. */
function components(files, valuesOnly) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const { target, typeOnly } of files.get(file)?.edges ?? []) {
      if (valuesOnly && typeOnly) continue;
      if (!files.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.set(member, file);
      } while (member !== file);
    }
  };
  for (const file of files.keys()) if (!index.has(file)) visit(file);
  return component;
}

/** The way back from `from` to `to` through the imports (breadth first), as the files' paths. */
function wayBack(files, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const { target } of files.get(file)?.edges ?? []) {
      if (previous.has(target) || !files.has(target)) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  const way = [];
  for (let file = to; file !== null && file !== undefined; file = previous.get(file))
    way.unshift(relative(projectRoot, file));
  return way;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No circle of imports through a type-only import (import-x/no-cycle reports the others)." },
    messages: {
      circle: "A circle of imports through a type-only import: {{way}}. Move what both need into a lower module.",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    project ??= loadProject();
    const known = project.files.get(file);
    if (!known) return {};
    // an editor's text may be newer than the file's: the graph follows it
    if (known.text !== context.sourceCode.text) {
      project.read(file, context.sourceCode.text);
      project.components = null;
    }
    project.components ??= { all: components(project.files, false), values: components(project.files, true) };
    const { all, values } = project.components;
    const check = (node, typeOnly) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = project.resolveImport(node.source.value, file);
      if (!target || all.get(target) !== all.get(file) || target === file) return;
      // a circle of value imports is import-x/no-cycle's to report
      if (!typeOnly && values.get(target) === values.get(file)) return;
      const way = [relative(projectRoot, file), ...wayBack(project.files, target, file)].join(" → ");
      context.report({ node, messageId: "circle", data: { way } });
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.importKind === "type" ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")),
        ),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
    };
  },
};
