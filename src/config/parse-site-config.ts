/**
 * Parses one site configuration, reporting each problem with its file and field path.
 * Pure (no file access), so the loader, a database-backed source and tests share it.
 */
import { type SiteConfig, siteConfigSchema } from "./site-config.schema";
import { dottedPath, SiteConfigError, type SiteConfigIssue } from "./site-config-error";

export type SiteConfigParse =
  | { ok: true; value: SiteConfig }
  | { ok: false; issues: SiteConfigIssue[] };

export function safeParseSiteConfig(input: unknown, file: string): SiteConfigParse {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      file,
      path: dottedPath(issue.path),
      message: issue.message,
    })),
  };
}

/** Throws SiteConfigError naming the file and each field; for callers with no way to recover. */
export function parseSiteConfig(input: unknown, file: string): SiteConfig {
  const result = safeParseSiteConfig(input, file);
  if (!result.ok) throw new SiteConfigError(result.issues);
  return result.value;
}
