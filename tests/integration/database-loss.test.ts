import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";

/**
 * PostgreSQL restarts, fails over or is told to end a session: the server's connections drop,
 * some of them while a transaction holds them between two queries. The work in hand fails (and
 * its request answers an error); the process must not crash, and the next query gets a new
 * connection.
 */
describe("a PostgreSQL connection dropped under the server", () => {
  let pg: TestPostgres;
  let db: Db;
  let admin: Db;
  beforeAll(async () => {
    pg = await startPostgres();
    const url = await pg.createDatabase();
    db = await openDatabase({ DATABASE_URL: url, SQLITE_PATH: "" });
    admin = await openDatabase({ DATABASE_URL: url, SQLITE_PATH: "" });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.close();
    await pg?.stop();
  });

  it("fails the transaction that held it, crashes nothing, and the next query works", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const held = db.kysely.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Between two queries of the transaction, the database ends this session.
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin.kysely);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow(/terminat|connection/i);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(rows).toEqual([{ one: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
