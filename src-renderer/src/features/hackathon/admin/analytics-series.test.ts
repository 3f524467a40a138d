import { describe, expect, it } from 'vitest';
import { departmentShares, quickSummary, teamSplit, timelineSeries } from './analytics-series';

const departments = [
  { department: 'CSE', count: 6, individual: 2, team: 4 },
  { department: 'ECE', count: 3, individual: 3, team: 0 },
  { department: '', count: 1, individual: 1, team: 0 },
];

describe('analytics series', () => {
  it('gives each department its share of all registrations', () => {
    expect(departmentShares({ department_stats: departments, total_registrations: 10 })).toEqual([
      { department: 'CSE', count: 6, percent: 60 },
      { department: 'ECE', count: 3, percent: 30 },
      { department: 'Not given', count: 1, percent: 10 },
    ]);
  });

  it('splits team and individual for at most 8 departments, largest first', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ department: `D${index}`, count: index, individual: index, team: 0 }));
    const split = teamSplit({ department_stats: many });
    expect(split).toHaveLength(8);
    expect(split[0]?.department).toBe('D9');
  });

  it('labels the timeline by day', () => {
    expect(timelineSeries({ timeline: [{ date: '2025-09-14', count: 2 }] })).toEqual([{ day: '14 Sept', Registrations: 2 }]);
    expect(timelineSeries({ timeline: [{ date: '2025-09-14', count: 2 }] }, 'hi')).toEqual([{ day: '14 सित॰', Registrations: 2 }]);
  });

  it('summarises departments, colleges and the most popular', () => {
    expect(quickSummary({ department_stats: departments, total_registrations: 10, college_count: 4 })).toEqual({
      departments: 3,
      colleges: 4,
      mostPopular: 'CSE',
      averagePerDepartment: 3.3,
    });
  });

  it('has no most popular department without registrations', () => {
    expect(quickSummary({ department_stats: [], total_registrations: 0, college_count: 0 }).mostPopular).toBeNull();
  });
});
