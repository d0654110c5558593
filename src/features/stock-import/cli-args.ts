/** Arguments of `npm run stock:import`, parsed into values or a message for the person typing. */
import { parseArgs } from "node:util";
import type { Result } from "./types";

export const STOCK_IMPORT_USAGE =
  "Usage: npm run stock:import -- --site <slug> [--key <api key>] [--port <port>] <file.csv|file.json>";

export type StockImportArgs = {
  site: string;
  file: string;
  /** From --key, else FORECOURT_API_KEY; the running server needs it, direct mode does not. */
  key: string | undefined;
  /** Port of the running server: --port, else PORT, else 3000. */
  port: number;
  help: boolean;
};

export function parseStockImportArgs(
  argv: readonly string[],
  environment: Record<string, string | undefined>,
): Result<StockImportArgs, string> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  if (help) return { ok: true, value: { site: "", file: "", key: undefined, port: 0, help } };
  if (!values.site) return { ok: false, error: "Missing --site <slug>." };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.site)) {
    return { ok: false, error: `"${values.site}" is not a site slug.` };
  }
  if (positionals.length !== 1) {
    return { ok: false, error: "Name exactly one feed file (.csv or .json)." };
  }
  const portText = values.port ?? environment.PORT ?? "3000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { ok: false, error: `"${portText}" is not a port number.` };
  }
  return {
    ok: true,
    value: {
      site: values.site,
      file: positionals[0]!,
      key: values.key || environment.FORECOURT_API_KEY || undefined,
      port,
      help,
    },
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      site: { type: "string" },
      key: { type: "string" },
      port: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
