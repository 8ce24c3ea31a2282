// Notes in the export (issue 18 §6): one Markdown file per note, named from its title, with its facts up front.

/** Longest file-name stem (well under every file system's 255 bytes, even in UTF-8). */
const MAX_STEM_CHARS = 80;

/**
 * A file name from a note's title that is safe in a zip on every system: no path separators, no characters
 * Windows refuses, no leading dots, no reserved device names; unique within the export (`-2`, `-3`… on repeats).
 * `taken` holds the lowercase names already used (file systems that ignore case would merge them otherwise).
 */
export function noteFileName(title: string, taken: Set<string>): string {
  const stem =
    title
      .normalize("NFC")
      .replace(/[\p{Cc}<>:"/\\|?*]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[.\s]+|[.\s]+$/g, "")
      .slice(0, MAX_STEM_CHARS)
      .trim() || "Untitled note";
  const safeStem = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(stem) ? `${stem} note` : stem;
  let name = `${safeStem}.md`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${safeStem}-${n}.md`;
  taken.add(name.toLowerCase());
  return name;
}

export type ExportedNote = {
  id: string;
  title: string;
  content: string;
  subject: string;
  tags: string[];
  topics: string[];
  type: string;
  created_at: string;
  updated_at: string;
};

/**
 * A note as Markdown with YAML front matter. Every value is written as a JSON string or array, which YAML reads
 * as the same value, so a title with a colon or a quote cannot break the header.
 */
export function noteMarkdown(note: ExportedNote): string {
  const header = [
    "---",
    `title: ${JSON.stringify(note.title)}`,
    `subject: ${JSON.stringify(note.subject)}`,
    `tags: ${JSON.stringify(note.tags ?? [])}`,
    `topics: ${JSON.stringify(note.topics ?? [])}`,
    `type: ${JSON.stringify(note.type)}`,
    `created: ${JSON.stringify(note.created_at)}`,
    `updated: ${JSON.stringify(note.updated_at)}`,
    `id: ${JSON.stringify(note.id)}`,
    "---",
    "",
  ].join("\n");
  return `${header}\n${note.content}${note.content.endsWith("\n") ? "" : "\n"}`;
}
