/** Writes docs/site-config.md from the schema: `npx tsx src/config/write-site-config-doc.ts`. */
import { writeFileSync } from "node:fs";
import { renderSiteConfigDoc } from "./site-config-doc";

export const SITE_CONFIG_DOC_PATH = "docs/site-config.md";

writeFileSync(SITE_CONFIG_DOC_PATH, renderSiteConfigDoc());
console.log(`wrote ${SITE_CONFIG_DOC_PATH}`);
