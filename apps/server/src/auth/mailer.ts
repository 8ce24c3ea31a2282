import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export type Mail = { to: string; subject: string; text: string; html: string; links: string[] };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Real SMTP when SMTP_URL is set. Without it (the embedded default) each mail is written to DATA_DIR/mail as an
 * .eml file and its links are logged, so a self-hoster with no mail server can still finish sign-up.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
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
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
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
        { to: mail.to, subject: mail.subject, file, links: mail.links },
        "mail written (no SMTP_URL set)",
      );
    },
  };
}
