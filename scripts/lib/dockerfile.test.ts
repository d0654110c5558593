/**
 * The Dockerfile reader of the image check: stages, continued lines, COPY --from, ENV pairs,
 * HEALTHCHECK options, exec and shell forms; the .dockerignore's patterns; and the deployment
 * Dockerfile itself, read as the check will run it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ALLOCATOR_ENV } from "./build.mjs";
import { durationSeconds, ignoredBy, ignorePatterns, parseDockerfile } from "./dockerfile.mjs";

describe("parseDockerfile", () => {
  it("reads stages and their steps, continued lines joined and comments left out", () => {
    const stages = parseDockerfile(`# syntax=docker/dockerfile:1
# A comment
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci \\
 && echo done
FROM node:20-slim
ENV NODE_ENV=production \\
    GREETING="two words" \\
    PORT=3000
COPY --from=build /app/node_modules ./node_modules
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --start-period=120s \\
  CMD ["node", "-e", "process.exit(0)"]
CMD ["node", "server.mjs"]
`);
    expect(stages.map((stage) => [stage.image, stage.name])).toEqual([
      ["node:20-slim", "build"],
      ["node:20-slim", "1"],
    ]);
    expect(stages[0]!.steps).toEqual([
      { op: "WORKDIR", path: "/app" },
      { op: "COPY", sources: ["package.json", "package-lock.json"], dest: "./", from: null },
      { op: "RUN", shell: "npm ci && echo done" },
    ]);
    expect(stages[1]!.steps).toEqual([
      {
        op: "ENV",
        pairs: [
          ["NODE_ENV", "production"],
          ["GREETING", "two words"],
          ["PORT", "3000"],
        ],
      },
      { op: "COPY", sources: ["/app/node_modules"], dest: "./node_modules", from: "build" },
      { op: "USER", user: "node" },
      { op: "VOLUME", paths: ["/data"] },
      { op: "EXPOSE", ports: ["3000"] },
      {
        op: "HEALTHCHECK",
        options: { interval: "10s", "start-period": "120s" },
        command: ["node", "-e", "process.exit(0)"],
      },
      { op: "CMD", command: ["node", "server.mjs"] },
    ]);
  });

  it("runs a shell-form command by /bin/sh -c", () => {
    const [stage] = parseDockerfile("FROM debian\nCMD echo hello && echo again\n");
    expect(stage!.steps).toEqual([
      { op: "CMD", command: ["/bin/sh", "-c", "echo hello && echo again"] },
    ]);
  });

  it("refuses what it does not read rather than skipping it", () => {
    expect(() => parseDockerfile("FROM debian\nARG VERSION=1\n")).toThrow("ARG");
    expect(() => parseDockerfile("FROM debian\nONBUILD RUN echo\n")).toThrow(
      "ONBUILD: not an instruction this check reads",
    );
    expect(() => parseDockerfile("WORKDIR /app\n")).toThrow("before any FROM");
    expect(() => parseDockerfile("# nothing\n")).toThrow("no FROM");
  });

  it("reads the deployment Dockerfile: a build, the run-time dependencies, and the node", () => {
    const stages = parseDockerfile(readFileSync("docs/deploy/Dockerfile", "utf8"));
    expect(stages.map((stage) => stage.name)).toEqual(["build", "runtime-deps", "2"]);
    const node = stages.at(-1)!.steps;
    const ops = node.map((step) => step.op);
    expect(ops).toContain("HEALTHCHECK");
    expect(ops.at(-1)).toBe("CMD");
    const froms = node.flatMap((step) => (step.op === "COPY" && step.from ? [step.from] : []));
    expect(new Set(froms)).toEqual(new Set(["build", "runtime-deps"]));
  });

  it("starts the node with the allocator settings every launcher gives the server", () => {
    const node = parseDockerfile(readFileSync("docs/deploy/Dockerfile", "utf8")).at(-1)!.steps;
    const env = Object.fromEntries(node.flatMap((step) => (step.op === "ENV" ? step.pairs : [])));
    expect(Object.keys(SERVER_ALLOCATOR_ENV).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(SERVER_ALLOCATOR_ENV)) expect(env[name]).toBe(value);
  });
});

describe("durations and .dockerignore patterns", () => {
  it("reads durations", () => {
    expect(durationSeconds("10s")).toBe(10);
    expect(durationSeconds("2m")).toBe(120);
    expect(durationSeconds("500ms")).toBe(0.5);
    expect(() => durationSeconds("soon")).toThrow("not a duration");
  });

  it("leaves out what the patterns name, at the context's root", () => {
    const patterns = ignorePatterns("# comment\n.git\nnode_modules\n.next-*\n*.tsbuildinfo\n\n");
    expect(patterns).toEqual([".git", "node_modules", ".next-*", "*.tsbuildinfo"]);
    expect(ignoredBy(patterns, "node_modules")).toBe(true);
    expect(ignoredBy(patterns, ".next-e2e")).toBe(true);
    expect(ignoredBy(patterns, "tsconfig.tsbuildinfo")).toBe(true);
    expect(ignoredBy(patterns, ".next")).toBe(false);
    expect(ignoredBy(patterns, "src")).toBe(false);
    expect(ignoredBy(patterns, "node_modules_extra")).toBe(false);
  });
});
