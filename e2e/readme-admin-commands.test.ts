/**
 * The README's admin commands, run as written against a demo server: the stock import by the
 * CLI and by curl, the failed-leads list and a retry, each with the demo key `demo-{slug}`
 * answered 2xx, and refused with a wrong key. Only the port (3000 in the README) and the lead id
 * placeholder are filled in.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eEnabled } from "./support/browser";
import { request } from "./support/http";
import { type SiteServer, startSiteServer } from "./support/site-server";

type Command = { env: Record<string, string>; line: string };

/** The commands of the README's sh blocks that call the admin API or the import CLI. */
function readmeAdminCommands(): Command[] {
  const readme = readFileSync("README.md", "utf8");
  const commands: Command[] = [];
  for (const [, block] of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const env: Record<string, string> = {};
    for (const line of block!.replace(/\\\n\s*/g, "").split("\n")) {
      const assignment = /^([A-Z_]+)=(\S+)$/.exec(line.trim());
      if (assignment) env[assignment[1]!] = assignment[2]!;
      else if (/\/api\/admin\/|stock:import/.test(line)) commands.push({ env: { ...env }, line });
    }
  }
  return commands;
}

function run(command: Command, port: number, leadId: string, key?: string): string {
  const line = command.line.replaceAll(":3000/", `:${port}/`).replaceAll("LEAD_ID", leadId);
  return execFileSync("bash", ["-c", line], {
    env: {
      ...process.env,
      ...command.env,
      ...(key ? { FORECOURT_API_KEY: key } : {}),
      PORT: String(port),
    },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe.skipIf(!e2eEnabled())("README admin commands", () => {
  let server: SiteServer;
  const commands = readmeAdminCommands();
  const find = (pattern: RegExp) => {
    const command = commands.find((c) => pattern.test(c.line));
    if (!command) throw new Error(`The README has no command matching ${pattern}`);
    return command;
  };

  beforeAll(async () => {
    server = await startSiteServer({
      name: "readme-admin",
      sites: (configs) =>
        configs.map((c) =>
          c.slug === "redgum-preowned"
            ? { ...c, forms: { ...(c.forms as object), captcha: false } }
            : c,
        ),
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("documents the import by CLI and curl, the failed-leads list and a retry", () => {
    expect(commands.map((c) => c.line.split(" ").slice(0, 3).join(" "))).toEqual(
      expect.arrayContaining(["npm run stock:import", "curl -X POST", 'curl -H "Authorization:']),
    );
    for (const command of commands)
      expect(command.env.FORECOURT_API_KEY).toBe("demo-redgum-preowned");
  });

  it("imports the example feed with the CLI and with curl", () => {
    const cli = run(find(/stock:import/), server.port, "");
    expect(cli).toMatch(/Sent to the running server on port \d+ \(site redgum-preowned\)/);
    const curl = JSON.parse(run(find(/curl -X POST .*text\/csv/), server.port, "")) as Record<
      string,
      unknown
    >;
    expect(curl).toHaveProperty("added");
    expect(curl).toHaveProperty("rejected");
  });

  it("lists failed leads and retries a lead's deliveries", async () => {
    const host = `redgum-preowned.localhost:${server.port}`;
    const posted = await request(server.port, host, "/api/leads", {
      method: "POST",
      headers: { origin: `http://${host}`, "content-type": "application/json" },
      body: JSON.stringify({
        form: "enquiry",
        name: "Rex",
        last_name: "Readme",
        email: "rex@example.com",
        phone: "0412 345 678",
        postcode: "5000",
        comments: "From the README test",
        terms: true,
      }),
    });
    expect(posted.status, posted.body).toBe(201);
    const { lead_id } = JSON.parse(posted.body) as { lead_id: string };
    const list = JSON.parse(run(find(/status=failed/), server.port, "")) as { leads: unknown[] };
    expect(Array.isArray(list.leads)).toBe(true);
    const retried = JSON.parse(run(find(/\/retry/), server.port, lead_id)) as Record<
      string,
      unknown
    >;
    expect(retried).toEqual({ retried: true });
  });

  it("refuses every command with a wrong key", () => {
    for (const pattern of [/curl -X POST .*text\/csv/, /status=failed/, /\/retry/]) {
      const answer = run(
        find(pattern),
        server.port,
        "00000000-0000-0000-0000-000000000000",
        "wrong-key",
      );
      expect(answer, String(pattern)).toContain("unauthorized");
    }
    expect(() => run(find(/stock:import/), server.port, "", "wrong-key")).toThrow(
      /refused the API key/,
    );
  });
});
