/**
 * The database backends integration tests run on: PGlite in a fresh temporary directory and
 * PostgreSQL in a fresh database `forecourt_test_<random>` that is dropped afterwards.
 *
 * PostgreSQL is found at TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres,
 * else as the current OS user. When it is unreachable its cases are skipped with a loud
 * warning, except under CI=true, where they run and fail: CI must test both drivers.
 *
 *   for (const backend of await databaseBackends()) {
 *     describe(backend.name, () => { const t = useTestDatabase(backend); ... t.db ... });
 *   }
 */
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { closeDatabase, type Database, type OpenDatabaseOptions, openDatabase } from "@/data/db";

export type BackendName = "pglite" | "postgres";

export type TestDatabase = {
  backend: BackendName;
  /** Options that open this same database again (a second app node, a restart). */
  options: OpenDatabaseOptions;
  db: Database;
  /** Closes `db` and removes the directory or drops the database. */
  dispose(): Promise<void>;
};

export type DatabaseBackend = {
  name: BackendName;
  /** False when PostgreSQL is unreachable outside CI: the cases are skipped. */
  enabled: boolean;
  /** Why the backend cannot run (PostgreSQL unreachable); null when it can. */
  unavailable: string | null;
  /** Creates an empty database, opens it (running the migrations) and returns it. */
  create(): Promise<TestDatabase>;
  /** Like create, without opening: for tests of opening itself. */
  createEmpty(): Promise<{ options: OpenDatabaseOptions; dispose(): Promise<void> }>;
};

const isCI = process.env.CI === "true" || process.env.CI === "1";

function candidateUrls(): string[] {
  if (process.env.TEST_DATABASE_URL) return [process.env.TEST_DATABASE_URL];
  return [
    "postgres://postgres@127.0.0.1:5432/postgres",
    `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/postgres`,
  ];
}

async function findServer(): Promise<{ url: string } | { error: string }> {
  const errors: string[] = [];
  for (const url of candidateUrls()) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query("select 1");
      return { url };
    } catch (error) {
      errors.push(`${url}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return { error: errors.join("; ") };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creating a PGlite cluster (initdb in WebAssembly) takes 5-15 s on these machines, so a
 * migrated cluster is built once per migrations version and copied into each fresh temp dir.
 * The "from empty" migration test uses createEmpty and so never sees the template.
 */
async function pgliteTemplate(): Promise<string> {
  const folder = path.resolve(process.cwd(), "drizzle");
  const hash = createHash("sha256");
  hash.update(await readFile(packageJsonPath("@electric-sql/pglite")));
  for (const file of (await readdir(folder, { recursive: true })).sort()) {
    const full = path.join(folder, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  const dir = path.join(tmpdir(), `forecourt-pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (await stat(dir).catch(() => null)) return dir;
  const building = await mkdtemp(path.join(tmpdir(), "forecourt-pglite-building-"));
  await closeDatabase(await openDatabase({ dataDir: building }));
  // Another worker may have finished first; either copy is as good.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

function packageJsonPath(pkg: string): string {
  return path.resolve(process.cwd(), "node_modules", pkg, "package.json");
}

function pgliteBackend(): DatabaseBackend {
  const createEmpty = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "forecourt-test-"));
    return {
      options: { dataDir },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  };
  const fromTemplate = async () => {
    const template = await pgliteTemplate();
    const empty = await createEmpty();
    await cp(template, empty.options.dataDir, { recursive: true });
    return empty;
  };
  return {
    name: "pglite",
    enabled: true,
    unavailable: null,
    createEmpty,
    create: () => opened(fromTemplate, "pglite"),
  };
}

function postgresBackend(server: { url: string } | { error: string }): DatabaseBackend {
  const createEmpty = async () => {
    if ("error" in server) {
      throw new Error(`PostgreSQL is unreachable and CI=true requires it: ${server.error}`);
    }
    const name = `forecourt_test_${randomBytes(6).toString("hex")}`;
    await admin(server.url, (c) => c.query(`create database ${name}`));
    const dataDir = await mkdtemp(path.join(tmpdir(), "forecourt-test-"));
    return {
      options: { databaseUrl: withDatabase(server.url, name), dataDir },
      dispose: async () => {
        await admin(server.url, (c) => c.query(`drop database if exists ${name} with (force)`));
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  };
  return {
    name: "postgres",
    enabled: !("error" in server) || isCI,
    unavailable: "error" in server ? server.error : null,
    createEmpty,
    create: () => opened(createEmpty, "postgres"),
  };
}

async function opened(
  createEmpty: DatabaseBackend["createEmpty"],
  backend: BackendName,
): Promise<TestDatabase> {
  const empty = await createEmpty();
  try {
    const db = await openDatabase(empty.options);
    return {
      backend,
      options: empty.options,
      db,
      dispose: async () => {
        await closeDatabase(db);
        await empty.dispose();
      },
    };
  } catch (error) {
    await empty.dispose();
    throw error;
  }
}

let cached: Promise<DatabaseBackend[]> | undefined;

/** Both backends; PostgreSQL is probed once per test file. */
export function databaseBackends(): Promise<DatabaseBackend[]> {
  cached ??= findServer().then((server) => {
    if ("error" in server && !isCI) {
      console.warn(
        [
          "",
          "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
          "!! PostgreSQL is unreachable: the PostgreSQL integration cases are SKIPPED.",
          `!! ${server.error}`,
          "!! Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL. Under CI=true",
          "!! these cases fail instead.",
          "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
          "",
        ].join("\n"),
      );
    }
    return [pgliteBackend(), postgresBackend(server)];
  });
  return cached;
}

/**
 * Registers a describe block per backend (skipped when the backend is disabled).
 * `body` registers the tests of one backend.
 */
export async function describeEachBackend(
  title: string,
  body: (backend: DatabaseBackend) => void,
): Promise<void> {
  for (const backend of await databaseBackends()) {
    const name = `${title} [${backend.name}]`;
    if (!backend.enabled) describe.skip(name, () => body(backend));
    else if (backend.unavailable) {
      // CI=true and no PostgreSQL: one plainly failing case instead of silently skipped ones.
      describe(name, () => {
        it("needs a reachable PostgreSQL under CI=true", () => {
          throw new Error(`PostgreSQL is unreachable: ${backend.unavailable}`);
        });
      });
    } else describe(name, () => body(backend));
  }
}

/** A fresh migrated database for the enclosing describe block, disposed after it. */
export function useTestDatabase(backend: DatabaseBackend): { readonly db: Database } & {
  readonly current: TestDatabase;
} {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await backend.create();
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return {
    get db() {
      if (!current) throw new Error("The test database is not open yet (use it inside a test)");
      return current.db;
    },
    get current() {
      if (!current) throw new Error("The test database is not open yet (use it inside a test)");
      return current;
    },
  };
}
