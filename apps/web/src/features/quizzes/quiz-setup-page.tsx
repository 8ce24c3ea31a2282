import { ListChecksIcon } from "lucide-react";
import { Card } from "@/ui/card";
import { QuizSetupForm } from "./setup/quiz-setup-form";
import { useQuizSetup } from "./setup/use-quiz-setup";

// spec 2 §2: pick a note, topics, format, count, difficulty and time limit, then Generate AI Quiz. The route
// needs sign-in (the guard sends signed-out users to /auth/login).
export function QuizSetupPage() {
  const setup = useQuizSetup();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <title>Quiz Setup · Lectern</title>
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ListChecksIcon className="size-7 text-primary" aria-hidden="true" />
          Quiz Setup
        </h1>
        <p className="text-muted-foreground">
          Make a timed quiz from one of your notes. Each question keeps the passage of the note it comes from.
        </p>
      </div>
      <Card className="p-4 sm:p-6">
        <QuizSetupForm setup={setup} />
      </Card>
    </div>
  );
}
