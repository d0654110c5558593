// `npm start`: check the configuration, build when the sources changed, serve every site and
// print each site's address once the server answers.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { buildIfStale, serverEntry, serverEnv } from "./lib/build.mjs";

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
process.env.NEXT_TELEMETRY_DISABLED = "1";

const preflight = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/preflight.ts"],
  {
    stdio: "inherit",
  },
);
if (preflight.status !== 0) process.exit(preflight.status ?? 1);

buildIfStale(root);

const started = Date.now();
const server = spawn(process.execPath, [serverEntry(root)], {
  stdio: "inherit",
  env: serverEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

const sitesDir = process.env.SITES_DIR ?? "sites";
const slugs = readdirSync(sitesDir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""))
  .sort();

function probe() {
  const req = http.get(
    { host: "127.0.0.1", port, path: "/api/health", headers: { host: `${slugs[0]}.localhost` } },
    (res) => {
      res.resume();
      if (res.statusCode === 200) return announce();
      setTimeout(probe, 300);
    },
  );
  req.on("error", () => setTimeout(probe, 300));
}

/** The staff a site's config lists, who sign in to its console at /admin. */
function staffOf(slug) {
  try {
    const config = JSON.parse(readFileSync(path.join(sitesDir, `${slug}.json`), "utf8"));
    return Array.isArray(config.staff) ? config.staff : [];
  } catch {
    return [];
  }
}

function announce() {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nForecourt is serving ${slugs.length} sites (ready in ${seconds} s):`);
  for (const slug of slugs) {
    console.log(`  http://${slug}.localhost:${port}`);
    const staff = staffOf(slug);
    if (staff.length === 0) continue;
    const who = staff.map((member) => `${member.email} (${member.role})`).join(", ");
    console.log(`    console http://${slug}.localhost:${port}/admin, sign in as ${who}`);
  }
  console.log(`  http://localhost:${port} -> ${process.env.DEFAULT_SITE || slugs[0]}`);
  const mail = path.join(process.env.DATA_DIR ?? ".data", "mail");
  console.log(`  Console sign-in links are written to ${mail} when SMTP_URL is unset.\n`);
}

probe();
