import { messages } from "@lectern/core";
import { FileUpIcon, MicIcon, PenLineIcon, PlusIcon, ScanLineIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/ui/dropdown-menu";

const t = messages.notes;

/** The four ways to make a note (spec 1 §2 floating actions), each to its screen. */
const ACTIONS = [
  { to: "/note-editor/new", label: t.createManualNote, icon: PenLineIcon },
  { to: "/recording", label: t.recordUploadAudio, icon: MicIcon },
  { to: "/upload-document", label: t.uploadDocuments, icon: FileUpIcon },
  { to: "/scan-document", label: t.scanDocument, icon: ScanLineIcon },
] as const;

/** The floating action button, bottom right on every screen size, opening a menu of the four actions. */
export function NoteCreateActions() {
  return (
    <div className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="lg" className="h-14 rounded-full px-5 shadow-lg">
            <PlusIcon className="size-5" aria-hidden="true" />
            {t.createActions}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" className="min-w-56">
          {ACTIONS.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
