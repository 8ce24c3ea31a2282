import { type ColumnMapping, type ColumnRole, messages } from "@lectern/core";
import { useId } from "react";
import { Checkbox } from "@/ui/checkbox";
import { Label } from "@/ui/label";

const t = messages.decks;
const ROLES: { value: ColumnRole; label: string }[] = [
  { value: "front", label: t.roleFront },
  { value: "back", label: t.roleBack },
  { value: "tags", label: t.roleTags },
  { value: "source", label: t.roleSource },
  { value: "ignore", label: t.roleIgnore },
];

export interface MappingStepProps {
  firstRow: string[];
  hasHeader: boolean;
  onHeaderChange: (value: boolean) => void;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
}

/** CSV/TSV: which column is what. A role taken by one column is released by the others (one column per role). */
export function MappingStep({
  firstRow,
  hasHeader,
  onHeaderChange,
  mapping,
  onMappingChange,
}: MappingStepProps) {
  const id = useId();
  const choose = (index: number, role: ColumnRole) =>
    onMappingChange(
      mapping.map((current, i) =>
        i === index ? role : role !== "ignore" && current === role ? "ignore" : current,
      ),
    );
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-h`}>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {t.mappingHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.mappingIntro}</p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-header`}
          checked={hasHeader}
          onCheckedChange={(value) => onHeaderChange(value === true)}
        />
        <Label htmlFor={`${id}-header`}>{t.firstRowIsHeader}</Label>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {firstRow.map((cell, index) => {
          const name =
            hasHeader && cell.trim() ? `${t.columnName(index)} (${cell.trim()})` : t.columnName(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; they never move.
            <li key={index} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-col-${index}`}>{name}</Label>
              <select
                id={`${id}-col-${index}`}
                data-testid={`column-role-${index}`}
                value={mapping[index] ?? "ignore"}
                onChange={(event) => choose(index, event.target.value as ColumnRole)}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {ROLES.map((role) => (
                  <option key={role.value} value={role.value}>
                    {role.label}
                  </option>
                ))}
              </select>
              {!hasHeader && <span className="truncate text-xs text-muted-foreground">{cell}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
