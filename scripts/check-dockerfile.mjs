/**
 * npm run check:dockerfile — builds docs/deploy/Dockerfile and runs the image it makes, where
 * there is no Docker daemon: each stage is a directory tree run as its root (a mount namespace
 * and chroot, as root), holding this machine's /usr (read-only: its Node.js stands for the
 * `node:20-slim` base image), a copy of /etc with the image's `node` user (uid 1000), /dev and
 * /proc. Every step is taken as written: WORKDIR, COPY from the build context (its
 * .dockerignore applied) or another stage, RUN by `/bin/sh -c` in the stage (npm installs from
 * the registry into the stage's own cache), ENV, USER. Then the last stage's CMD is started as
 * its USER with its ENV (PORT given as `docker run -e PORT=...` would), its HEALTHCHECK run
 * until it passes (within its start period), and a page of every demo site, the sitemap and a
 * resized photo fetched from it. Prints each step's time; exits 1 on the first failure.
 *
 * What it does not check: the base image itself (Debian bookworm-slim with Node.js 20, as this
 * machine is), BuildKit's cache and layers, and the image's size.
 *
 * Options: --port=N (default 3197), --keep (leave the stages' directories for a look).
 */
import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { durationSeconds, ignoredBy, ignorePatterns, parseDockerfile } from "./lib/dockerfile.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const PORT = Number(args.get("port") ?? 3197);
const DOCKERFILE = path.join(root, "docs/deploy/Dockerfile");
const IGNORE = path.join(root, "docs/deploy/Dockerfile.dockerignore");
const NODE_UID = 1000;

