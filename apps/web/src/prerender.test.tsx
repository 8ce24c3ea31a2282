import { describe, expect, it } from "vitest";
import { renderAppLoading } from "./prerender";
import { APP_LOADING_ATTRIBUTE } from "./ui/app-loading-marker";

describe("renderAppLoading (index.html's first paint)", () => {
  it("draws 'Loading...' as a status, marked so main.tsx never takes it for the landing page", () => {
    const markup = renderAppLoading();
    expect(markup.startsWith(`<div ${APP_LOADING_ATTRIBUTE}=""`)).toBe(true);
    expect(markup).toContain('role="status"');
    expect(markup).toContain(">Loading...</span>");
    // An inline SVG, no image or script to fetch before the first paint.
    expect(markup).toContain("<svg");
    expect(markup).not.toMatch(/<script|<img|<link/);
  });
});
