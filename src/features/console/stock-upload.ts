/**
 * A feed file uploaded in the console: first a dry run (the import's own path, writing nothing),
 * kept in this process for 15 minutes under a random id with its text, so that Apply imports
 * exactly the file the member saw the plan of. Apply refuses when the stock moved on since the
 * dry run (another import or upload), when the dry run expired, or when it is another member's
 * or another site's. Only owners and managers upload.
 */
import { randomBytes } from "node:crypto";
import { recordAudit } from "@/data/console/audit";
import { mayDo, normaliseEmail, type StaffMember } from "@/domain/console/staff";
import {
  detectFeedFormat,
  type FeedError,
  type FeedFormat,
  type ImportReport,
  importStockFeed,
} from "@/features/stock-import/server";
import { processShared } from "@/lib/process-shared";
import type { StockDeps } from "./console-stock";

export const DRAFT_TTL_MS = 15 * 60_000;
/** Dry runs kept at once in a process; the oldest goes first (each holds up to a 10 MB file). */
const MAX_DRAFTS = 20;

export type UploadDraft = {
  id: string;
  siteSlug: string;
  email: string;
  fileName: string;
  format: FeedFormat;
  text: string;
  outcome: { ok: true; value: ImportReport } | { ok: false; error: FeedError };
  expiresAt: number;
};

const drafts = processShared("stock-upload-drafts", () => new Map<string, UploadDraft>());

function forget(now: number): void {
  for (const [id, draft] of drafts) if (draft.expiresAt <= now) drafts.delete(id);
  while (drafts.size >= MAX_DRAFTS) {
    const oldest = drafts.keys().next();
    if (oldest.done) break;
    drafts.delete(oldest.value);
  }
}

/** The member's own dry run of this site, while it lasts. */
export function findDraft(
  deps: Pick<StockDeps, "now" | "site">,
  member: StaffMember,
  id: string | null,
): UploadDraft | null {
  if (!id || !mayDo(member, "change-stock")) return null;
  const draft = drafts.get(id);
  if (!draft || draft.expiresAt <= deps.now.getTime()) return null;
  if (draft.siteSlug !== deps.site.slug || draft.email !== normaliseEmail(member.email))
    return null;
  return draft;
}

/** Plans the file against the site's stock without writing; the id of the dry run, or null. */
export async function dryRunUpload(
  deps: StockDeps,
  member: StaffMember,
  file: { name: string; text: string },
): Promise<string | null> {
  if (!mayDo(member, "change-stock")) return null;
  const format = detectFeedFormat(file.name.split(".").pop() ?? null, file.text);
  const outcome = await importStockFeed(deps.db, {
    site: deps.site,
    text: file.text,
    format,
    source: "console",
    fileName: file.name,
    email: member.email,
    now: deps.now,
    dry: true,
  });
  forget(deps.now.getTime());
  const id = randomBytes(18).toString("base64url");
  drafts.set(id, {
    id,
    siteSlug: deps.site.slug,
    email: normaliseEmail(member.email),
    fileName: file.name,
    format,
    text: file.text,
    outcome,
    expiresAt: deps.now.getTime() + DRAFT_TTL_MS,
  });
  return id;
}

export type ApplyOutcome =
  | { kind: "applied"; report: ImportReport }
  | { kind: "expired" }
  | { kind: "refused"; message: string };

/** Imports the dry run's file as planned (recorded as a console upload, with an audit row). */
export async function applyUpload(
  deps: StockDeps,
  member: StaffMember,
  id: string | null,
): Promise<ApplyOutcome | null> {
  if (!mayDo(member, "change-stock")) return null;
  const draft = findDraft(deps, member, id);
  if (!draft) return { kind: "expired" };
  if (!draft.outcome.ok) return { kind: "refused", message: draft.outcome.error.message };
  const result = await importStockFeed(deps.db, {
    site: deps.site,
    text: draft.text,
    format: draft.format,
    source: "console",
    fileName: draft.fileName,
    email: member.email,
    now: deps.now,
    expectedStockVersion: draft.outcome.value.preview?.stockVersion,
    alsoInTransaction: (tx, report) =>
      recordAudit(tx, deps.site, {
        email: member.email,
        action: "upload-feed",
        detail: {
          file: draft.fileName,
          added: String(report.added),
          changed: String(report.updated),
          sold: String(report.sold),
          rejected: String(report.rejected.length),
        },
        at: deps.now,
      }),
  });
  drafts.delete(draft.id);
  if (!result.ok) return { kind: "refused", message: result.error.message };
  return { kind: "applied", report: result.value };
}
