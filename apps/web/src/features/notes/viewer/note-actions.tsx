import { messages, type Note } from "@lectern/core";
import { LinkIcon, PencilIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ShareDialog } from "@/features/shared/share-dialog";
import { Button } from "@/ui/button";
import { DeleteNoteDialog } from "../shared/delete-note-dialog";
import { ExportMenu } from "../shared/export-menu";
import { shareNote } from "./use-note-actions";

type NoteActionsProps = { note: Note; onDelete: () => Promise<void>; deleting: boolean };

/** Export, Share, 'Share with a classmate' (issue 22 §3), and the owner's Edit and Delete (spec 2 §2, §6). */
export function NoteActions({ note, onDelete, deleting }: NoteActionsProps) {
  const [confirming, setConfirming] = useState(false);
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
      {/* spec 2 §2 keeps Share as "copies the link" (only the owner opens it); a classmate gets a share link */}
      <ShareDialog
        noteId={note.id}
        trigger={
          <Button variant="outline">
            <LinkIcon aria-hidden="true" />
            {messages.shares.openDialog}
          </Button>
        }
      />
      <DeleteNoteDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
        busy={deleting}
        trigger={
          <Button variant="outline" className="text-destructive hover:text-destructive">
            <Trash2Icon aria-hidden="true" />
            {messages.notes.delete}
          </Button>
        }
      />
    </div>
  );
}
