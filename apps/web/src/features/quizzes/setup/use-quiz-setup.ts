// The quiz setup's state (spec 2 §2, §4, §5): the chosen note and settings, the generation stages, and the move
// to /quiz/{id} one second after 'Quiz generated successfully!'.

import {
  findSetupNote,
  messages,
  passedSetupNote,
  type QUIZ_FORMATS,
  QUIZ_GENERATION_REDIRECT_MS,
  QUIZ_QUESTION_COUNT,
  QUIZ_SETUP_DEFAULT_DIFFICULTY,
  QUIZ_SETUP_DEFAULT_FORMAT,
  QUIZ_TIME_LIMIT_MIN,
  type QuizDifficulty,
  type QuizGenerationStage,
  type QuizLaunchConfig,
  quizDroppedNotice,
  quizSetupProblem,
  type SetupNote,
} from "@lectern/core";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useGeneration } from "@/data/ai";
import { useAuthSession } from "@/data/auth";
import { useRecords } from "@/data/db";
import { notify } from "@/ui/toaster";

export type QuizFormat = (typeof QUIZ_FORMATS)[number];

export interface QuizSettings {
  noteId: string;
  topics: string[];
  format: QuizFormat;
  numQuestions: number;
  difficulty: QuizDifficulty;
  timeLimit: number;
}

export function useQuizSetup() {
  const { user } = useAuthSession();
  const navigate = useNavigate();
  // spec 2 §2: entered from the note viewer, the note comes along and is chosen.
  const locationState: unknown = useLocation().state;
  const passed = useMemo(() => passedSetupNote(locationState), [locationState]);
  // spec 2 §7 (GET notes by user_id, newest first): the device holds only the signed-in user's notes; "newest"
  // is the last change, as the notes list sorts by date.
  const notes = useRecords("notes", { orderBy: "updated_at", reverse: true });
  const [settings, setSettings] = useState<QuizSettings>({
    noteId: passed?.noteId ?? "",
    topics: [],
    format: QUIZ_SETUP_DEFAULT_FORMAT,
    numQuestions: QUIZ_QUESTION_COUNT.default,
    difficulty: QUIZ_SETUP_DEFAULT_DIFFICULTY,
    timeLimit: QUIZ_TIME_LIMIT_MIN.default,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [generated, setGenerated] = useState<{
    quizId: string;
    config: QuizLaunchConfig;
    dropped: string | null;
    notices: string[];
  } | null>(null);
  // spec 2 §8: a failure is an alert in the page, and the form is usable again.
  const generation = useGeneration({ toastErrors: false });

  const note: SetupNote | null | undefined = useMemo(
    () => findSetupNote(settings.noteId, notes, passed?.note ?? null),
    [notes, settings.noteId, passed],
  );
  // The passed note is listed too when this device does not hold it (yet), so the choice shows.
  const choices: SetupNote[] | undefined = useMemo(() => {
    const extra = passed?.note;
    if (!notes || !extra || notes.some((n) => n.id === extra.id)) return notes;
    return [extra, ...notes];
  }, [notes, passed]);

  const update = (patch: Partial<QuizSettings>) => {
    setProblem(null);
    setSettings((s) => ({
      ...s,
      ...patch,
      // Topics are the chosen note's tags: a new note starts with none chosen.
      topics: patch.noteId !== undefined && patch.noteId !== s.noteId ? [] : (patch.topics ?? s.topics),
    }));
  };

  // spec 2 §4: 'Quiz generated successfully!', then after 1 second the quiz, with its configuration.
  useEffect(() => {
    if (!generated) return;
    const timer = setTimeout(
      () => navigate(`/quiz/${generated.quizId}`, { state: generated.config }),
      QUIZ_GENERATION_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [generated, navigate]);

  const generate = async () => {
    // spec 2 §4 "validating"; spec 2 §5 in its order.
    const found = quizSetupProblem({ userId: user?.id, noteId: settings.noteId, note });
    setProblem(found);
    if (found) return;
    if (!note) return;
    const outcome = await generation.run({
      kind: "quiz",
      note: { id: note.id, title: note.title, content: note.content, tags: note.tags },
      numQuestions: settings.numQuestions,
      quizType: settings.format,
      selectedTopics: settings.topics,
      timeLimit: settings.timeLimit,
    });
    if (outcome?.kind !== "quiz") return;
    notify.success(messages.quizzes.generated);
    // Issue 15: questions whose answer key failed the check were left out; the user hears how many.
    const dropped = quizDroppedNotice(outcome.dropped);
    if (dropped) notify.info(dropped);
    setGenerated({
      quizId: outcome.quizId,
      dropped,
      // Issue 16 §7: fewer questions than asked, the part of a long note used (also toasted by useGeneration,
      // long enough to be read on the quiz).
      notices: outcome.notices,
      config: {
        timeLimit: settings.timeLimit,
        difficulty: settings.difficulty,
        numQuestions: outcome.questionCount,
      },
    });
  };

  const { state } = generation;
  const stage: QuizGenerationStage | null = generated
    ? "generated"
    : state.status !== "running"
      ? null
      : state.stage === "analysing"
        ? "analysing"
        : "loading";

  return {
    notes: choices,
    note,
    dropped: generated?.dropped ?? null,
    notices: generated?.notices ?? [],
    settings,
    update,
    problem: problem ?? (state.status === "failed" ? state.message : null),
    generate,
    cancel: generation.cancel,
    busy: generation.busy || generated !== null,
    stage,
    progress: state.status === "running" ? state.progress : null,
    engine: state.status === "running" ? state.engine : null,
  };
}
