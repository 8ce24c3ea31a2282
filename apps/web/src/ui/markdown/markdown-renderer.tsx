// The Markdown renderer itself: react-markdown, KaTeX (CSS and fonts bundled from our own origin, so math works
// offline) and highlight.js. Heavy, so it is its own chunk: screens load it through markdown-view.tsx.

import "katex/dist/katex.min.css";
import "./markdown.css";
import { messages } from "@lectern/core";
import { memo, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import Markdown, { type Components } from "react-markdown";
import { type MarkdownBlock, splitMarkdownBlocks } from "./markdown-blocks";
import { type MarkRange, rehypePlugins, remarkPlugins } from "./markdown-pipeline";

export type MarkdownRendererProps = {
  content: string;
  /** "inline": paragraphs as spans, for a card face, a quiz question or an option inside a button. */
  variant?: "block" | "inline";
  /** Links stay links (a new tab, no opener); false shows their text only (inside a button, say). */
  links?: boolean;
  /** A range of the source to mark; the mark with the id "note-passage" is handed to onMarkShown. */
  highlight?: { start: number; end: number } | null;
  onMarkShown?: (mark: HTMLElement) => void;
  className?: string;
};

const LINK: Components["a"] = ({ node: _node, ...props }) => (
  <a {...props} target="_blank" rel="noopener noreferrer" />
);
/** A task list's box says its state to screen readers (the item's text follows it). */
const TASK_BOX: Components["input"] = ({ node: _node, ...props }) => (
  <input
    {...props}
    aria-label={props.checked ? messages.noteMarkdown.taskDone : messages.noteMarkdown.taskToDo}
  />
);
const TEXT_ONLY_LINK: Components["a"] = ({ children }) => <span>{children}</span>;
const INLINE_PARAGRAPH: Components["p"] = ({ children }) => <span className="md-p">{children}</span>;
const INLINE_HEADING = ({ children }: { children?: ReactNode }) => (
  <span className="md-p font-semibold">{children}</span>
);
/** Inside a button or a heading only phrasing content is valid: paragraphs and headings become spans. */
const INLINE: Components = {
  p: INLINE_PARAGRAPH,
  h1: INLINE_HEADING,
  h2: INLINE_HEADING,
  h3: INLINE_HEADING,
  h4: INLINE_HEADING,
  h5: INLINE_HEADING,
  h6: INLINE_HEADING,
};

/** requestIdleCallback where the browser has it (Safari lacks it), else the next task. */
const later = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

export default function MarkdownRenderer({
  content,
  variant = "block",
  links = true,
  highlight = null,
  onMarkShown,
  className,
}: MarkdownRendererProps) {
  const blocks = useMemo(() => splitMarkdownBlocks(content), [content]);
  // How many runs are rendered as Markdown; the rest show their text until their turn, one per idle moment.
  const [ready, setReady] = useState(1);
  useEffect(() => {
    if (ready >= blocks.length) return;
    return later(() => setReady((r) => r + 1));
  }, [ready, blocks.length]);

  const components = useMemo<Components>(
    () => ({
      a: links ? LINK : TEXT_ONLY_LINK,
      input: TASK_BOX,
      ...(variant === "inline" ? INLINE : {}),
    }),
    [links, variant],
  );

  const root = useRef<HTMLDivElement & HTMLSpanElement>(null);
  useEffect(() => {
    if (!highlight || !onMarkShown) return;
    const mark = root.current?.querySelector<HTMLElement>("#note-passage");
    if (mark) onMarkShown(mark);
  }, [highlight, onMarkShown]);

  const runs = blocks.map((block, i) => {
    const range = highlight ? rangeIn(block, highlight, blocks) : null;
    const rendered = i < ready || range !== null;
    return (
      <MarkdownRun
        // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional; an unchanged run keeps its memo
        key={i}
        text={block.text}
        rendered={rendered}
        range={range}
        components={components}
        inline={variant === "inline"}
      />
    );
  });
  return variant === "inline" ? (
    <span ref={root} className={`md-body md-inline ${className ?? ""}`}>
      {runs}
    </span>
  ) : (
    <div ref={root} className={`md-body ${className ?? ""}`}>
      {runs}
    </div>
  );
}

/** The part of the highlight that falls in this run, in the run's own coordinates; null when none does. */
function rangeIn(
  block: MarkdownBlock,
  highlight: { start: number; end: number },
  blocks: MarkdownBlock[],
): MarkRange | null {
  const end = block.offset + block.text.length;
  if (highlight.end <= block.offset || highlight.start >= end) return null;
  const first = blocks.find((b) => highlight.start < b.offset + b.text.length) === block;
  return {
    start: Math.max(0, highlight.start - block.offset),
    end: Math.min(block.text.length, highlight.end - block.offset),
    first,
  };
}

type RunProps = {
  text: string;
  rendered: boolean;
  range: MarkRange | null;
  components: Components;
  inline: boolean;
};

/** One run of blocks; re-renders only when its own text, mark or state changes (typing in a long note). */
const MarkdownRun = memo(
  function MarkdownRun({ text, rendered, range, components, inline }: RunProps) {
    const rehype = useMemo(() => rehypePlugins(range), [range]);
    if (!rendered) return <div className="md-pending">{text}</div>;
    const markdown = (
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehype} components={components}>
        {text}
      </Markdown>
    );
    return inline ? markdown : <div>{markdown}</div>;
  },
  (a, b) =>
    a.text === b.text &&
    a.rendered === b.rendered &&
    a.components === b.components &&
    a.inline === b.inline &&
    a.range?.start === b.range?.start &&
    a.range?.end === b.range?.end &&
    a.range?.first === b.range?.first,
);
