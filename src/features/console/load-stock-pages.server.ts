import "server-only";
/**
 * What the stock pages read: the signed-in member (anyone else goes to the sign-in page), the
 * stock page for that member, and the upload page (owners and managers only, else a 404).
 */
import { notFound } from "next/navigation";
import { mayDo } from "@/domain/console/staff";
import { loadStock } from "./console-stock";
import { requireStaff } from "./current-staff.server";
import { loadStockHealth } from "./stock-health";
import type { StockNotice } from "./stock-page";
import { stockDeps } from "./stock-services.server";
import { findDraft } from "./stock-upload";
import { UPLOAD_ERRORS, type UploadError } from "./stock-upload-page";

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);
const NOTICES: readonly StockNotice[] = ["hidden", "shown", "imported"];

export async function loadStockPage(slug: string, query: Query) {
  const { site, member, context } = await requireStaff(slug);
  const deps = stockDeps(site, context);
  const params = new URLSearchParams();
  for (const key of ["q", "sort", "page"]) {
    const value = one(query[key]);
    if (value !== null) params.set(key, value);
  }
  const [stock, health] = await Promise.all([
    loadStock(deps, member, params),
    loadStockHealth(deps),
  ]);
  if (!stock) notFound();
  const done = one(query.done);
  const notice = NOTICES.find((n) => n === done) ?? null;
  return { siteName: site.config.name, member, stock, health, notice };
}

export async function loadStockUploadPage(slug: string, query: Query) {
  const { site, member, context } = await requireStaff(slug);
  if (!mayDo(member, "change-stock")) notFound();
  const deps = stockDeps(site, context);
  const draftId = one(query.draft);
  const draft = findDraft(deps, member, draftId);
  const code = one(query.error) ?? (draftId && !draft ? "expired" : null);
  return {
    siteName: site.config.name,
    member,
    draft,
    error: code && code in UPLOAD_ERRORS ? { code: code as UploadError } : null,
  };
}
