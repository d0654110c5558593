/**
 * Reads every sites/*.json at start-up. A bad file stops start-up: the thrown SiteConfigError
 * lists every problem of every file (file, field path, reason), so one run shows them all.
 * Cross-site rules live here: file name = {slug}.json, slugs and domains unique.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { safeParseSiteConfig } from "./parse-site-config";
import type { SiteConfig } from "./site-config.schema";
import { SiteConfigError, type SiteConfigIssue } from "./site-config-error";

export function loadSiteConfigs(dir: string): SiteConfig[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch (error) {
    throw new SiteConfigError([
      { file: dir, path: "(root)", message: `cannot read the directory: ${reason(error)}` },
    ]);
  }
  names.sort();

  const issues: SiteConfigIssue[] = [];
  const configs: { file: string; config: SiteConfig }[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      issues.push({ file, path: "(root)", message: `not valid JSON: ${reason(error)}` });
      continue;
    }
    const parsed = safeParseSiteConfig(json, file);
    if (!parsed.ok) {
      issues.push(...parsed.issues);
      continue;
    }
    if (name !== `${parsed.value.slug}.json`)
      issues.push({ file, path: "slug", message: `file must be named ${parsed.value.slug}.json` });
    configs.push({ file, config: parsed.value });
  }

  issues.push(...duplicateIssues(configs));
  if (issues.length > 0) throw new SiteConfigError(issues);
  return configs.map((c) => c.config);
}

/** A slug or host owned by two sites would serve one dealer's pages as another's. */
function duplicateIssues(
  configs: readonly { file: string; config: SiteConfig }[],
): SiteConfigIssue[] {
  const issues: SiteConfigIssue[] = [];
  const slugOwner = new Map<string, string>();
  const domainOwner = new Map<string, string>();
  for (const { file, config } of configs) {
    const slugFile = slugOwner.get(config.slug);
    if (slugFile)
      issues.push({
        file,
        path: "slug",
        message: `'${config.slug}' is already used by ${slugFile}`,
      });
    else slugOwner.set(config.slug, file);

    config.domains.forEach((domain, i) => {
      const domainFile = domainOwner.get(domain);
      if (domainFile)
        issues.push({
          file,
          path: `domains.${i}`,
          message: `'${domain}' is already used by ${domainFile}`,
        });
      else domainOwner.set(domain, file);
    });
  }
  return issues;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
