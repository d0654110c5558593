/**
 * The import graph of src/ keeps its shape. No file reaches itself through its imports. Imports
 * go one way: app -> features -> domain; data and config may import domain; lib has no project
 * knowledge and imports only lib; domain imports only domain. A feature reaches another feature
 * only through that feature's entry: `@/features/x` (index.ts, safe in client code) or
 * `@/features/x/server` (server.ts, server only); app/ may still import a feature's modules.
 * Type-only imports count: a cycle or a wrong-way import of types is still a tangle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(import.meta.url));

type Import = { specifier: string; line: number; typeOnly: boolean };
/** `to` is a path under src/ for a project file, null for a package. */
type Edge = Import & { from: string; to: string | null };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** Every module a file names: import and export-from declarations, import() calls and types. */
function importsOf(fileName: string, text: string): Import[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: specifier.text, line, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnlyExport(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node, node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file under src/ a specifier names; null for a package, undefined when nothing matches. */
function resolve(from: string, specifier: string): string | null | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(SRC, path.dirname(from), specifier);
  else return null;
  const file = CANDIDATES.map((suffix) => base + suffix).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file === undefined ? undefined : path.relative(SRC, file).split(path.sep).join("/");
}

/** Each cycle of the graph once, as the path that walks it ("a -> b -> a"). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  // Tarjan's strongly connected components; every component of two or more files (or a file
  // that imports itself) holds a cycle, and one walk through it names the files involved.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const walk = [start];
    const seen = new Set([start]);
    // Depth-first inside the component until an edge closes back to the start.
    const extend = (node: string): boolean => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) return true;
        if (!members.has(next) || seen.has(next)) continue;
        seen.add(next);
        walk.push(next);
        if (extend(next)) return true;
        walk.pop();
      }
      return false;
    };
    extend(start);
    const others = component.filter((file) => !walk.includes(file)).sort();
    const rest = others.length > 0 ? ` (its other files: ${others.join(", ")})` : "";
    return `${[...walk, start].join(" -> ")}${rest}`;
  });
}

const files = sourceFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join("/"));
const texts = new Map(files.map((file) => [file, readFileSync(path.join(SRC, file), "utf8")]));
const edges: Edge[] = files.flatMap((from) =>
  importsOf(from, texts.get(from)!).map((found) => {
    const to = resolve(from, found.specifier);
    return { ...found, from, to: to === undefined ? `unresolved:${found.specifier}` : to };
  }),
);
const projectEdges = edges.filter((edge) => edge.to !== null && texts.has(edge.to));

const top = (file: string) => file.split("/")[0]!;
const featureOf = (file: string) => (file.startsWith("features/") ? file.split("/")[1]! : null);
const ENTRY = /^features\/[^/]+\/(index|server)\.ts$/;

type Rule = { rule: string; breaks: (from: string, to: string) => boolean };

const RULES: Rule[] = [
  {
    rule: "lib/ has no project knowledge: it imports only lib/",
    breaks: (from, to) => top(from) === "lib" && top(to) !== "lib",
  },
  {
    rule: "domain/ imports only domain/",
    breaks: (from, to) => top(from) === "domain" && top(to) !== "domain",
  },
  {
    rule: "data/ imports no features/, app/, components/ or demo/",
    breaks: (from, to) =>
      top(from) === "data" && ["features", "app", "components", "demo"].includes(top(to)),
  },
  {
    rule: "features/ never import app/",
    breaks: (from, to) => top(from) === "features" && top(to) === "app",
  },
  {
    rule: "another feature is imported through its entry (@/features/x or @/features/x/server)",
    breaks: (from, to) => {
      const feature = featureOf(from);
      const target = featureOf(to);
      return feature !== null && target !== null && feature !== target && !ENTRY.test(to);
    },
  },
];

describe("the import graph of src/", () => {
  it("resolves every import of a project file", () => {
    const unresolved = edges
      .filter((edge) => edge.to?.startsWith("unresolved:"))
      .map((edge) => `${edge.from}:${edge.line} ${edge.specifier}`);
    expect(unresolved).toEqual([]);
  });

  it("has no import cycles", () => {
    const graph = new Map<string, string[]>(files.map((file) => [file, []]));
    for (const edge of projectEdges) graph.get(edge.from)!.push(edge.to!);
    expect(findCycles(graph)).toEqual([]);
  });

  it("imports one way between folders, and other features only through their entries", () => {
    const broken = projectEdges.flatMap((edge) =>
      RULES.filter(({ breaks }) => breaks(edge.from, edge.to!)).map(
        ({ rule }) => `${edge.from}:${edge.line} imports ${edge.specifier}: ${rule}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  const entries = files.filter((file) => ENTRY.test(file));

  it("keeps feature entries to named re-exports (no code, no directive)", () => {
    const other = entries.filter((file) => {
      const source = ts.createSourceFile(file, texts.get(file)!, ts.ScriptTarget.Latest);
      return !source.statements.every(
        (statement) =>
          ts.isExportDeclaration(statement) &&
          statement.moduleSpecifier !== undefined &&
          statement.exportClause !== undefined &&
          ts.isNamedExports(statement.exportClause),
      );
    });
    expect(other).toEqual([]);
  });

  it("keeps each feature's index.ts free of server-only code (that goes in server.ts)", () => {
    const runtime = new Map<string, string[]>();
    for (const edge of edges) {
      if (edge.typeOnly || (edge.to === null && edge.specifier !== "server-only")) continue;
      const list = runtime.get(edge.from) ?? [];
      list.push(edge.to ?? "server-only");
      runtime.set(edge.from, list);
    }
    const pathToServerOnly = (start: string): string[] | null => {
      const seen = new Set<string>();
      const walk = (file: string): string[] | null => {
        if (file === "server-only") return [file];
        if (seen.has(file)) return null;
        seen.add(file);
        for (const next of runtime.get(file) ?? []) {
          const rest = walk(next);
          if (rest) return [file, ...rest];
        }
        return null;
      };
      return walk(start);
    };
    const leaks = entries
      .filter((file) => file.endsWith("/index.ts"))
      .flatMap((file) => {
        const found = pathToServerOnly(file);
        return found ? [found.join(" -> ")] : [];
      });
    expect(leaks).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("read every kind of import, and know type-only ones", () => {
    const text = [
      'import type { A } from "./a";',
      'import { type B, c } from "./b";',
      'export { type D } from "./d";',
      'export * from "./e";',
      'import "./f";',
      'const g = await import("./g");',
      'type H = typeof import("./h");',
    ].join("\n");
    expect(importsOf("x.ts", text).map(({ specifier, typeOnly }) => [specifier, typeOnly])).toEqual(
      [
        ["./a", true],
        ["./b", false],
        ["./d", true],
        ["./e", false],
        ["./f", false],
        ["./g", false],
        ["./h", true],
      ],
    );
  });

  it("find and name a cycle", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(findCycles(graph)).toEqual(["a -> b -> c -> a", "e -> e"]);
  });
});
