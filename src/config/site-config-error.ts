/** A site configuration that cannot be served: start-up stops with every problem listed. */

export type SiteConfigIssue = {
  /** The config file as given to the loader, e.g. "sites/acme.json". */
  file: string;
  /** Dotted field path, e.g. "finance.lenders.0.interestRate"; "(root)" for the whole file. */
  path: string;
  message: string;
};

export class SiteConfigError extends Error {
  readonly issues: readonly SiteConfigIssue[];

  constructor(issues: readonly SiteConfigIssue[]) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "SiteConfigError";
    this.issues = issues;
  }
}

export function formatIssue(issue: SiteConfigIssue): string {
  return `${issue.file}: ${issue.path}: ${issue.message}`;
}

/** "finance.lenders.0.interestRate" from zod's ["finance", "lenders", 0, "interestRate"]. */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}
