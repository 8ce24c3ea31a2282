// The review heat map's layout (issue 17 Deliver 2): weeks as columns, Monday to Sunday as rows (a week is
// Monday–Sunday, as the dashboard counts it), GitHub-style. Pure, so it is tested without a browser.

import type { ReviewHeatmap } from "@lectern/core";

const DAY_MS = 86_400_000;

export interface HeatmapCell {
  date: string;
  reviews: number;
  /** 0 (none) to 4 (busiest). */
  level: 0 | 1 | 2 | 3 | 4;
}

export interface HeatmapGrid {
  /** Columns of 7 (Monday first); null where a week runs outside the 12 months. */
  weeks: (HeatmapCell | null)[][];
  /** The first column of each month after the first, with its short name, for the labels above. */
  months: { week: number; label: string }[];
  total: number;
  activeDays: number;
  busiest: number;
}

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** 'Mon, Nov 23' for a 'YYYY-MM-DD' day (the cell's title). */
export const heatmapDayLabel = (date: string) => dayName.format(new Date(utc(date)));

/** Levels by fixed counts so a colour means the same amount on every visit: 1, 2–4, 5–9, 10+. */
export function heatmapLevel(reviews: number): HeatmapCell["level"] {
  if (reviews <= 0) return 0;
  if (reviews === 1) return 1;
  if (reviews < 5) return 2;
  if (reviews < 10) return 3;
  return 4;
}

export function heatmapGrid(heatmap: ReviewHeatmap): HeatmapGrid {
  const counts = new Map(heatmap.days.map((day) => [day.date, day.reviews]));
  const from = utc(heatmap.from);
  const to = utc(heatmap.to);
  // getUTCDay: Sunday 0 … Saturday 6; the grid's row 0 is Monday
  const offset = (new Date(from).getUTCDay() + 6) % 7;
  const start = from - offset * DAY_MS;
  const weeks: (HeatmapCell | null)[][] = [];
  const months: HeatmapGrid["months"] = [];
  let total = 0;
  let activeDays = 0;
  let busiest = 0;
  for (let weekStart = start, week = 0; weekStart <= to; weekStart += 7 * DAY_MS, week++) {
    const column: (HeatmapCell | null)[] = [];
    for (let row = 0; row < 7; row++) {
      const at = weekStart + row * DAY_MS;
      if (at < from || at > to) {
        column.push(null);
        continue;
      }
      const date = isoOf(at);
      const reviews = counts.get(date) ?? 0;
      total += reviews;
      if (reviews > 0) activeDays++;
      busiest = Math.max(busiest, reviews);
      column.push({ date, reviews, level: heatmapLevel(reviews) });
      if (date.endsWith("-01") && week > 0) months.push({ week, label: monthName.format(new Date(at)) });
    }
    weeks.push(column);
  }
  return { weeks, months, total, activeDays, busiest };
}