if (process.getuid?.() !== 0) {
  console.error("check:dockerfile runs each stage in a chroot: run it as root.");
  process.exit(2);
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-dockerfile-"));
const stages = parseDockerfile(readFileSync(DOCKERFILE, "utf8"));
const ignore = ignorePatterns(readFileSync(IGNORE, "utf8"));

/** Every stage's root made so far. */
const roots = [];

/** A stage's root: this machine's /usr and the shape of a Debian image around it. */
function rootfs(name) {
  const dir = path.join(work, name);
  roots.push(dir);
  for (const sub of ["usr", "dev", "proc", "tmp", "root", "home/node", "var/tmp"]) {
    mkdirSync(path.join(dir, sub), { recursive: true, verbatimSymlinks: true });
  }
  for (const link of ["bin", "lib", "lib64", "sbin"]) {
    if (existsSync(path.join("/", link))) symlinkSync(`usr/${link}`, path.join(dir, link));
  }
  cpSync("/etc", path.join(dir, "etc"), { recursive: true, verbatimSymlinks: true, force: true });
  const passwd = path.join(dir, "etc/passwd");
  if (!/^node:/m.test(readFileSync(passwd, "utf8"))) {
    appendFileSync(passwd, `node:x:${NODE_UID}:${NODE_UID}::/home/node:/bin/sh\n`);
    appendFileSync(path.join(dir, "etc/group"), `node:x:${NODE_UID}:\n`);
  }
  spawnSync("chown", [`${NODE_UID}:${NODE_UID}`, path.join(dir, "home/node")]);
  spawnSync("chmod", ["1777", path.join(dir, "tmp")]);
  return dir;
}

/** Runs `command` in the stage's root as `user`, with `env`, from `workdir`. */
function inStage(stage, command, { detached = false } = {}) {
  const user = stage.user === "node" ? `${NODE_UID}:${NODE_UID}` : "0:0";
  const home = stage.user === "node" ? "/home/node" : "/root";
  const env = {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    HOME: home,
    ...Object.fromEntries(stage.env),
  };
  const script = [
    "set -e",
    'mount --bind /usr "$R/usr" && mount -o remount,bind,ro "$R/usr"',
    'mount --rbind /dev "$R/dev"',
    'mount -t proc proc "$R/proc"',
    `exec chroot --userspec=${user} "$R" /usr/bin/env -i ${Object.entries(env)
      .map(([k, v]) => shellQuote(`${k}=${v}`))
      .join(
        " ",
      )} /bin/sh -c ${shellQuote(`cd ${shellQuote(stage.workdir)} && exec "$@"`)} sh ${command.map(shellQuote).join(" ")}`,
  ].join("\n");
  const options = { env: { ...process.env, R: stage.dir }, stdio: "inherit" };
  if (detached)
    return spawn("unshare", ["--mount", "--propagation", "private", "sh", "-c", script], {
      ...options,
      stdio: ["ignore", "pipe", "pipe"],
    });
  const result = spawnSync(
    "unshare",
    ["--mount", "--propagation", "private", "sh", "-c", script],
    options,
  );
  if (result.status !== 0) throw new Error(`${command.join(" ")}: exit code ${result.status}`);
  return null;
}

function shellQuote(text) {
  return `'${String(text).replace(/'/g, "'\\''")}'`;
}

/** A path of the stage's tree on this machine. */
const hostPath = (stage, inside) => path.join(stage.dir, path.posix.resolve(stage.workdir, inside));

function copyFromContext(stage, step) {
  const dest = hostPath(stage, step.dest);
  for (const source of step.sources) {
    if (source === ".") {
      mkdirSync(dest, { recursive: true, verbatimSymlinks: true });
      for (const entry of readdirSync(root)) {
        if (ignoredBy(ignore, entry)) continue;
        cpSync(path.join(root, entry), path.join(dest, entry), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
      continue;
    }
    if (ignoredBy(ignore, source.replace(/\/+$/, ""))) {
      throw new Error(`COPY ${source}: left out of the context by the .dockerignore`);
    }
    const target =
      step.sources.length > 1 || step.dest.endsWith("/")
        ? path.join(dest, path.basename(source))
        : dest;
    mkdirSync(path.dirname(target), { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(root, source), target, { recursive: true, verbatimSymlinks: true });
  }
}

function copyFromStage(stage, step, from) {
  for (const source of step.sources) {
    const origin = path.join(from.dir, source);
    if (!existsSync(origin)) throw new Error(`COPY --from=${from.name} ${source}: not there`);
    cpSync(origin, hostPath(stage, step.dest), { recursive: true, verbatimSymlinks: true });
  }
}

async function waitHealthy(stage, health, server) {
  const interval = durationSeconds(health.options.interval ?? "30s");
  const startPeriod = durationSeconds(health.options["start-period"] ?? "0s");
  const deadline = Date.now() + (startPeriod + interval * 3) * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`CMD exited with code ${server.exitCode}`);
    try {
      inStage(stage, health.command);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  throw new Error("HEALTHCHECK never passed within its start period");
}

/** A GET with the site's host name (fetch may not set Host), its status, type and body. */
function fetchFrom(host, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port: PORT, path: pathname, headers: { host: `${host}:${PORT}` } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            type: response.headers["content-type"] ?? "",
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

const built = new Map();
let server = null;
const output = [];
let code = 0;
try {
  for (const spec of stages) {
    const stage = {
      name: spec.name,
      dir: rootfs(spec.name),
      workdir: "/",
      env: new Map(),
      user: "root",
    };
    console.log(`\n== FROM ${spec.image} AS ${spec.name} (${elapsed()})`);
    for (const step of spec.steps) {
      if (step.op === "WORKDIR") {
        stage.workdir = path.posix.resolve(stage.workdir, step.path);
        mkdirSync(path.join(stage.dir, stage.workdir), { recursive: true, verbatimSymlinks: true });
      } else if (step.op === "COPY") {
        console.log(
          `COPY ${step.from ? `--from=${step.from} ` : ""}${step.sources.join(" ")} ${step.dest}`,
        );
        if (step.from) copyFromStage(stage, step, built.get(step.from));
        else copyFromContext(stage, step);
      } else if (step.op === "RUN") {
        console.log(`RUN ${step.shell} (${elapsed()})`);
        // npm keeps its cache in the stage's own home, so `npm cache clean` cleans that one.
        inStage(stage, ["/bin/sh", "-c", step.shell]);
      } else if (step.op === "ENV") {
        for (const [key, value] of step.pairs) stage.env.set(key, value);
      } else if (step.op === "USER") stage.user = step.user;
      else if (step.op === "VOLUME") {
        for (const volume of step.paths)
          mkdirSync(path.join(stage.dir, volume), { recursive: true, verbatimSymlinks: true });
      }
    }
    built.set(spec.name, stage);
  }

  const last = built.get(stages.at(-1).name);
  // The last of each counts, as in Docker.
  const cmd = stages.at(-1).steps.findLast((step) => step.op === "CMD");
  const health = stages.at(-1).steps.findLast((step) => step.op === "HEALTHCHECK");
  if (!cmd) throw new Error("the last stage has no CMD");
  if (!health?.command) throw new Error("the last stage has no HEALTHCHECK");
  last.env.set("PORT", String(PORT));
  console.log(`\n== run: ${cmd.command.join(" ")} as ${last.user}, PORT=${PORT} (${elapsed()})`);
  server = inStage(last, cmd.command, { detached: true });
  server.stdout.on("data", (chunk) => output.push(chunk));
  server.stderr.on("data", (chunk) => output.push(chunk));
  const runStarted = Date.now();
  await waitHealthy(last, health, server);
  console.log(`HEALTHCHECK passed ${((Date.now() - runStarted) / 1000).toFixed(1)} s after start`);
  const sites = readdirSync(path.join(last.dir, last.workdir, "sites"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""));
  for (const site of sites) {
    const host = `${site}.localhost`;
    const home = await fetchFrom(host, "/");
    const sitemap = await fetchFrom(host, "/sitemap.xml");
    const car = /<loc>[^<]*(\/cars\/[a-z0-9-]+)<\/loc>/.exec(sitemap.body.toString())?.[1];
    const vehicle = car ? await fetchFrom(host, car) : null;
    const photo = vehicle
      ? /\/i\/\d+q\d+\/media\/[^"' ]+\.jpg/.exec(vehicle.body.toString())?.[0]
      : undefined;
    const image = photo ? await fetchFrom(host, photo) : null;
    console.log(
      `${site}: home ${home.status}, sitemap ${sitemap.status}, ${car ?? "no car"} ${vehicle?.status ?? "-"}, photo ${image?.status ?? "-"} ${image?.type ?? ""} ${image?.body.length ?? 0} bytes`,
    );
    const ok =
      home.status === 200 &&
      sitemap.status === 200 &&
      vehicle?.status === 200 &&
      image?.status === 200 &&
      image.type.startsWith("image/");
    if (!ok) throw new Error(`${site}: a page or photo did not answer as it should`);
  }
  if (!existsSync(path.join(last.dir, "data"))) throw new Error("no /data volume");
  const owner = spawnSync("stat", ["-c", "%u", path.join(last.dir, "data")])
    .stdout.toString()
    .trim();
  console.log(
    `/data owned by uid ${owner}; the server wrote ${readdirSync(path.join(last.dir, "data")).join(", ")}`,
  );
  if (owner !== String(NODE_UID)) throw new Error("/data is not the node user's");
  console.log(`\nDockerfile built and served in ${elapsed()}.`);
  writeFileSync(path.join(work, "server.log"), Buffer.concat(output));
} catch (error) {
  console.error(`\nFAILED (${elapsed()}): ${error.message}`);
  const said = Buffer.concat(output).toString().trim().split("\n").slice(-30).join("\n");
  if (said) console.error(`The server's last words:\n${said}`);
  code = 1;
} finally {
  if (server && server.exitCode === null) server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  // The mounts were private to each step's namespace; a stage's usr is an empty directory here.
  // Never delete through a mount that is still there.
  const mounted = roots.some((dir) => readdirSync(path.join(dir, "usr")).length > 0);
  if (mounted) console.log(`A stage's /usr is still mounted: ${work} left as it is.`);
  else if (!args.has("keep")) rmSync(work, { recursive: true, force: true });
  else console.log(`Stages kept in ${work}`);
}
process.exit(code);
