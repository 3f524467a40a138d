import { Box, Group, Paper, ScrollArea, SegmentedControl, Text, Title, Tooltip } from '@mantine/core';
import { calendarDays, monthLabels, type ActivityLevel, type CalendarRange } from '@shared/engagement/calendar';
import type { DailyMinutes } from '@shared/engagement/learning-time';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServerText } from '../../core/i18n';
import { useProfileTexts } from './profile-texts';

const levelColours: Record<ActivityLevel, string> = {
  0: 'var(--mantine-color-default-border)',
  1: 'var(--mantine-color-teal-2)',
  2: 'var(--mantine-color-teal-4)',
  3: 'var(--mantine-color-teal-6)',
  4: 'var(--mantine-color-teal-8)',
};
const cell = 12;
const gap = 3;

/** product.md §1.9: the last 365 or 90 days, one square a day, coloured by learning minutes. */
export function ActivityCalendar({ daily, today, activeDays }: { daily: DailyMinutes; today: string; activeDays: readonly string[] }) {
  const t = useProfileTexts();
  const serverText = useServerText();
  const [range, setRange] = useState<CalendarRange>(365);
  const viewport = useRef<HTMLDivElement>(null);
  // On a narrow screen the newest weeks matter most: start scrolled to today, once the grid has its width.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (viewport.current) viewport.current.scrollLeft = viewport.current.scrollWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [range]);
  // The streak's own days (the server's one rule), so a day counted in the streak is never blank here.
  const active = useMemo(() => new Set(activeDays), [activeDays]);
  const days = calendarDays(daily, today, range, active);
  // Columns are weeks starting on Sunday, as a wall calendar; the first column is padded.
  const lead = new Date(`${days[0]?.day ?? today}T00:00:00Z`).getUTCDay();
  const months = monthLabels(
    days.map((d) => d.day),
    lead,
  );
  const columns = Math.ceil((days.length + lead) / 7);
  const activeCount = days.filter((d) => d.level > 0).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="lg" id="calendar-title">
          {t('activityCalendar')}
        </Title>
        <SegmentedControl
          size="xs"
          value={String(range)}
          onChange={(value) => setRange(value === '90' ? 90 : 365)}
          data={[
            { value: '365', label: t('days365') },
            { value: '90', label: t('days90') },
          ]}
          aria-label={t('calendarRange')}
        />
      </Group>
      {/* Focusable, so a keyboard can scroll the year on a narrow screen. */}
      <ScrollArea type="auto" offsetScrollbars viewportRef={viewport} viewportProps={{ tabIndex: 0 }}>
        <Box aria-hidden data-testid="calendar-months" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, ${cell}px)`, columnGap: gap, height: 16, marginBottom: 2 }}>
          {months.map((m) => (
            <Text key={`${m.column}-${m.label}`} fz={10} c="dimmed" lh="16px" style={{ gridColumn: m.column + 1, gridRow: 1, whiteSpace: 'nowrap' }}>
              {serverText(m.label)}
            </Text>
          ))}
        </Box>
        {/* A list of days, read one after another: an ARIA grid would need rows and arrow-key moves. */}
        <Box
          role="list"
          aria-label={t('activityOver', { range })}
          data-testid="activity-calendar"
          style={{ display: 'grid', gridTemplateRows: `repeat(7, ${cell}px)`, gridAutoFlow: 'column', gridAutoColumns: `${cell}px`, gap }}
        >
          {Array.from({ length: lead }, (_, i) => (
            <span key={`pad-${i}`} aria-hidden />
          ))}
          {days.map((d) => (
            <Tooltip key={d.day} label={t('dayTooltip', { day: d.day, minutes: d.minutes })} withArrow openDelay={200}>
              <span
                role="listitem"
                aria-label={t('dayCell', { day: d.day, minutes: d.minutes })}
                data-level={d.level}
                style={{ width: cell, height: cell, borderRadius: 2, background: levelColours[d.level] }}
              />
            </Tooltip>
          ))}
        </Box>
      </ScrollArea>
      <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
        <Text fz="xs" c="dimmed">
          {activeCount === 1 ? t('activeDayOne', { count: activeCount, range }) : t('activeDays', { count: activeCount, range })}
        </Text>
        <Group gap={4} aria-hidden>
          <Text fz="xs" c="dimmed">
            {t('less')}
          </Text>
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <span key={level} style={{ width: cell, height: cell, borderRadius: 2, background: levelColours[level], display: 'inline-block' }} />
          ))}
          <Text fz="xs" c="dimmed">
            {t('more')}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
