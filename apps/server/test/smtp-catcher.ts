import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string; subject: string; text: string; links: string[] };

/**
 * A real SMTP server on 127.0.0.1 that catches what Lectern sends: tests point SMTP_URL at it and follow the
 * links in the mail, as a person would. With `dir`, each mail is also written there as JSON so Playwright
 * workers (other processes) can read it.
 */
export async function startSmtpCatcher(dir?: string) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? "";
          const to =
            (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address?.toLowerCase() ?? "";
          const mail = {
            to,
            subject: parsed.subject ?? "",
            text,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          };
          mails.push(mail);
          if (dir) {
            fs.mkdirSync(dir, { recursive: true });
            // Written aside and renamed into place: a reader in another process never sees half a mail.
            const file = path.join(dir, `${Date.now()}-${mails.length}.json`);
            fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
            fs.renameSync(`${file}.part`, file);
          }
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the newest mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.filter((m) => m.to === to.toLowerCase() && subject.test(m.subject)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to} matching ${subject} in ${timeoutMs} ms (got ${mails.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
