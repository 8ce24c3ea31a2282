import type { Mail } from "./mailer.ts";

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Longest name a greeting shows (sign-up refuses longer ones; older rows may hold anything). */
const GREETING_NAME_MAX_CHARS = 100;
const LINK_LIKE = /:\/\/|www\.|\b[a-z0-9-]+\.[a-z]{2,}\b/i;

/**
 * The name as a greeting may show it. Sign-up mails go to any address a stranger types, with the name the stranger
 * chose (issue 12), so the name is one line, bounded, and never link-like (a mail client would make it a link).
 */
export function greetingName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, GREETING_NAME_MAX_CHARS);
  return LINK_LIKE.test(line) ? "" : line;
}

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

const hello = (name: string) => `Hi ${greetingName(name) || "there"},`;

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
