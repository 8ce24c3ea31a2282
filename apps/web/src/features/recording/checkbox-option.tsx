// A recording screen option: a checkbox with its label and a one-line hint the checkbox is described by.

import { Checkbox } from "@/ui/checkbox";
import { cn } from "@/ui/cn";
import { Label } from "@/ui/label";

export interface CheckboxOptionProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Ids of further texts that describe the option (e.g. why it is disabled), after its hint. */
  describedBy?: string;
  className?: string;
}

export function CheckboxOption({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
  describedBy,
  className,
}: CheckboxOptionProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        disabled={disabled}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
