import { subjectOptions } from "@lectern/core";
import { PlusIcon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";

type SubjectPickerProps = {
  value: string;
  added: readonly string[];
  onChange: (subject: string) => void;
  onAdd: (raw: string) => boolean;
};

/** The subject picker with the default list and add-new (spec 1 §2, §5, §9). */
export function SubjectPicker({ value, added, onChange, onAdd }: SubjectPickerProps) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState("");

  const add = () => {
    if (!onAdd(text)) return;
    setText("");
    setAdding(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    } else if (event.key === "Escape") setAdding(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Subject</Label>
      <div className="flex gap-2">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} className="min-w-0 flex-1">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {subjectOptions(added, value).map((subject) => (
              <SelectItem key={subject} value={subject}>
                {subject}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {!adding && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            New subject
          </Button>
        )}
      </div>
      {adding && (
        <div className="flex gap-2">
          <Input
            aria-label="New subject"
            value={text}
            placeholder="e.g. Astronomy"
            autoFocus
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add} disabled={!text.trim()}>
            Add
          </Button>
          <Button variant="ghost" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
