import { readFileSync, existsSync, readdirSync, statSync } from "node:fs";
import pg from "pg";
const since = Date.now();
async function main() {
  for (;;) {
    const dirs = readdirSync("/tmp").filter((d) => d.startsWith("larder-e2e-") && !d.includes("mail") && !d.includes("google"))
      .map((d) => `/tmp/${d}`).filter((d) => statSync(d).mtimeMs > since - 5000);
    for (const dir of dirs) {
      const pid = `${dir}/postgres/postmaster.pid`;
      if (!existsSync(pid) || !existsSync(`${dir}/postgres.json`)) continue;
      const port = Number(readFileSync(pid, "utf8").split("\n")[3]);
      const { password } = JSON.parse(readFileSync(`${dir}/postgres.json`, "utf8"));
      const c = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
      try { await c.connect(); } catch { continue; }
      await c.query("alter system set log_lock_waits = on");
      await c.query("alter system set deadlock_timeout = '100ms'");
      await c.query("alter system set log_min_duration_statement = 300");
      await c.query("select pg_reload_conf()");
      await c.end();
      console.log("set on", dir);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
main();
