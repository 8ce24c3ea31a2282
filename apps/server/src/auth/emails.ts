import type { Mail } from "./mailer.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): Mail {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", "— Lectern"].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}
<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>— Lectern</p>`;
  return { to, subject, text, html, links: [url] };
}

const hello = (name: string) => `Hi ${name || "there"},`;

export const verificationEmail = (to: string, name: string, url: string) =>
  compose(
    to,
    "Verify your e-mail for Lectern",
    hello(name),
    [
      "Welcome to Lectern! Confirm this is your e-mail address to finish creating your account.",
      "The link works for 1 hour.",
    ],
    "Verify my e-mail",
    url,
  );

export const resetPasswordEmail = (to: string, name: string, url: string) =>
  compose(
    to,
    "Reset your Lectern password",
    hello(name),
    [
      "Someone (hopefully you) asked to reset the password of your Lectern account.",
      "The link works for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ],
    "Choose a new password",
    url,
  );
