import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, signInThroughUi, test, uniqueEmail, waitForMail, waitForOfflineReady } from "./fixtures.ts";
import { freePort, serverEntry } from "./support/lectern-server.ts";

// Issue 5: the server dies while a device has changes queued, and comes back: nothing is lost, the queue drains.
// This test runs its own server (the shared one must stay up for the other tests) and kills it with SIGKILL.

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
      AUTH_RATE_LIMIT_MAX: "10000",
    },
    stdio: "ignore",
  });
}

async function healthy(url: string) {
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test("a server killed while changes wait comes back and the queue drains with nothing lost", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-restart-"));
  let server = startServer(port, dataDir);
  const context = await browser.newContext({ baseURL: url });
  try {
    await healthy(url);
    const user = {
      email: uniqueEmail("restart"),
      password: "study-hard-1",
      firstName: "Kai",
      lastName: "Tan",
    };
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { origin: url },
      data: { ...user, name: "Kai Tan", callbackURL: "/auth/login?verified=1" },
    });
    expect(signUp.status()).toBe(200);
    await context.request.get((await waitForMail(user.email, /Verify/)).links[0] as string, {
      maxRedirects: 0,
    });

    const page = await context.newPage();
    await signInThroughUi(page, user);
    await waitForOfflineReady(page);

    // Three notes written while the device is offline: queued.
    await context.setOffline(true);
    const titles = ["Before the crash 1", "Before the crash 2", "Before the crash 3"];
    for (const title of titles) {
      await page.goto("/note-editor/new");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Content").fill(`${title}: written offline.`);
      await page.getByRole("button", { name: "Save Note" }).click();
      await expect(page).toHaveURL(/\/notes$/);
    }
    await expect(page.getByTestId("sync-indicator").first()).toContainText("3 pending");

    // The server dies; the device comes online and its sync attempts fail; the changes stay queued.
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
    // Past the 5 s online delay the device tries to push: wait for that attempt to fail on the dead server.
    const failedPush = page.waitForEvent("requestfailed", {
      predicate: (request) => request.url().includes("/api/sync/push"),
      timeout: 30_000,
    });
    await context.setOffline(false);
    await failedPush;
    await expect(page.getByTestId("sync-indicator").first()).toContainText("3 pending");

    // It comes back on the same data; the queue drains on the device's own retries.
    server = startServer(port, dataDir);
    await healthy(url);
    await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
      timeout: 90_000,
    });

    const { notes } = (await (await context.request.get("/api/notes")).json()) as {
      notes: Array<{ title: string }>;
    };
    expect(notes.map((n) => n.title).sort()).toEqual(titles);
  } finally {
    await context.close();
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
