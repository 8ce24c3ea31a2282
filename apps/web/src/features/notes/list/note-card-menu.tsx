import { messages } from "@lectern/core";
import { MoreVerticalIcon, PencilIcon, TextCursorInputIcon, Trash2Icon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/ui/dropdown-menu";

const t = messages.notes;

export interface NoteCardMenuProps {
  id: string;
  title: string;
  onRename: () => void;
  onDelete: () => void;
}

/** A card's menu: Edit Note, Rename, Delete (spec 1 §2). */
export function NoteCardMenu({ id, title, onRename, onDelete }: NoteCardMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative z-10 -mt-1 -mr-2"
          aria-label={t.noteActionsFor(title)}
        >
          <MoreVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate(`/note-editor/${id}`)}>
          <PencilIcon aria-hidden="true" />
          {t.editNote}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onRename}>
          <TextCursorInputIcon aria-hidden="true" />
          {t.rename}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2Icon aria-hidden="true" />
          {t.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
