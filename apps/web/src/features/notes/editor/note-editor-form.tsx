import { type FormEvent, type KeyboardEvent, useId } from "react";
import { Card } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { EditorActions } from "./editor-actions";
import { NoteContentField } from "./note-content-field";
import { SubjectPicker } from "./subject-picker";
import { TagInput } from "./tag-input";
import type { NoteEditorState } from "./use-note-editor";

/** Title, subject, tags, the large content area and the actions (spec 1 §2). Ctrl/⌘+S saves. */
export function NoteEditorForm({ editor }: { editor: NoteEditorState }) {
  const id = useId();
  const { draft } = editor;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.saveNow();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void editor.saveNow();
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Note" className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            placeholder="Note title"
            maxLength={500}
            onChange={(event) => editor.setTitle(event.target.value)}
            className="text-lg font-semibold md:text-lg"
          />
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <SubjectPicker
            value={draft.subject}
            added={editor.subjects}
            onChange={editor.setSubject}
            onAdd={editor.addSubject}
          />
          <TagInput tags={draft.tags} onAdd={editor.addTag} onRemove={editor.removeTag} />
        </div>
        <NoteContentField id={`${id}-content`} value={draft.content} onChange={editor.setContent} />
      </Card>
      <EditorActions editor={editor} />
    </form>
  );
}
