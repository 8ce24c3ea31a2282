import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./button";

/** The way back from a flashcard session or a quiz to /study (spec 2 §2 'Back to Study Deck'). */
export function BackToStudyDeck() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/study">
        <ArrowLeftIcon aria-hidden="true" />
        Study Deck
      </Link>
    </Button>
  );
}
