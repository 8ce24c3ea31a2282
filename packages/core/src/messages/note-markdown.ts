// The Markdown editor, preview and drafts of issue 21 (Lectern wording; spec 1 §4 keeps its own texts in notes.ts).

export const noteMarkdown = {
  // The toolbar's buttons (their accessible names)
  bold: "Bold",
  italic: "Italic",
  heading: "Heading",
  list: "Bulleted list",
  checklist: "Checklist",
  code: "Code",
  link: "Link",
  math: "Math",
  preview: "Preview",
  sideBySide: "Side by side",
  nothingToPreview: "Nothing to preview yet.",
  taskDone: "Done",
  taskToDo: "To do",
  // Drafts (issue 21 Deliver 3)
  unsavedDraft: "Unsaved draft",
  untitledDraft: "Untitled",
  draftEarlier: "earlier",
  draftOffer: (when: string) => `You have an unsaved draft from ${when}:`,
  draftSize: (characters: string) => `(${characters} characters). Restore it?`,
  restoreDraft: "Restore draft",
  discardDraft: "Discard draft",
} as const;
