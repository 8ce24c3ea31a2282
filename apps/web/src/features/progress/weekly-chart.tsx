import { messages, type WeeklyDay } from "@lectern/core";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const t = messages.progress;

// Colours are the theme's CSS variables, so the chart follows light and dark without reading the theme here.
const SERIES = [
  { key: "studyTime", name: t.columnStudyHours, color: "var(--primary)" },
  { key: "notes", name: t.columnNotes, color: "var(--success)" },
  { key: "quizzes", name: t.columnQuizzes, color: "var(--warning)" },
] as const;

const axis = { stroke: "var(--muted-foreground)", fontSize: 12 };

/** The weekly bar chart (recharts; loaded lazily by WeeklyActivity). */
export default function WeeklyChart({ days }: { days: WeeklyDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tick={{ fill: "var(--muted-foreground)" }} {...axis} />
        <YAxis allowDecimals tick={{ fill: "var(--muted-foreground)" }} {...axis} />
        <Tooltip
          cursor={{ fill: "var(--muted)" }}
          contentStyle={{
            background: "var(--popover)",
            borderColor: "var(--border)",
            color: "var(--popover-foreground)",
            borderRadius: 8,
          }}
          labelStyle={{ color: "var(--popover-foreground)" }}
        />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }} />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            fill={series.color}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            // drawn at once: no motion to sit through (or to be caught half-way in a screenshot)
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
