import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { loadScreen } from "./load-screen";
import { NotFoundPage } from "./not-found-page";
import { PublicLayout } from "./public-layout";
import { AppLoading, RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { VISITORS_WELCOME } from "./route-handles";

/** A lazily loaded screen: its code is fetched when the route is first visited (tried again if a fetch fails). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadScreen(load)) });
}

// Every route of spec part 1 §2 and part 2 §2.
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: screen(
          () => import("@/features/landing/landing-page"),
          (m) => m.LandingPage,
        ),
      },
      {
        // Public pages.
        Component: PublicLayout,
        children: [
          {
            // spec 1 §2: signed-out-only pages; a signed-in visitor goes to /home. The guard (and the auth client
            // it reads) loads with these pages, not on the landing page (issue 18 §1).
            lazy: screen(
              () => import("./guards"),
              (m) => m.RedirectIfSignedIn,
            ),
            children: [
              {
                path: "auth/login",
                lazy: screen(
                  () => import("@/features/auth/login-page"),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: "auth/register",
                lazy: screen(
                  () => import("@/features/auth/register-page"),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: "auth/forgot-password",
                lazy: screen(
                  () => import("@/features/auth/forgot-password-page"),
                  (m) => m.ForgotPasswordPage,
                ),
              },
            ],
          },
          {
            // Open to both: the e-mailed reset link may be opened while signed in.
            path: "reset-password",
            lazy: screen(
              () => import("@/features/auth/reset-password-page"),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            // spec 2 §2: no sign-in wrapper.
            path: "payment/callback",
            lazy: screen(
              () => import("@/features/subscription/payment-callback-page"),
              (m) => m.PaymentCallbackPage,
            ),
          },
          {
            path: "privacy",
            lazy: screen(
              () => import("@/features/landing/privacy-page"),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: "terms",
            lazy: screen(
              () => import("@/features/landing/terms-page"),
              (m) => m.TermsPage,
            ),
          },
          {
            // issue 22 §3: a shared note or deck, open to anyone with the link (no sign-in wrapper)
            path: "s/:token",
            lazy: screen(
              () => import("@/features/shared/shared-page"),
              (m) => m.SharedPage,
            ),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
      {
        // Signed-in screens (spec 1 §2, spec 2 §2): the sign-in guard, then the shell. Their code, the local
        // database and the sync engine load with the first of them; that is also where the offline layer starts
        // (spec 1 §4: sync on sign-in, stores cleared on sign-out), since no signed-in screen can run before it.
        lazy: async () => {
          const signedIn = await loadScreen(() => import("./signed-in"));
          signedIn.startOfflineLayer();
          return { Component: signedIn.SignedInRoot };
        },
        children: [
          {
            lazy: screen(
              () => import("./shell"),
              (m) => m.Shell,
            ),
            children: [
              {
                path: "home",
                lazy: screen(
                  () => import("@/features/home/home-page"),
                  (m) => m.HomePage,
                ),
              },
              {
                path: "recording",
                lazy: screen(
                  () => import("@/features/recording/recording-page"),
                  (m) => m.RecordingPage,
                ),
              },
              {
                path: "upload-document",
                lazy: screen(
                  () => import("@/features/documents/upload-document-page"),
                  (m) => m.UploadDocumentPage,
                ),
              },
              {
                path: "scan-document",
                lazy: screen(
                  () => import("@/features/documents/scan-document-page"),
                  (m) => m.ScanDocumentPage,
                ),
              },
              {
                path: "note-editor",
                lazy: screen(
                  () => import("@/features/notes/note-editor-page"),
                  (m) => m.NoteEditorPage,
                ),
              },
              {
                // :id is a note id, or 'new' (spec 1 §2).
                path: "note-editor/:id",
                lazy: screen(
                  () => import("@/features/notes/note-editor-page"),
                  (m) => m.NoteEditorPage,
                ),
              },
              {
                path: "notes",
                lazy: screen(
                  () => import("@/features/notes/notes-page"),
                  (m) => m.NotesPage,
                ),
              },
              {
                path: "note/:id",
                lazy: screen(
                  () => import("@/features/notes/note-page"),
                  (m) => m.NotePage,
                ),
              },
              // spec 2 §2: the viewer may also be reached at /notes/{id}.
              { path: "notes/:id", loader: ({ params }) => redirect(`/note/${params.id ?? ""}`) },
              {
                path: "study",
                handle: VISITORS_WELCOME,
                lazy: screen(
                  () => import("@/features/study/study-deck-page"),
                  (m) => m.StudyDeckPage,
                ),
              },
              {
                path: "flashcard-study/:deckId",
                lazy: screen(
                  () => import("@/features/study/flashcard-study-page"),
                  (m) => m.FlashcardStudyPage,
                ),
              },
              // issue 22: import cards from Anki, CSV/TSV or Quizlet.
              {
                path: "import-cards",
                lazy: screen(
                  () => import("@/features/decks/import-cards-page"),
                  (m) => m.ImportCardsPage,
                ),
              },
              {
                path: "quiz-setup",
                lazy: screen(
                  () => import("@/features/quizzes/quiz-setup-page"),
                  (m) => m.QuizSetupPage,
                ),
              },
              {
                path: "quiz/:id",
                lazy: screen(
                  () => import("@/features/quizzes/quiz-page"),
                  (m) => m.QuizPage,
                ),
              },
              {
                path: "progress",
                lazy: screen(
                  () => import("@/features/progress/progress-page"),
                  (m) => m.ProgressPage,
                ),
              },
              {
                path: "subscription",
                lazy: screen(
                  () => import("@/features/subscription/subscription-page"),
                  (m) => m.SubscriptionPage,
                ),
              },
              {
                path: "test-user-tier",
                lazy: screen(
                  () => import("@/features/subscription/test-user-tier-page"),
                  (m) => m.TestUserTierPage,
                ),
              },
              {
                path: "settings",
                lazy: screen(
                  () => import("@/features/settings/settings-page"),
                  (m) => m.SettingsPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's router, made when the app starts. A router reads the address once, when it is made: made as this module
 * loads, it would keep "/" when the landing page loads the app ahead of a click (a pointer over a link warms it)
 * and the click then moves to /auth/login, leaving the landing page on screen at the new address.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
