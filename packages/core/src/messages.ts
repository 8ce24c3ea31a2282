// The one message catalogue: every user-facing text of spec 1 and spec 2 (§5, §8 and the quoted texts of
// §2/§4), keyed by area, with the spec's exact wording (DESIGN §8). Parameterised texts are functions.
// The few texts a screen needs but the spec does not quote are marked "Lectern wording" where defined.

import { account } from "./messages/account.ts";
import { app, network, time } from "./messages/app.ts";
import { auth } from "./messages/auth.ts";
import { billingScreens } from "./messages/billing-screens.ts";
import { decks } from "./messages/decks.ts";
import { documentScreens } from "./messages/document-screens.ts";
import { camera, documents, scan } from "./messages/documents.ts";
import { generation } from "./messages/generation.ts";
import { home } from "./messages/home.ts";
import { landing, waitlist } from "./messages/landing.ts";
import { lectureAudio } from "./messages/lecture-audio.ts";
import { limits } from "./messages/limits.ts";
import { noteMarkdown } from "./messages/note-markdown.ts";
import { notes } from "./messages/notes.ts";
import { progress } from "./messages/progress.ts";
import { quizTaking } from "./messages/quiz-taking.ts";
import { quizzes } from "./messages/quizzes.ts";
import { recording } from "./messages/recording.ts";
import { shares } from "./messages/shares.ts";
import { enhance, flashcards, study } from "./messages/study.ts";
import { studySettings } from "./messages/study-settings.ts";
import { payments, plans, tiers } from "./messages/subscription.ts";

export const messages = {
  app,
  time,
  network,
  auth,
  landing,
  waitlist,
  home,
  recording,
  notes,
  noteMarkdown,
  generation,
  study,
  flashcards,
  enhance,
  studySettings,
  quizzes,
  quizTaking,
  progress,
  tiers,
  plans,
  payments,
  billingScreens,
  limits,
  documents,
  scan,
  camera,
  documentScreens,
  account,
  decks,
  shares,
  lectureAudio,
} as const;

export type Messages = typeof messages;
