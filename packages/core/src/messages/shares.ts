// Share links (issue 22 Deliver 3): a read-only link to a note or a deck for a classmate. The spec quotes none of
// these texts: all are Lectern wording.

export const shares = {
  // The server's answers
  /** One answer for every link that does not open (unknown, revoked, expired, malformed, deleted note). */
  notFound: "Shared link not found",
  noteNotFound: "Note not found or access denied. You can only share your own notes.",
  linkNotFound: "Share link not found.",
  noteKindNeedsNote: "A note share needs a noteId.",
  tooManyOpens: (seconds: number) =>
    `Too many shared links opened from this address. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`,
  uncategorizedTitle: "Uncategorized flashcards",

  // The Share dialog in the note viewer
  /** The viewer's button (not "Share …": spec 2 §2's Share keeps copying the owner's link). */
  openDialog: "Link for classmates",
  dialogTitle: "Share with a classmate",
  dialogIntro:
    "Anyone with the link can read this note and flip its cards, without an account. You can revoke it at any time.",
  shareWhat: "What to show",
  shareNote: "The note and its cards",
  shareDeck: "Only the cards",
  expiry: "Expires",
  expiryNever: "Never",
  expiryDays: (days: number) => `In ${days} days`,
  create: "Create a share link",
  creating: "Creating...",
  newLink: "Your new link (copy it now: it is shown only once)",
  copy: "Copy",
  copied: "Link copied",
  activeLinks: "Active links",
  noActiveLinks: "No active share links.",
  linkCreated: (when: string) => `Created ${when}`,
  linkExpires: (when: string) => `expires ${when}`,
  linkNeverExpires: "never expires",
  kindNote: "Note",
  kindDeck: "Cards",
  revoke: "Revoke",
  revoked: "Link revoked",
  offline: "You are offline. Share links are made on the server: connect and try again.",
  failed: "Something went wrong. Please try again.",

  // The public page /s/:token
  notAvailable: "This link is not available",
  notAvailableHint: "It may have been revoked or have expired. Ask the person who shared it for a new link.",
  loading: "Loading shared note...",
  sharedNote: "Shared note",
  sharedDeck: "Shared cards",
  cardsHeading: (n: number) => `${n} ${n === 1 ? "card" : "cards"}`,
  noCards: "No cards.",
  showFront: "Show front",
  showBack: "Show back",
  tags: "Tags",
  content: "Content",
  addToMyNotes: "Add to my notes",
  adding: "Adding...",
  signInToAdd: "Sign in to add to my notes",
  openLectern: "Open Lectern",
} as const;
