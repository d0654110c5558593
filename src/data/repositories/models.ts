/** Showroom models of a site's dealerships, with variants and colours (three queries, no N+1). */

import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Model, ModelColour, ModelVariant } from "@/domain/model/model";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToColour, rowToModel, rowToVariant } from "../mappers/content-rows";
import { modelColours, models, modelVariants } from "../schema";
import { inSite } from "./scope";

function group<T>(items: { modelId: number; value: T }[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { modelId, value } of items) {
    const list = map.get(modelId) ?? [];
    list.push(value);
    map.set(modelId, list);
  }
  return map;
}

async function readModels(db: Database, where: SQL, limit?: number): Promise<Model[]> {
  const query = db
    .select()
    .from(models)
    .where(where)
    .orderBy(asc(models.make), asc(models.name), asc(models.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variantRows, colourRows] = await Promise.all([
    db
      .select()
      .from(modelVariants)
      .where(inArray(modelVariants.modelId, ids))
      .orderBy(asc(modelVariants.position), asc(modelVariants.id)),
    db
      .select()
      .from(modelColours)
      .where(inArray(modelColours.modelId, ids))
      .orderBy(asc(modelColours.position), asc(modelColours.id)),
  ]);
  const variants = group<ModelVariant>(
    variantRows.map((r) => ({ modelId: r.modelId, value: rowToVariant(r) })),
  );
  const colours = group<ModelColour>(
    colourRows.map((r) => ({ modelId: r.modelId, value: rowToColour(r) })),
  );
  return rows.map((r) => rowToModel(r, variants.get(r.id) ?? [], colours.get(r.id) ?? []));
}

export function listModels(db: Database, site: SiteScope): Promise<Model[]> {
  return readModels(db, inSite(models.dealershipId, site));
}

export async function findModelBySlug(
  db: Database,
  site: SiteScope,
  slug: string,
): Promise<Model | null> {
  const [model] = await readModels(
    db,
    and(inSite(models.dealershipId, site), eq(models.slug, slug)) as SQL,
    1,
  );
  return model ?? null;
}
