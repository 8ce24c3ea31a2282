import { type ReviewHeatmap as Heatmap, messages } from "@lectern/core";
import { useMemo } from "react";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { heatmapDayLabel, heatmapGrid } from "./heatmap-grid";

const t = messages.progress;
const CELL = 11;
const GAP = 3;
const STEP = CELL + GAP;
const TOP = 16;
const LEFT = 28;

// The theme's primary colour at rising strength; none is the muted surface. Both follow light and dark.
const LEVEL_OPACITY = [1, 0.3, 0.5, 0.75, 1] as const;
const levelFill = (level: number) => (level === 0 ? "var(--muted)" : "var(--primary)");
const ROW_LABELS = [
  [0, "Mon"],
  [2, "Wed"],
  [4, "Fri"],
] as const;

/**
 * The newest weeks are at the end: a narrow screen starts (and stays, as it resizes) scrolled there. Returns the
 * cleanup React 19 calls when the node goes.
 */
function scrollToNewest(node: HTMLDivElement | null) {
  if (!node) return;
  const scroll = () => {
    node.scrollLeft = node.scrollWidth;
  };
  scroll();
  if (typeof ResizeObserver === "undefined") return;
  const observer = new ResizeObserver(scroll);
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * A 12-month review heat map (issue 17 Deliver 2), weeks × days like GitHub's; each cell titled
 * 'N reviews on Mon, Nov 23'; the caption summarises the totals for screen readers and everyone else.
 */
export function ReviewHeatmap({ heatmap }: { heatmap: Heatmap }) {
  const grid = useMemo(() => heatmapGrid(heatmap), [heatmap]);
  const width = LEFT + grid.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    <Card role="region" aria-labelledby="heatmap-heading" data-testid="review-heatmap">
      <CardHeader className="pb-3">
        <h2 id="heatmap-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.heatmapHeading}
        </h2>
      </CardHeader>
      <CardContent>
        <figure className="flex flex-col gap-3">
          {/* scrolls sideways on a phone; the newest weeks are at the end, so it starts scrolled there */}
          <div
            className="overflow-x-auto rounded-sm"
            // a scrolling region is reachable by keyboard (WCAG 2.1.1)
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on narrow screens
            tabIndex={0}
            ref={scrollToNewest}
          >
            <svg
              width={width}
              height={height}
              viewBox={`0 0 ${width} ${height}`}
              role="img"
              aria-labelledby="heatmap-caption"
              className="block"
            >
              <title>{t.heatmapHeading}</title>
              {grid.months.map((month) => (
                <text
                  key={`${month.week}-${month.label}`}
                  x={LEFT + month.week * STEP}
                  y={10}
                  fontSize={10}
                  fill="var(--muted-foreground)"
                >
                  {month.label}
                </text>
              ))}
              {ROW_LABELS.map(([row, label]) => (
                <text
                  key={label}
                  x={0}
                  y={TOP + row * STEP + CELL - 2}
                  fontSize={10}
                  fill="var(--muted-foreground)"
                >
                  {label}
                </text>
              ))}
              {grid.weeks.map((week, column) =>
                week.map((cell, row) =>
                  cell ? (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: the grid's positions are its identity
                      key={`${column}-${row}`}
                      data-testid="heatmap-cell"
                      data-reviews={cell.reviews}
                      x={LEFT + column * STEP}
                      y={TOP + row * STEP}
                      width={CELL}
                      height={CELL}
                      rx={2}
                      fill={levelFill(cell.level)}
                      fillOpacity={LEVEL_OPACITY[cell.level]}
                      stroke={cell.level === 0 ? "var(--border)" : undefined}
                    >
                      <title>{t.heatmapCell(cell.reviews, heatmapDayLabel(cell.date))}</title>
                    </rect>
                  ) : null,
                ),
              )}
            </svg>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <figcaption
              id="heatmap-caption"
              className="text-sm text-muted-foreground"
              data-testid="heatmap-summary"
            >
              {t.heatmapSummary(grid.total, grid.activeDays, grid.busiest)}
            </figcaption>
            <div className="flex items-center gap-1 text-xs text-muted-foreground" aria-hidden="true">
              <span className="mr-1">{t.heatmapLess}</span>
              {[0, 1, 2, 3, 4].map((level) => (
                <svg key={level} width={CELL} height={CELL} role="presentation">
                  <rect
                    width={CELL}
                    height={CELL}
                    rx={2}
                    fill={levelFill(level)}
                    fillOpacity={LEVEL_OPACITY[level]}
                    stroke={level === 0 ? "var(--border)" : undefined}
                  />
                </svg>
              ))}
              <span className="ml-1">{t.heatmapMore}</span>
            </div>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
