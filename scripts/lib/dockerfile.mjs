/**
 * A Dockerfile read into its stages and steps, for scripts/check-dockerfile.mjs, which builds
 * and runs it where there is no Docker daemon. Only what a Dockerfile of this repository may
 * use: FROM (with AS), WORKDIR, COPY (with --from, --chown), RUN, ENV, USER, VOLUME, EXPOSE,
 * HEALTHCHECK and CMD, lines continued with a backslash, comments and parser directives.
 * Anything else is refused by name, so a new instruction is not silently skipped.
 */

const KNOWN = new Set([
  "FROM",
  "WORKDIR",
  "COPY",
  "RUN",
  "ENV",
  "USER",
  "VOLUME",
  "EXPOSE",
  "HEALTHCHECK",
  "CMD",
]);

/** The logical lines of a Dockerfile: continuations joined, comments and blank lines left out. */
function logicalLines(text) {
  const lines = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (pending === "" && (line === "" || line.startsWith("#"))) continue;
    if (line.startsWith("#")) continue; // a comment inside a continued instruction
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push((pending + line).trim());
    pending = "";
  }
  if (pending.trim() !== "") lines.push(pending.trim());
  return lines;
}

/** Leading `--name=value` flags of an instruction's arguments, and the rest. */
function flags(args) {
  const found = {};
  let rest = args;
  for (;;) {
    const match = /^--([a-z-]+)(?:=(\S+))?\s*/.exec(rest);
    if (!match) return { flags: found, rest };
    found[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
}

/** `KEY=value KEY2="two words"` pairs. */
function envPairs(args) {
  const pairs = [];
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g;
  for (const match of args.matchAll(pattern)) {
    const value = match[2].startsWith('"') ? JSON.parse(match[2]) : match[2];
    pairs.push([match[1], value]);
  }
  if (pairs.length === 0) throw new Error(`ENV ${args}: only KEY=value pairs are read`);
  return pairs;
}

/** A command in exec form (a JSON array), or shell form run by `sh -c`. */
function command(args) {
  const text = args.trim();
  if (text.startsWith("[")) return JSON.parse(text);
  return ["/bin/sh", "-c", text];
}

/**
 * The stages of a Dockerfile, each with its base image, name and steps in order. A step is
 * `{ op, ... }`: WORKDIR `path`; COPY `sources`, `dest`, `from`; RUN `shell`; ENV `pairs`;
 * USER `user`; VOLUME `paths`; EXPOSE `ports`; HEALTHCHECK `options`, `command`; CMD `command`.
 */
export function parseDockerfile(text) {
  const stages = [];
  for (const line of logicalLines(text)) {
    const [, word, args = ""] = /^(\S+)\s*([\s\S]*)$/.exec(line);
    const op = word.toUpperCase();
    if (!KNOWN.has(op)) throw new Error(`${op}: not an instruction this check reads`);
    if (op === "FROM") {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args.trim()) ?? [];
      if (!image) throw new Error(`FROM ${args}: expected an image and an optional AS name`);
      stages.push({ image, name: name ?? String(stages.length), steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${op} before any FROM`);
    if (op === "WORKDIR") stage.steps.push({ op, path: args.trim() });
    else if (op === "COPY") {
      const { flags: given, rest } = flags(args);
      const parts = rest.trim().split(/\s+/);
      if (parts.length < 2) throw new Error(`COPY ${args}: expected sources and a destination`);
      stage.steps.push({
        op,
        sources: parts.slice(0, -1),
        dest: parts.at(-1),
        from: typeof given.from === "string" ? given.from : null,
      });
    } else if (op === "RUN") stage.steps.push({ op, shell: args.trim() });
    else if (op === "ENV") stage.steps.push({ op, pairs: envPairs(args) });
    else if (op === "USER") stage.steps.push({ op, user: args.trim() });
    else if (op === "VOLUME") {
      const text = args.trim();
      stage.steps.push({ op, paths: text.startsWith("[") ? JSON.parse(text) : text.split(/\s+/) });
    } else if (op === "EXPOSE") stage.steps.push({ op, ports: args.trim().split(/\s+/) });
    else if (op === "HEALTHCHECK") {
      const { flags: given, rest } = flags(args);
      const [, kind, cmd] = /^(CMD|NONE)\s*([\s\S]*)$/i.exec(rest.trim()) ?? [];
      if (!kind) throw new Error(`HEALTHCHECK ${args}: expected CMD or NONE`);
      stage.steps.push({
        op,
        options: given,
        command: kind.toUpperCase() === "NONE" ? null : command(cmd),
      });
    } else if (op === "CMD") stage.steps.push({ op, command: command(args) });
  }
  if (stages.length === 0) throw new Error("no FROM: not a Dockerfile");
  return stages;
}

/** Seconds of a duration such as `10s`, `3s`, `2m`, `120s`. */
export function durationSeconds(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(text));
  if (!match) throw new Error(`${text}: not a duration`);
  const scale = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2]];
  return Number(match[1]) * scale;
}

/**
 * Whether a top-level entry of the build context is left out by a .dockerignore pattern
 * (patterns are matched against the path from the context's root; `*` stands for any run of
 * characters but `/`, `?` for one).
 */
export function ignoredBy(patterns, name) {
  return patterns.some((pattern) => {
    const source = pattern
      .replace(/^\/+|\/+$/g, "")
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]");
    return new RegExp(`^${source}$`).test(name);
  });
}

/** The patterns of a .dockerignore file. */
export function ignorePatterns(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}
