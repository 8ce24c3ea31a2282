import { describe, expect, it } from "vitest";
import {
  loginPathFor,
  redirectTargetFrom,
  safeRedirectTarget,
  verificationCallbackURL,
  withRedirect,
} from "./redirect";

describe("safeRedirectTarget", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirectTarget("/progress")).toBe("/progress");
    expect(safeRedirectTarget("/study?tab=quizzes#top")).toBe("/study?tab=quizzes#top");
  });

  it("sends anything else to /home", () => {
    for (const raw of [
      undefined,
      null,
      42,
      "",
      "progress",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/home\n",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirectTarget(raw), String(raw)).toBe("/home");
    }
  });

  it("never returns to a signed-out-only page", () => {
    expect(safeRedirectTarget("/auth/login")).toBe("/home");
    expect(safeRedirectTarget("/auth/register?x=1")).toBe("/home");
    expect(safeRedirectTarget("/auth/forgot-password/")).toBe("/home");
    expect(safeRedirectTarget("/settings")).toBe("/settings");
  });
});

describe("redirectTargetFrom", () => {
  it("prefers the location kept in router state", () => {
    const state = { from: { pathname: "/quiz/abc", search: "?q=1", hash: "" } };
    expect(redirectTargetFrom(state, "?redirect=%2Fnotes")).toBe("/quiz/abc?q=1");
    expect(redirectTargetFrom({ from: "/notes" }, "")).toBe("/notes");
  });

  it("falls back to ?redirect=, then /home", () => {
    expect(redirectTargetFrom(null, "?redirect=%2Fprogress%3Ftab%3Dgoals")).toBe("/progress?tab=goals");
    expect(redirectTargetFrom(undefined, new URLSearchParams("verified=1"))).toBe("/home");
    expect(redirectTargetFrom({ from: 7 }, "?redirect=https%3A%2F%2Fevil.example")).toBe("/home");
  });
});

describe("paths that carry the return page", () => {
  it("remembers the full origin on the sign-in path", () => {
    expect(loginPathFor({ pathname: "/study", search: "?tab=quizzes" })).toBe(
      "/auth/login?redirect=%2Fstudy%3Ftab%3Dquizzes",
    );
    expect(loginPathFor("/home")).toBe("/auth/login");
  });

  it("adds the return page to links and the verification link", () => {
    expect(withRedirect("/auth/register", "/progress")).toBe("/auth/register?redirect=%2Fprogress");
    expect(withRedirect("/auth/register", "/home")).toBe("/auth/register");
    expect(verificationCallbackURL("/progress")).toBe("/auth/login?verified=1&redirect=%2Fprogress");
    expect(verificationCallbackURL("/home")).toBe("/auth/login?verified=1");
  });
});
