// Which sidebar section a path belongs to, so the right link stays highlighted on its sub-screens
// (a note viewer highlights Notes, a quiz highlights Study).

export type NavSection = "home" | "notes" | "recording" | "study" | "progress";

const SECTION_PREFIXES: Record<NavSection, readonly string[]> = {
  home: ["/home"],
  notes: ["/notes", "/note", "/note-editor", "/upload-document", "/scan-document"],
  recording: ["/recording"],
  study: ["/study", "/flashcard-study", "/quiz-setup", "/quiz"],
  progress: ["/progress"],
};

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function navSectionForPath(pathname: string): NavSection | null {
  for (const [section, prefixes] of Object.entries(SECTION_PREFIXES) as [NavSection, readonly string[]][]) {
    if (prefixes.some((prefix) => startsWithSegment(pathname, prefix))) return section;
  }
  return null;
}
