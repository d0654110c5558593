import "server-only";
/**
 * Reads of the models pages. A site without features.models serves none of them (404), so the
 * menu's "New Vehicles" and the pages appear and disappear together.
 */
import { notFound } from "next/navigation";
import { getDatabase } from "@/data/db.server";
import { findModelBySlug, listModels } from "@/data/repositories/models";
import type { Model } from "@/domain/model/model";
import type { CurrentSite } from "@/features/site/server";

function requireShowroom(site: CurrentSite) {
  if (!site.config.features.models) notFound();
}

export async function loadModels(site: CurrentSite): Promise<Model[]> {
  requireShowroom(site);
  return listModels(await getDatabase(), site.scope);
}

/** The model of a slug, or the 404 page. */
export async function loadModel(site: CurrentSite, slug: string): Promise<Model> {
  requireShowroom(site);
  const model = await findModelBySlug(await getDatabase(), site.scope, slug);
  if (!model) notFound();
  return model;
}

/** The model a quote link names by slug (model_id), if it is this site's. */
export async function findQuotedModel(site: CurrentSite, slug: string | undefined) {
  requireShowroom(site);
  if (!slug) return null;
  return findModelBySlug(await getDatabase(), site.scope, slug);
}
