import { messages } from "@lectern/core";
import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";

type TagInputProps = {
  tags: readonly string[];
  onAdd: (raw: string) => boolean;
  onRemove: (tag: string) => void;
};

/** Tags add/remove (spec 1 §2); blank and duplicate tags are refused (spec 1 §5). */
export function TagInput({ tags, onAdd, onRemove }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [refused, setRefused] = useState(false);

  const add = () => {
    if (!text.trim()) return;
    if (onAdd(text)) {
      setText("");
      setRefused(false);
    } else setRefused(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder="Add a tag"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setRefused(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={!text.trim()}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
      {refused && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {messages.notes.duplicateTag}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label="Tags on this note" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="soft" className="max-w-full gap-1 py-1 pr-1 whitespace-normal break-all">
                <span>{tag}</span>
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onRemove(tag)}
                  className="rounded-full p-0.5 hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <XIcon aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
