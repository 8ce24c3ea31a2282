import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verificationEmail } from "../src/auth/emails.ts";
import { createMailer } from "../src/auth/mailer.ts";
import { createLogger } from "../src/logger.ts";

describe("mail with no SMTP configured", () => {
  it("writes each mail to DATA_DIR/mail as .eml so a self-hoster can follow the link", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-mail-"));
    const mailer = createMailer({
      from: "Lectern <no-reply@lectern.local>",
      dataDir,
      logger: createLogger("silent"),
    });
    const url = "http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth%2Flogin";
    await mailer.send(verificationEmail("ada@uni.edu", "Ada <script>", url));
    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@uni\.edu\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(eml).toContain("Subject: Verify your e-mail for Lectern");
    expect(eml).toContain("To: ada@uni.edu");
    expect(eml).toContain("Ada &lt;script&gt;"); // the HTML part escapes the user's name
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
