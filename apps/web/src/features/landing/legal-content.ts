// The texts of /privacy and /terms (linked from the landing footer, spec 1 §2). Lectern wording: the spec shows
// the links, not the pages.

export type LegalSection = { heading: string; paragraphs: readonly string[] };

export const LEGAL_UPDATED = "1 January 2026";

export const PRIVACY_INTRO =
  "Lectern is a study-notes app. This page says what it keeps about you, where, and why — in plain words.";

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: "What we keep",
    paragraphs: [
      "Your account: your name, your e-mail address and a slow, salted hash of your password (never the password itself).",
      "Your study material: notes, transcripts, flashcards, quizzes, goals and study history you create.",
      "If you join the waitlist: your e-mail address and, if you give it, how you heard about us.",
    ],
  },
  {
    heading: "Where it lives",
    paragraphs: [
      "Your data is stored on your device first, so Lectern works offline, and on the Lectern server run by whoever operates this site (for example your school). It is synced between the two when you are online.",
      "Signing out clears the copy on the device. Your account's data stays on the server until it is deleted.",
    ],
  },
  {
    heading: "How it is used",
    paragraphs: [
      "Only to run the app for you: to sign you in, sync your notes, generate study material you ask for, and send the e-mails you need (address verification and password resets).",
      "We do not sell your data, show advertising or track you across other sites. The only cookies are the ones that keep you signed in.",
    ],
  },
  {
    heading: "Your choices",
    paragraphs: [
      "You can change your name and password in Settings, turn on two-factor authentication, and sign out of every device at once. To export or delete your account, contact the operator of this site.",
    ],
  },
];

export const TERMS_INTRO =
  "These terms cover your use of Lectern. By creating an account or joining the waitlist you agree to them.";

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Your account",
    paragraphs: [
      "Keep your password to yourself and tell the operator of this site if you think someone else has used your account. You are responsible for what happens under your account.",
    ],
  },
  {
    heading: "Your content",
    paragraphs: [
      "Notes, recordings and documents you add remain yours. You give Lectern only the permission it needs to store, sync and process them for you.",
      "Only add material you have the right to use, and respect your institution's rules about recording lectures.",
    ],
  },
  {
    heading: "Generated study material",
    paragraphs: [
      "Flashcards, quizzes and summaries are generated automatically from your notes. They can be incomplete or wrong: check them against your course material before relying on them.",
    ],
  },
  {
    heading: "Plans and limits",
    paragraphs: [
      "The free plan has a lifetime limit on processed documents; paid plans raise it. Prices and limits are shown on the subscription page before you pay.",
    ],
  },
  {
    heading: "Availability",
    paragraphs: [
      "We work to keep Lectern running and your data safe, but the service is provided as is. Keep your own copies of anything you cannot afford to lose; notes can be exported as text or Markdown.",
    ],
  },
];
