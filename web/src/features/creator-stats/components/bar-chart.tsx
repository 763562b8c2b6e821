import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ChartModel } from '../lib/chart-data.ts';
import { useT } from '../../../i18n/index.ts';

const WIDTH = 600;
const HEIGHT = 160;
/** Room for the tick labels on the left and for the top label above the chart. */
const AXIS = 64;
const TOP = 10;

/**
 * A small bar chart in plain SVG (one bar per day): no charting library, so the stats route
 * stays light. Screen readers get the title and the range total; each bar has its day and value
 * as a tooltip.
 */
export function BarChart({
  title,
  model,
  format = String,
  formatTick = format,
}: {
  title: string;
  model: ChartModel;
  format?: (value: number) => string;
  /** Axis labels, where space is short (e.g. 'Rs. 5K'). */
  formatTick?: (value: number) => string;
}) {
  const t = useT();
  const slot = (WIDTH - AXIS) / Math.max(model.bars.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const first = model.bars[0];
  const last = model.bars.at(-1);
  return (
    <Box as="figure" borderWidth="1px" borderRadius="l3" p="4" m="0">
      <HStack as="figcaption" justify="space-between" mb="3" align="baseline">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('stats.chart.total', { total: format(model.total) })}
        </Text>
      </HStack>
      <svg
        viewBox={`0 0 ${WIDTH} ${TOP + HEIGHT + 20}`}
        width="100%"
        role="img"
        aria-label={t('stats.chart.label', { title, total: format(model.total) })}
        style={{ display: 'block' }}
      >
        {model.ticks.map((tick) => {
          const y = TOP + HEIGHT - (tick / model.max) * HEIGHT;
          return (
            <g key={tick}>
              <line x1={AXIS} x2={WIDTH} y1={y} y2={y} stroke="var(--chakra-colors-border)" />
              <text
                x={AXIS - 6}
                y={y + 4}
                textAnchor="end"
                fontSize="11"
                fill="var(--chakra-colors-fg-muted)"
              >
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {model.bars.map((bar, index) => {
          const height = bar.height * HEIGHT;
          return (
            <rect
              key={bar.day}
              x={AXIS + index * slot + (slot - barWidth) / 2}
              y={TOP + HEIGHT - height}
              width={barWidth}
              height={height}
              rx={Math.min(2, barWidth / 2)}
              fill="var(--chakra-colors-brand-solid)"
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
        {first && (
          <text x={AXIS} y={TOP + HEIGHT + 16} fontSize="11" fill="var(--chakra-colors-fg-muted)">
            {first.label}
          </text>
        )}
        {last && (
          <text
            x={WIDTH}
            y={TOP + HEIGHT + 16}
            fontSize="11"
            textAnchor="end"
            fill="var(--chakra-colors-fg-muted)"
          >
            {last.label}
          </text>
        )}
      </svg>
    </Box>
  );
}
