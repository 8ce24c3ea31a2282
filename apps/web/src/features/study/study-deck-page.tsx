import { messages } from "@lectern/core";
import { WifiOffIcon } from "lucide-react";
import { useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { loginPathFor } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs";
import { DeckList } from "./deck/deck-list";
import { DueBanner } from "./deck/due-banner";
import { MockTests } from "./deck/mock-tests";
import { QuizList } from "./deck/quiz-list";
import { useStartGuard } from "./deck/use-start-guard";
import { useStudyDeck } from "./deck/use-study-deck";

const t = messages.study;

/** The tabs by URL hash: #quizzes, and #mock-tests, which has no tab button (spec 2 §2). */
const TABS = ["flashcards", "quizzes", "mock-tests"] as const;
type Tab = (typeof TABS)[number];
const tabFromHash = (hash: string): Tab => {
  const wanted = hash.replace(/^#/, "");
  return (TABS as readonly string[]).includes(wanted) ? (wanted as Tab) : "flashcards";
};

// spec 2 §2 /study: Flashcards and Quizzes tabs, the due banner, deck and quiz cards; device store only (offline).
export function StudyDeckPage() {
  const state = useStudyDeck();
  const guard = useStartGuard(state.signedOut);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  const selectTab = useCallback(
    (value: string) => navigate({ hash: value === "flashcards" ? "" : value }, { replace: true }),
    [navigate],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <title>{`${t.heading} · Lectern`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.heading}</h1>
        <p className="text-muted-foreground">{t.intro}</p>
      </header>
      {state.signedOut && (
        <Alert data-testid="signed-out-banner">
          <p>{t.signedOutBanner}</p>
          <Link to={loginPathFor(location)} className="w-fit font-medium text-primary underline">
            {t.signIn}
          </Link>
        </Alert>
      )}
      {!state.online && (
        <p
          role="status"
          data-testid="study-offline-notice"
          className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
        >
          <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
          {t.offlineNotice}
        </p>
      )}
      <DueBanner due={state.dueCount} heldBack={state.heldBack} guard={guard} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="flashcards" className="flex-1 sm:flex-none">
            {t.tabFlashcards}
          </TabsTrigger>
          <TabsTrigger value="quizzes" className="flex-1 sm:flex-none">
            {t.tabQuizzes}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="flashcards">
          <DeckList
            decks={state.decks}
            loading={state.decksLoading}
            examDates={state.examDates}
            guard={guard}
          />
        </TabsContent>
        <TabsContent value="quizzes">
          <QuizList quizzes={state.quizzes} loading={state.quizzesLoading} guard={guard} />
        </TabsContent>
        {/* No tab button (spec 2 §2): the panel is named by itself instead of by a trigger. */}
        <TabsContent value="mock-tests" aria-labelledby={undefined} aria-label={t.tabMockTests}>
          <MockTests />
        </TabsContent>
      </Tabs>
    </div>
  );
}
