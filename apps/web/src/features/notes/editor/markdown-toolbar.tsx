import { messages } from "@lectern/core";
import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  ItalicIcon,
  LinkIcon,
  ListChecksIcon,
  ListIcon,
  type LucideIcon,
  SigmaIcon,
} from "lucide-react";
import type { MarkdownAction } from "./markdown-format";
import { SHORTCUTS } from "./markdown-format";

const ACTIONS: { action: MarkdownAction; label: string; Icon: LucideIcon }[] = [
  { action: "bold", label: messages.noteMarkdown.bold, Icon: BoldIcon },
  { action: "italic", label: messages.noteMarkdown.italic, Icon: ItalicIcon },
  { action: "heading", label: messages.noteMarkdown.heading, Icon: Heading2Icon },
  { action: "list", label: messages.noteMarkdown.list, Icon: ListIcon },
  { action: "checklist", label: messages.noteMarkdown.checklist, Icon: ListChecksIcon },
  { action: "code", label: messages.noteMarkdown.code, Icon: CodeIcon },
  { action: "link", label: messages.noteMarkdown.link, Icon: LinkIcon },
  { action: "math", label: messages.noteMarkdown.math, Icon: SigmaIcon },
];

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const shown = (shortcut: string) =>
  isMac
    ? shortcut.replace("Control+", "⌘").replace("Alt+", "⌥").replace("Shift+", "⇧")
    : shortcut.replace("Control", "Ctrl");

/** The formatting buttons over the content (issue 21 Deliver 1); each names its shortcut. */
export function MarkdownToolbar({
  controls,
  disabled,
  onAction,
}: {
  controls: string;
  disabled: boolean;
  onAction: (action: MarkdownAction) => void;
}) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap gap-0.5">
      {ACTIONS.map(({ action, label, Icon }) => (
        <button
          key={action}
          type="button"
          disabled={disabled}
          aria-label={label}
          aria-keyshortcuts={SHORTCUTS[action]}
          title={`${label} (${shown(SHORTCUTS[action])})`}
          // Keeps the text area's selection: the action applies to what was selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAction(action)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
          data-action={action}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
