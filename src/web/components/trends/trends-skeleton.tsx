import { Card } from '../ui/card';

const BAR = 'animate-pulse rounded bg-line motion-reduce:animate-none';

/** The shape of a chart card (heading, intro, chart, summary, disclosure) while it loads. */
function ChartCardSkeleton({
  className = '',
  chartHeight,
}: {
  className?: string;
  chartHeight: number;
}) {
  return (
    <Card className={`flex flex-col gap-3 ${className}`}>
      <div className={`${BAR} h-7 w-48`} />
      <div className={`${BAR} h-4 w-full max-w-md`} />
      <div className={`${BAR} w-full rounded-xl`} style={{ height: chartHeight }} />
      <div className={`${BAR} h-4 w-64 max-w-full`} />
      <div className={`${BAR} h-11 w-44`} />
    </Card>
  );
}

export function ChartsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
      <ChartCardSkeleton chartHeight={260} />
      <ChartCardSkeleton chartHeight={260} />
      <ChartCardSkeleton chartHeight={420} className="lg:col-span-2" />
    </div>
  );
}
