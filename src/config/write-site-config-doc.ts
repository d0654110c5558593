/** Writes docs/site-config.md from the schema: `npx tsx src/config/write-site-config-doc.ts`. */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderSiteConfigDoc, SITE_CONFIG_DOC_URL } from "./site-config-doc";

writeFileSync(SITE_CONFIG_DOC_URL, renderSiteConfigDoc());
console.log(`wrote ${fileURLToPath(SITE_CONFIG_DOC_URL)}`);
