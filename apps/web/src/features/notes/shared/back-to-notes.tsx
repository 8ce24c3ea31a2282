import { messages } from "@lectern/core";
import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/ui/button";

/** Back to /notes (spec 2 §2), at the top of the editor and the viewer. */
export function BackToNotes() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link to="/notes">
        <ArrowLeftIcon aria-hidden="true" />
        {messages.notes.backToNotes}
      </Link>
    </Button>
  );
}
