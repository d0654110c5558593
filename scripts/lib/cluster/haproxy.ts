/**
 * HAProxy for the cluster checks: found on this machine (or installed from Debian's packages),
 * and run with docs/deploy/haproxy.cfg itself, only its address and servers replaced.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { openSync, readFileSync, writeFileSync } from "node:fs";

/** HAProxy's path, or null when it is not installed. */
export function findHaproxy(): string | null {
  const found = spawnSync("sh", ["-c", "command -v haproxy || ls /usr/sbin/haproxy"], {
    encoding: "utf8",
  }).stdout.trim();
  return found ? found.split("\n")[0]! : null;
}

/** Installs Debian's haproxy package (with sudo unless root) and answers its path. */
export function installHaproxy(log: (line: string) => void): string {
  log("HAProxy is not installed: apt-get update && apt-get install -y haproxy");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  for (const command of [
    ["apt-get", "update"],
    ["apt-get", "install", "-y", "--no-install-recommends", "haproxy"],
  ]) {
    const [program, ...args] = [...sudo, ...command];
    log(`$ ${[program, ...args].join(" ")}`);
    const result = spawnSync(program!, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`${command.join(" ")} failed (${result.status})`);
  }
  const installed = findHaproxy();
  if (!installed) throw new Error("haproxy is still missing after apt-get install");
  return installed;
}

export const haproxyVersion = (binary: string) =>
  execFileSync(binary, ["-v"], { encoding: "utf8" }).split("\n")[0]!;

/**
 * The proxy's configuration: docs/deploy/haproxy.cfg itself, listening on `port` of 127.0.0.1
 * and sending to `nodes` on 127.0.0.1 in place of its example servers.
 */
export function haproxyConfig(options: { port: number; nodes: { name: string; port: number }[] }) {
  const lines = readFileSync("docs/deploy/haproxy.cfg", "utf8")
    .split("\n")
    .filter((line) => !/^\s*server\s/.test(line))
    .map((line) => (/^\s*bind\s/.test(line) ? `    bind 127.0.0.1:${options.port}` : line));
  const servers = options.nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port} check`);
  return `${lines.join("\n").trimEnd()}\n${servers.join("\n")}\n`;
}

/** Writes the configuration to `configFile`, has HAProxy check it and runs it in the foreground. */
export function startHaproxy(
  binary: string,
  configFile: string,
  options: Parameters<typeof haproxyConfig>[0] & { logFile?: string },
): ChildProcess {
  writeFileSync(configFile, haproxyConfig(options));
  execFileSync(binary, ["-c", "-q", "-f", configFile], { stdio: "inherit" });
  // With a log file, HAProxy's warnings (a node going down) are shown; without, nothing is.
  return spawn(binary, ["-db", "-f", configFile], {
    stdio: options.logFile ? ["ignore", openSync(options.logFile, "a"), "inherit"] : "ignore",
  });
}
