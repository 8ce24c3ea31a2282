import { messages } from "@lectern/core";
import { gridWindowIndexes } from "./grid-window";
import { NoteCard, type NoteCardProps } from "./note-card";
import type { ListNote } from "./use-notes-list";
import { useWindowedGrid } from "./use-windowed-grid";

/** A card's height and the gap below it (px): fixed, so any row's place is known without measuring it. */
const CARD_HEIGHT = 224;
const GAP = 16;

interface VirtualNoteGridProps extends Omit<NoteCardProps, "note"> {
  notes: ListNote[];
}

/**
 * The notes as a grid of cards, of which only the rows on screen (and a few around them) are in the page,
 * so 10,000 notes cost what 30 do (issue 6). Each card states its place in the whole list for screen readers.
 */
export function VirtualNoteGrid({ notes, onRename, onDelete }: VirtualNoteGridProps) {
  const grid = useWindowedGrid(notes.length, CARD_HEIGHT + GAP);
  const width = `calc((100% - ${(grid.columns - 1) * GAP}px) / ${grid.columns})`;
  return (
    <ul
      ref={grid.ref}
      aria-label={messages.notes.listLabel}
      className="relative"
      style={{ height: Math.max(0, grid.totalHeight - GAP) }}
    >
      {gridWindowIndexes(grid.window, grid.columns, notes.length).map((index) => {
        const note = notes[index] as ListNote;
        const column = index % grid.columns;
        const row = Math.floor(index / grid.columns);
        return (
          <li
            key={note.id}
            aria-setsize={notes.length}
            aria-posinset={index + 1}
            className="absolute"
            style={{
              top: row * (CARD_HEIGHT + GAP),
              left: `calc(${column} * (${width} + ${GAP}px))`,
              width,
              height: CARD_HEIGHT,
            }}
          >
            <NoteCard note={note} onRename={onRename} onDelete={onDelete} />
          </li>
        );
      })}
    </ul>
  );
}
