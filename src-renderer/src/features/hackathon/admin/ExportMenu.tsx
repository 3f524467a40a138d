import { Button, Menu } from '@mantine/core';
import type { AdminIdsQueryInput } from '@shared/api/hackathon-admin';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';
import type { useExport } from './use-export';

interface ExportMenuProps {
  exporter: ReturnType<typeof useExport>;
  selectedIds: readonly string[];
  /** The list's search and filters, and how many registrations they match. */
  matching: AdminIdsQueryInput;
  matchingCount: number;
  filtered: boolean;
}

/**
 * product.md §3.2.6: the export dropdown. CSV, Excel and PDF hold the registrations the list shows
 * (every one when nothing is filtered), the last item only the selection.
 */
export function ExportMenu({ exporter, selectedIds, matching, matchingCount, filtered }: ExportMenuProps) {
  const t = useAdminTexts();
  const formats = useFormats();
  const count = formats.number(matchingCount);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={exporter.pending}>
          {t('export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="export-scope">{filtered ? t('exportScopeFiltered', { count }) : t('exportScopeAll', { count })}</Menu.Label>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => exporter.run({ format: 'csv', type: 'detailed', matching })}>
          {t('csvAll')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => exporter.run({ format: 'excel', type: 'detailed', matching })}>
          {t('excelAll')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => exporter.run({ format: 'pdf', type: 'detailed', matching })}>
          {t('pdfAll')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => exporter.run({ format: 'csv', type: 'selected', ids: selectedIds })}>
          {t('selectedCsv', { count: selectedIds.length })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
