import type { Note } from "@lectern/core";
import { PencilIcon, Share2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { ExportMenu } from "../shared/export-menu";
import { DeleteNoteDialog } from "./delete-note-dialog";
import { shareNote } from "./use-note-actions";

type NoteActionsProps = { note: Note; onDelete: () => Promise<void>; deleting: boolean };

/** Export, Share, and the owner's Edit and Delete (spec 2 §2, §6). */
export function NoteActions({ note, onDelete, deleting }: NoteActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={`/note-editor/${note.id}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <ExportMenu note={() => note} />
      <Button variant="outline" onClick={() => void shareNote(note.id)}>
        <Share2Icon aria-hidden="true" />
        Share
      </Button>
      <DeleteNoteDialog onConfirm={onDelete} deleting={deleting} />
    </div>
  );
}
