import type { ReactNode } from "react";

/** The landing page's interactive parts, each hydrated on its own on the prerendered page (app/landing-islands.tsx). */
export type IslandName = "waitlist" | "stats" | "year";

/**
 * Marks an interactive part of the landing page. On the prerendered "/" only these are hydrated, each as its own
 * React root, so the page's first load runs neither the router nor a hydration of the whole static page (issue 18
 * §1: Lighthouse's total blocking time). `display: contents` keeps the wrapper out of the layout.
 */
export function Island({
  name,
  inline,
  children,
}: {
  name: IslandName;
  inline?: boolean;
  children: ReactNode;
}) {
  const Tag = inline ? "span" : "div";
  return (
    <Tag data-island={name} className="contents">
      {children}
    </Tag>
  );
}
