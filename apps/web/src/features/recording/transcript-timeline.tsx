import { messages } from "@lectern/core";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { SegmentList } from "./segment-list";
import { type Segment, timelineSegments } from "./transcript-model";

const t = messages.recording;

/** The timeline of the last 10 segments (spec 1 §2). */
export function TranscriptTimeline({ segments }: { segments: Segment[] }) {
  const shown = timelineSegments(segments);
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold leading-tight">{t.timelineHeading}</h2>
        <p className="text-sm text-muted-foreground">{t.timelineHint}</p>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.timelineEmpty}</p>
        ) : (
          <SegmentList segments={shown} label={t.timelineHeading} />
        )}
      </CardContent>
    </Card>
  );
}
