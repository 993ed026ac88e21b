// The cluster's PostgreSQL (Debian's 15): the hub connects as a role of its own with a password
// (SCRAM-SHA-256, over loopback TCP), owner of the `hub` database and nothing else. The
// superuser is reached only through the Unix socket in the data folder, by the system user that
// runs the server (peer authentication); no line of pg_hba.conf trusts anyone.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";

import { isRoot, keptSecret } from "./processes.ts";

const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
export const PG_CTL = path.join(POSTGRES_BIN, "pg_ctl");

/** The database and the role the API uses. */
export const HUB_DATABASE = "hub";
export const HUB_ROLE = "hub";

export type Postgres = {
  /** The API's connection: the hub role and its password. */
  readonly url: string;
  /** Stops the server (`pg_ctl stop -m fast`: sessions are ended, as a restart does). */
  stop: () => void;
  /** Starts it again and waits until it accepts connections. */
  start: () => void;
};

/** Who runs the server: Debian's `postgres` when started as root, else whoever runs this. */
const serverUser = () => (isRoot() ? "postgres" : userInfo().username);

function asServerUser(command: string, args: readonly string[]) {
  return isRoot()
    ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] }
    : { command, args: [...args] };
}

function runOnce(binary: string, args: readonly string[], input?: string): string {
  const { command, args: full } = asServerUser(binary, args);
  const result = spawnSync(command, full, { encoding: "utf8", input });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed: ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** A SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Who may connect, and how: written at every start, so an older data folder is brought in line. */
export function hostBasedAccess(): string {
  return [
    "# Written by scripts/cluster/postgres.ts at every start of the cluster.",
    "# The superuser: only through the Unix socket, as the system user that runs the server.",
    "local all postgres peer map=cluster",
    `# The hub's role, with its password, over loopback TCP; no one else, nothing trusted.`,
    `host ${HUB_DATABASE} ${HUB_ROLE} 127.0.0.1/32 scram-sha-256`,
    `host ${HUB_DATABASE} ${HUB_ROLE} ::1/128 scram-sha-256`,
    "",
  ].join("\n");
}

async function writeServerFile(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
  if (isRoot()) spawnSync("chown", ["postgres:postgres", file]);
}

/**
 * Makes the hub's role (or sets its password again) and its database, through the superuser's
 * socket; throws when the database exists but belongs to someone else.
 */
function ensureHubRole(options: {
  dataDir: string;
  socketDir: string;
  port: number;
  password: string;
}): void {
  const superuser = (sql: string) =>
    runOnce(
      "psql",
      [
        "-h",
        options.socketDir,
        "-p",
        String(options.port),
        "-U",
        "postgres",
        "-d",
        "postgres",
      ].concat(["-v", "ON_ERROR_STOP=1", "-tA"]),
      sql,
    ).trim();
  // The role's password is given on standard input, never on a command line.
  superuser(
    [
      `select format('create role ${HUB_ROLE}') where not exists (select from pg_roles where rolname = '${HUB_ROLE}') \\gexec`,
      `alter role ${HUB_ROLE} with login nosuperuser nocreatedb nocreaterole password ${literal(options.password)};`,
      `select format('create database ${HUB_DATABASE} owner ${HUB_ROLE}') where not exists (select from pg_database where datname = '${HUB_DATABASE}') \\gexec`,
      "",
    ].join("\n"),
  );
  const owner = superuser(
    `select pg_get_userbyid(datdba) from pg_database where datname = '${HUB_DATABASE}';`,
  );
  if (owner !== HUB_ROLE) {
    throw new Error(
      `The ${HUB_DATABASE} database belongs to ${owner}, not to the ${HUB_ROLE} role: it was made ` +
        `before the cluster had a role of its own. Remove ${options.dataDir} (the cluster seeds a ` +
        "new one) and start again.",
    );
  }
}

export async function startPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<Postgres> {
  const dir = path.join(dataDir, "postgres");
  const data = path.join(dir, "data");
  await mkdir(dir, { recursive: true });
  if (isRoot()) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    log("PostgreSQL: creating the database cluster");
    runOnce(path.join(POSTGRES_BIN, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth-local=peer",
      "--auth-host=reject",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
  }
  await writeServerFile(path.join(data, "pg_hba.conf"), hostBasedAccess());
  await writeServerFile(path.join(data, "pg_ident.conf"), `cluster ${serverUser()} postgres\n`);

  const start = () => {
    runOnce(PG_CTL, [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c password_encryption=scram-sha-256`,
      "start",
    ]);
  };
  const stop = () => {
    runOnce(PG_CTL, ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  start();

  const password = await keptSecret(path.join(dataDir, "postgres-password"));
  try {
    ensureHubRole({ dataDir, socketDir: dir, port, password });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://${HUB_ROLE}:${password}@127.0.0.1:${port}/${HUB_DATABASE}`,
    stop,
    start,
  };
}
