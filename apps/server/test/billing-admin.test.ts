import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminError } from "../src/admin/backup-file.ts";
import { runAdmin } from "../src/admin/cli.ts";
import { DEFAULT_PLANS, grantPlan, parsePlansFile, seedPlans } from "../src/admin/plans.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import { type browser, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { readJson } from "./support.ts";

// Issue 20 §2: `npm run admin -- seed-plans [file]` and `grant-plan <email> <plan>`, on the test database, and
// through runAdmin on a DATA_DIR with the server running (its admin channel) and without it.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-plans-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const PLANS_FILE = [
  {
    name: "Semester",
    description: "Four months",
    price: 15,
    currency: "USD",
    interval: "other",
    features: ["Unlimited documents"],
    textract_page_limit: 200,
    dodo_product_id: "pdt_semester",
  },
  // only what changes: the plan keeps its description and features
  { name: "Student", price: 6 },
];

describe("seed-plans and grant-plan on the database", () => {
  let t: Awaited<ReturnType<typeof startAuthTestApp>>;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it("changes nothing on a fresh database with the default plans (migration 0001 seeded them)", async () => {
    expect(await seedPlans(t.database.db, DEFAULT_PLANS)).toEqual({
      inserted: [],
      updated: [],
      unchanged: ["Free", "Student", "Student Annual"],
    });
    const names = (await readJson(await t.app.request("/api/plans"))).plans.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(["Free", "Student", "Student Annual"]);
  });

  it("upserts a file's plans by name; running it twice changes nothing", async () => {
    const plans = parsePlansFile(JSON.stringify({ plans: PLANS_FILE }), "plans.json");
    expect(await seedPlans(t.database.db, plans)).toEqual({
      inserted: ["Semester"],
      updated: ["Student"],
      unchanged: [],
    });
    expect(await seedPlans(t.database.db, plans)).toEqual({
      inserted: [],
      updated: [],
      unchanged: ["Semester", "Student"],
    });
    const semester = (await readJson(await t.app.request("/api/plans"))).plans.find(
      (p: { name: string }) => p.name === "Semester",
    );
    expect(semester).toMatchObject({
      price: 15,
      interval: "other",
      textract_page_limit: 200,
      dodo_product_id: "pdt_semester",
    });
    const student = (await readJson(await t.app.request("/api/plans"))).plans.find(
      (p: { name: string }) => p.name === "Student",
    );
    expect(student.price).toBe(6);
    expect(student.features).toHaveLength(6);
    // and back to the defaults
    expect((await seedPlans(t.database.db, DEFAULT_PLANS)).updated).toEqual(["Student"]);
  });

  it("names what is wrong in a plans file", () => {
    const wrong = (value: unknown) => () => parsePlansFile(JSON.stringify(value), "plans.json");
    expect(wrong([{ name: "A", price: -1 }])).toThrow(AdminError);
    expect(wrong([{ name: "A", price: 1, interval: "weekly" }])).toThrow(/0\.interval/);
    expect(wrong([{ name: "A", price: 1, colour: "red" }])).toThrow(/colour/);
    expect(
      wrong([
        { name: "A", price: 1 },
        { name: "A", price: 2 },
      ]),
    ).toThrow(/same name/);
    expect(wrong([])).toThrow(/no plan/);
    expect(() => parsePlansFile("{", "plans.json")).toThrow(/not JSON/);
  });

  it("grant-plan activates the plan through the same activation: /api/tier says paid", async () => {
    const student = await signedInBrowser(t.app, t.smtp, "granted@plans.test");
    expect((await readJson(await student.call("/api/tier"))).tier.tier).toBe("free");
    const granted = await grantPlan(t.database.db, "Granted@Plans.test", "student annual");
    expect(granted).toMatchObject({ email: "granted@plans.test", planName: "Student Annual" });
    const { tier, info } = await readJson(await student.call("/api/tier"));
    expect(tier).toMatchObject({ tier: "paid", planName: "Student Annual", remaining: 999999 });
    expect(info).toMatchObject({ isFreeTier: false, subscriptionStatus: "active" });
    const { subscription } = await readJson(await student.call("/api/subscription"));
    expect(subscription).toMatchObject({
      payment_gateway: "admin",
      status: "active",
      plan_name: "Student Annual",
    });
    // no payment was made, so none is recorded
    expect(await readJson(await student.call("/api/payments"))).toEqual({ payments: [] });
    await expect(grantPlan(t.database.db, "nobody@plans.test", "Student")).rejects.toThrow(/No account/);
    await expect(grantPlan(t.database.db, "granted@plans.test", "Gold")).rejects.toThrow(
      /No plan is named Gold/,
    );
  });
});

describe("npm run admin -- seed-plans / grant-plan on the embedded database", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.close());
  const configFor = (dataDir: string): Config =>
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://localhost:3000",
      SMTP_URL: smtp.url,
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent-web-dist",
    });
  const admin = async (args: string[], config: Config) => {
    const printed: string[] = [];
    const code = await runAdmin(args, config, (line) => printed.push(line));
    return { code, printed: printed.join("\n") };
  };
  const file = path.join(tmp, "plans.json");
  fs.writeFileSync(file, JSON.stringify(PLANS_FILE));

  it("works with no server running (a fresh DATA_DIR is set up), and twice changes nothing", async () => {
    const config = configFor(path.join(tmp, "stopped"));
    expect(await admin(["seed-plans", file], config)).toEqual({
      code: 0,
      printed: `Plans seeded from ${file}: inserted Semester; updated Student; unchanged none.`,
    });
    expect((await admin(["seed-plans", file], config)).printed).toMatch(
      /inserted none; updated none; unchanged Semester, Student\./,
    );
    await expect(admin(["grant-plan", "nobody@plans.test", "Semester"], config)).rejects.toThrow(
      /No account/,
    );
  }, 180_000); // a PGlite on disk is created and migrated: slow on a loaded machine

  it("goes through the running server's admin channel; grant-plan then /api/tier says paid", async () => {
    const config = configFor(path.join(tmp, "running"));
    let server: RunningServer | undefined;
    try {
      server = await startServer(config, createLogger("silent"));
      const running = server;
      const overHttp = {
        request: (p: string, init: RequestInit) =>
          fetch(new URL(p, running.url), { ...init, redirect: "manual" }),
      } as unknown as Parameters<typeof browser>[0];
      const student = await signedInBrowser(overHttp, smtp, "channel@plans.test");
      expect((await admin(["seed-plans", file], config)).printed).toMatch(/inserted Semester/);
      expect((await admin(["grant-plan", "channel@plans.test", "Semester"], config)).printed).toMatch(
        /^channel@plans\.test now has the plan Semester until \d{4}-/,
      );
      expect((await readJson(await student.call("/api/tier"))).tier).toMatchObject({
        tier: "paid",
        planName: "Semester",
      });
      await expect(admin(["grant-plan", "channel@plans.test", "Gold"], config)).rejects.toThrow(
        /No plan is named Gold/,
      );
    } finally {
      await server?.stop();
    }
  }, 180_000);
});
