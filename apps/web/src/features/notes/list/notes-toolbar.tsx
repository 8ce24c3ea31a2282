import { messages, NOTE_TYPE_FILTER_OPTIONS, type NoteSortKey, type NoteTypeFilter } from "@lectern/core";
import { SearchIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/ui/cn";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";
import type { NotesList } from "./use-notes-list";

const t = messages.notes;
// Select values cannot be empty, and a user's subject may be any text: prefix subjects, keep one word for all.
const ALL_SUBJECTS = "all";
const subjectValue = (subject: string | null) => (subject === null ? ALL_SUBJECTS : `subject:${subject}`);
const subjectFromValue = (value: string) => (value === ALL_SUBJECTS ? null : value.slice("subject:".length));

/** Search, type filter, subject filter and sort above the notes list (spec 1 §2). */
export function NotesToolbar({ list }: { list: NotesList }) {
  const { filters, setFilters } = list;
  return (
    <search className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,1fr)_10rem_12rem_9rem] lg:items-end">
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-3 lg:col-span-1">
        <Label htmlFor="notes-search">{t.searchLabel}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="notes-search"
            type="search"
            className="pl-9"
            placeholder={t.searchPlaceholder}
            value={filters.search}
            onChange={(event) => setFilters({ search: event.target.value })}
            autoComplete="off"
          />
        </div>
      </div>
      <Field id="notes-type-filter" label={t.typeFilterLabel}>
        <Select value={filters.type} onValueChange={(type) => setFilters({ type: type as NoteTypeFilter })}>
          <SelectTrigger id="notes-type-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {NOTE_TYPE_FILTER_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field id="notes-subject-filter" label={t.subjectFilterLabel}>
        <Select
          value={subjectValue(filters.subject)}
          onValueChange={(value) => setFilters({ subject: subjectFromValue(value) })}
        >
          <SelectTrigger id="notes-subject-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72 overflow-y-auto">
            <SelectItem value={ALL_SUBJECTS}>{t.allSubjects}</SelectItem>
            {list.subjects.map((subject) => (
              <SelectItem key={subject} value={subjectValue(subject)}>
                {subject}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field id="notes-sort" label={t.sortLabel} className="col-span-2 sm:col-span-1">
        <Select value={list.sort} onValueChange={(sort) => list.setSort(sort as NoteSortKey)}>
          <SelectTrigger id="notes-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="date">{t.sortByDate}</SelectItem>
            <SelectItem value="title">{t.sortByTitle}</SelectItem>
          </SelectContent>
        </Select>
      </Field>
    </search>
  );
}

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
