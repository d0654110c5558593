/**
 * Meilisearch-style filter expressions for the multi-search endpoint (similar cars):
 * `status IN ["in_stock", "coming_soon"]`, `price 10000 TO 30000`, `make = "Toyota"`,
 * `id != 42`, joined with AND / OR / NOT and parentheses; a filter may also be an array whose
 * items all hold, and an inner array means "any of". Attributes are the refinement keys of
 * facet-table.ts, plus `id` for leaving cars out.
 *
 * The engine answers conjunctions of refinements, so an expression is compiled to a list of
 * refinement sets that must all hold (each condition its own set, which keeps `AND` exact for
 * multi-valued fields) and a list of ids to leave out. An OR is accepted where it is one
 * refinement ("make = A OR make = B"); anything else is an error naming what is unsupported.
 */
import { isRangeKey, isTermKey } from "./facet-table";
import { type FilterNode, parseFilterExpression } from "./meili-filter-parse";
import { err, ok, type Result } from "./result";
import type { NumericRange, Refinements } from "./search-types";

export type FilterInput = string | readonly (string | readonly string[])[] | null | undefined;

export type CompiledFilter = {
  /** Every set must hold (the engine's fixedFilters). */
  readonly fixed: readonly Refinements[];
  /** Cars left out of the hits. */
  readonly excludeIds: readonly number[];
};

const EMPTY: CompiledFilter = { fixed: [], excludeIds: [] };

function join(a: CompiledFilter, b: CompiledFilter): CompiledFilter {
  return { fixed: [...a.fixed, ...b.fixed], excludeIds: [...a.excludeIds, ...b.excludeIds] };
}

const wholeId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);

function numeric(value: string): number | null {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) ? n : null;
}

/** A comparison on a range key as an inclusive interval (fields are whole numbers). */
function rangeOf(op: string, values: readonly string[]): NumericRange | null {
  const [a, b] = values.map(numeric);
  if (a == null) return null;
  switch (op) {
    case "=":
      return { min: a, max: a };
    case ">=":
      return { min: a, max: null };
    case ">":
      return { min: Math.floor(a) + 1, max: null };
    case "<=":
      return { min: null, max: a };
    case "<":
      return { min: null, max: Math.ceil(a) - 1 };
    case "TO":
      return b == null ? null : { min: Math.min(a, b), max: Math.max(a, b) };
    default:
      return null;
  }
}

function compileCondition(
  node: Extract<FilterNode, { kind: "condition" }>,
): Result<CompiledFilter, string> {
  const { attribute, op, values } = node;
  const text = `${attribute} ${op}`;
  if (attribute === "id") {
    const ids = values.map(wholeId);
    if ((op === "!=" || op === "NOT IN") && ids.every((id) => id !== null)) {
      return ok({ fixed: [], excludeIds: ids as number[] });
    }
    return err(`unsupported filter on id: ${text} (only != and NOT IN)`);
  }
  if (isTermKey(attribute)) {
    if (op === "=" || op === "IN") return ok({ fixed: [{ [attribute]: values }], excludeIds: [] });
    return err(`unsupported filter: ${text} (use = or IN on ${attribute})`);
  }
  if (isRangeKey(attribute)) {
    const range = rangeOf(op, values);
    if (range) return ok({ fixed: [{ [attribute]: range }], excludeIds: [] });
    return err(`unsupported filter: ${text} (use a number with =, >, >=, <, <= or TO)`);
  }
  return err(`unknown filter attribute: ${attribute}`);
}

/** An OR of equalities on one terms key is one refinement with every value. */
function compileOr(nodes: readonly FilterNode[]): Result<CompiledFilter, string> {
  const values: string[] = [];
  let key: string | null = null;
  for (const node of nodes) {
    if (node.kind !== "condition" || (node.op !== "=" && node.op !== "IN"))
      return err("unsupported filter: OR joins only = or IN conditions on one attribute");
    if (!isTermKey(node.attribute) || (key !== null && key !== node.attribute))
      return err("unsupported filter: OR joins only = or IN conditions on one attribute");
    key = node.attribute;
    values.push(...node.values);
  }
  return key === null ? ok(EMPTY) : ok({ fixed: [{ [key]: values }], excludeIds: [] });
}

function compileNode(node: FilterNode): Result<CompiledFilter, string> {
  switch (node.kind) {
    case "condition":
      return compileCondition(node);
    case "and": {
      let out = EMPTY;
      for (const child of node.children) {
        const compiled = compileNode(child);
        if (!compiled.ok) return compiled;
        out = join(out, compiled.value);
      }
      return ok(out);
    }
    case "or":
      return compileOr(node.children);
    case "not": {
      const inner = node.child;
      if (inner.kind === "condition" && inner.attribute === "id" && inner.op === "=")
        return compileCondition({ ...inner, op: "!=" });
      if (inner.kind === "condition" && inner.attribute === "id" && inner.op === "IN")
        return compileCondition({ ...inner, op: "NOT IN" });
      return err("unsupported filter: NOT applies only to id");
    }
  }
}

function compileText(text: string): Result<CompiledFilter, string> {
  const parsed = parseFilterExpression(text);
  return parsed.ok ? compileNode(parsed.value) : parsed;
}

/** An inner array of a filter: any of its expressions holds. */
function compileAnyOf(items: readonly string[]): Result<CompiledFilter, string> {
  const nodes: FilterNode[] = [];
  for (const item of items) {
    const parsed = parseFilterExpression(item);
    if (!parsed.ok) return parsed;
    nodes.push(...(parsed.value.kind === "or" ? parsed.value.children : [parsed.value]));
  }
  return compileOr(nodes);
}

/** Compiles a filter (a string, or an array of strings and arrays of strings). */
export function compileFilter(input: FilterInput): Result<CompiledFilter, string> {
  if (input == null) return ok(EMPTY);
  if (typeof input === "string") return input.trim() === "" ? ok(EMPTY) : compileText(input);
  let out = EMPTY;
  for (const item of input) {
    const compiled = typeof item === "string" ? compileText(item) : compileAnyOf(item);
    if (!compiled.ok) return compiled;
    out = join(out, compiled.value);
  }
  return ok(out);
}
