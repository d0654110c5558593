/**
 * Stops start-up early, with a readable message, when the environment or a site configuration is
 * invalid: the file and the field path of every problem.
 */
import { loadSiteConfigs } from "@/config/load-site-configs";
import { parseEnv } from "@/lib/env";

try {
  const settings = parseEnv(process.env);
  const sites = loadSiteConfigs(settings.SITES_DIR);
  if (settings.DEFAULT_SITE && !sites.some((s) => s.slug === settings.DEFAULT_SITE)) {
    throw new Error(`DEFAULT_SITE=${settings.DEFAULT_SITE} names no site in ${settings.SITES_DIR}`);
  }
  console.log(`Configuration OK: ${sites.length} sites (${sites.map((s) => s.slug).join(", ")}).`);
} catch (error) {
  console.error(
    `\nForecourt cannot start:\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
