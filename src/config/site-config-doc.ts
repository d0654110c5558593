/**
 * Builds docs/site-config.md from the schema's field metadata (schema/field-doc.ts), so the
 * reference lists exactly the fields the loader accepts. Regenerate with
 * `npx tsx src/config/write-site-config-doc.ts`; site-config-doc.test.ts fails when it is stale.
 */
import { z } from "zod";
import type { FieldDoc } from "./schema/field-doc";
import { siteConfigSchema, siteCoreSchema } from "./site-config.schema";

/** The committed reference, found from this file so that any working directory will do. */
export const SITE_CONFIG_DOC_URL = new URL("../../docs/site-config.md", import.meta.url);

export type FieldRow = {
  /** Dotted name; list items read "finance.lenders[].interestRate". */
  name: string;
  type: string;
  /** JSON of the default, "required", or null for a group whose fields have their own rows. */
  defaultValue: string | null;
  doc: Partial<FieldDoc>;
};

type AnySchema = z.core.$ZodType;

const WRAPPERS = new Set(["default", "prefault", "optional", "nullable", "readonly", "catch"]);

function defOf(schema: AnySchema): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

/** The schema under default/nullable/... wrappers, and whether null is accepted on the way. */
function unwrap(schema: AnySchema): { inner: AnySchema; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (WRAPPERS.has(defOf(inner).type)) {
    if (defOf(inner).type === "nullable") nullable = true;
    inner = defOf(inner).innerType as AnySchema;
  }
  return { inner, nullable };
}

function isObject(schema: AnySchema): schema is z.ZodObject {
  return defOf(schema).type === "object";
}

/** " 1–7", " > 0", " ≥ 0" from the number's checks; "" when unbounded. */
function numberRange(def: Record<string, unknown>): string {
  let low: string | null = null;
  let high: string | null = null;
  let lowValue: unknown = null;
  let highValue: unknown = null;
  for (const check of (def.checks ?? []) as AnySchema[]) {
    const c = check._zod.def as { check?: string; value?: unknown; inclusive?: boolean };
    if (c.check === "greater_than") [low, lowValue] = [c.inclusive ? "≥" : ">", c.value];
    if (c.check === "less_than") [high, highValue] = [c.inclusive ? "≤" : "<", c.value];
  }
  if (low === "≥" && high === "≤") return ` ${String(lowValue)}–${String(highValue)}`;
  const parts = [low && `${low} ${String(lowValue)}`, high && `${high} ${String(highValue)}`];
  const text = parts.filter(Boolean).join(", ");
  return text ? ` ${text}` : "";
}

function describeType(schema: AnySchema): string {
  const { inner, nullable } = unwrap(schema);
  const def = defOf(inner);
  let text: string;
  switch (def.type) {
    case "number": {
      const kind = (inner as z.ZodNumber).format?.includes("int") ? "integer" : "number";
      text = `${kind}${numberRange(def)}`;
      break;
    }
    case "enum":
      text = Object.values(def.entries as Record<string, string>)
        .map((v) => JSON.stringify(v))
        .join(" | ");
      break;
    case "literal":
      text = (def.values as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
      break;
    case "array": {
      const element = describeType(def.element as AnySchema);
      text = /\s/.test(element) ? `(${element})[]` : `${element}[]`;
      break;
    }
    case "record":
      text = `map of ${describeType(def.keyType as AnySchema)} to ${describeType(def.valueType as AnySchema)}`;
      break;
    case "union":
      text = def.discriminator ? `item by "${String(def.discriminator)}"` : "string";
      break;
    default:
      text = def.type;
  }
  return nullable ? `${text} or null` : text;
}

function docOf(schema: AnySchema): Partial<FieldDoc> {
  return (z.globalRegistry.get(schema) ?? {}) as Partial<FieldDoc>;
}

function defaultOf(schema: AnySchema): string {
  const result = z.safeParse(schema, undefined);
  return result.success ? JSON.stringify(result.data) : "required";
}

/** Every documented field of the site config, in schema order, groups before their fields. */
export function collectFieldRows(schema: z.ZodObject = siteConfigSchema): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (object: z.ZodObject, prefix: string, skip?: string) => {
    for (const [key, field] of Object.entries(object.shape) as [string, AnySchema][]) {
      if (key === skip) continue;
      const name = prefix + key;
      const doc = docOf(field);
      const { inner } = unwrap(field);
      const element =
        defOf(inner).type === "array" ? unwrap(defOf(inner).element as AnySchema).inner : null;
      if (isObject(inner)) {
        const ownDefault = defOf(field).type === "prefault" ? null : defaultOf(field);
        const type = describeType(field).replace(/^object/, "group");
        rows.push({ name, type, defaultValue: ownDefault, doc });
        walk(inner, `${name}.`);
      } else if (element && isObject(element)) {
        const type = "list of items (fields below)";
        rows.push({ name, type, defaultValue: defaultOf(field), doc });
        walk(element, `${name}[].`);
      } else if (element && defOf(element).discriminator) {
        // Items of several kinds: a row per kind, then that kind's own fields.
        const tag = String(defOf(element).discriminator);
        const type = `list of items by "${tag}" (kinds below)`;
        rows.push({ name, type, defaultValue: defaultOf(field), doc });
        for (const option of defOf(element).options as z.ZodObject[]) {
          const kind = String((defOf(option.shape[tag] as AnySchema).values as unknown[])[0]);
          const kindName = `${name}[${tag}=${kind}]`;
          rows.push({ name: kindName, type: "item", defaultValue: null, doc: docOf(option) });
          walk(option, `${kindName}.`, tag);
        }
      } else {
        rows.push({ name, type: describeType(field), defaultValue: defaultOf(field), doc });
      }
    }
  };
  walk(schema, "");
  return rows;
}

