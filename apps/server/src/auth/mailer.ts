import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export type Mail = { to: string; subject: string; text: string; html: string; links: string[] };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * An address as the log shows it: the first letter of the mailbox and the domain ("a***@example.com"), enough to
 * tell mails apart, not enough to collect addresses from a log (issue 18 §3).
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * Real SMTP when SMTP_URL is set. Without it (the embedded default) each mail is written to DATA_DIR/mail as an
 * .eml file, so a self-hoster with no mail server can still finish sign-up. Its links (which sign in or reset a
 * password) and the full address are logged only when `logLinks` (MAIL_LOG_LINKS=1, issue 18 §3).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  logLinks?: boolean;
}): Mailer {
  const { smtpUrl, from, dataDir, logger, logLinks = false } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        logger.info({ to: maskAddress(mail.to), subject: mail.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const mailDir = path.join(dataDir, "mail");
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      fs.mkdirSync(mailDir, { recursive: true });
      const file = path.join(mailDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      logger.info(
        logLinks
          ? { to: mail.to, subject: mail.subject, file, links: mail.links }
          : { to: maskAddress(mail.to), subject: mail.subject, dir: mailDir },
        "mail written (no SMTP_URL set)",
      );
    },
  };
}
