import { lazy, Suspense } from "react";
import type { MarkdownRendererProps } from "./markdown-renderer";

// The renderer (react-markdown, KaTeX, highlight.js and their CSS and fonts) is its own chunk, fetched the first
// time a note or card is shown, so the notes list and the first load do not carry it (bench/first-load budgets).
const MarkdownRenderer = lazy(() => import("./markdown-renderer"));

/** Starts fetching the renderer before it is needed (e.g. when the editor opens, before Preview is pressed). */
export const preloadMarkdown = () => void import("./markdown-renderer");

/**
 * A note's or card's Markdown, rendered safely (issue 21): GFM tables and task lists, KaTeX math, highlighted
 * code, no raw HTML, links in a new tab. Until the renderer has loaded, the text shows as written.
 */
export function MarkdownView(props: MarkdownRendererProps) {
  const fallback =
    props.variant === "inline" ? (
      <span className={`whitespace-pre-wrap ${props.className ?? ""}`}>{props.content}</span>
    ) : (
      <div className={`whitespace-pre-wrap ${props.className ?? ""}`}>{props.content}</div>
    );
  return (
    <Suspense fallback={fallback}>
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}