const LONG = 60;

/** Fields of the site's identity (the core schema), listed first under one heading. */
const CORE_KEYS = new Set(Object.keys(siteCoreSchema.shape));

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export function renderSiteConfigDoc(): string {
  const rows = collectFieldRows();
  const topLevel = rows.filter((r) => !r.name.includes("."));
  const out: string[] = [
    "# Site configuration reference",
    "",
    "<!-- Generated from src/config/site-config.schema.ts by `npx tsx src/config/write-site-config-doc.ts`. Do not edit by hand. -->",
    "",
    "Each dealer site is one file, `sites/{slug}.json`, parsed at start-up by `siteConfigSchema`.",
    "Every field below has a default except where it says **required**, so a site file names only what",
    "differs from the defaults. Unknown fields are errors, and so are contradictions (a button for a",
    "journey that is switched off, a promo position beyond the page size, ...). A bad file stops",
    "start-up with messages such as `sites/acme.json: finance.lenders.0.interestRate: Too big: expected number to be <=100`.",
    "",
    "Whatever differs between dealers is one of these fields; no code lists dealer slugs.",
    "",
    "Smallest valid file:",
    "",
    "```json",
    '{ "slug": "acme-motors", "name": "Acme Motors", "dealerships": ["acme-motors"] }',
    "```",
    "",
    `Sections: [Site identity](#site-identity), ${topLevel
      .filter((r) => !CORE_KEYS.has(r.name))
      .map((r) => `[\`${r.name}\`](#${r.name.toLowerCase()})`)
      .join(", ")}.`,
    "",
  ];
  const longDefaults: FieldRow[] = [];
  const table = (list: FieldRow[]) => {
    out.push("| field | type | default | what it changes |", "| --- | --- | --- | --- |");
    for (const row of list) {
      let shown = row.defaultValue === null ? "(fields below)" : `\`${row.defaultValue}\``;
      if (row.defaultValue !== null && row.defaultValue.length > LONG) {
        shown = `[see below](#default-${row.name.replaceAll(/[^a-zA-Z0-9]/g, "-").toLowerCase()})`;
        longDefaults.push(row);
      }
      if (row.defaultValue === "required") shown = "**required**";
      out.push(
        `| \`${row.name}\` | ${cell(row.type)} | ${cell(shown)} | ${cell(row.doc.description ?? "")} |`,
      );
    }
    out.push("");
  };

  const isCore = (row: FieldRow) => CORE_KEYS.has(row.name.split(/[.[]/)[0] ?? "");
  out.push("## Site identity", "");
  table(rows.filter(isCore));
  for (const group of topLevel.filter((r) => !isCore(r))) {
    out.push(`## ${group.name}`, "", group.doc.description ?? "", "");
    // A group is an object of fields, or a list whose items' fields read "staff[].email".
    table(
      rows.filter(
        (r) => r.name.startsWith(`${group.name}.`) || r.name.startsWith(`${group.name}[]`),
      ),
    );
  }
  if (longDefaults.length > 0) {
    out.push("## Long defaults", "");
    for (const row of longDefaults) {
      const anchor = `default-${row.name.replaceAll(/[^a-zA-Z0-9]/g, "-").toLowerCase()}`;
      const value: unknown = JSON.parse(row.defaultValue ?? "null");
      out.push(
        `<a id="${anchor}"></a>`,
        "",
        `### \`${row.name}\``,
        "",
        "```json",
        JSON.stringify(value, null, 2),
        "```",
        "",
      );
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}
