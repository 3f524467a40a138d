import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useAdminTexts } from './admin-texts';
import type { useExport } from './use-export';

interface ExportMenuProps {
  exporter: ReturnType<typeof useExport>;
  selectedIds: readonly string[];
}

/** product.md §3.2.6: the export dropdown; the first three export every registration, the last only the selection. */
export function ExportMenu({ exporter, selectedIds }: ExportMenuProps) {
  const t = useAdminTexts();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={exporter.pending}>
          {t('export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => exporter.run({ format: 'csv', type: 'detailed' })}>
          {t('csvAll')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => exporter.run({ format: 'excel', type: 'detailed' })}>
          {t('excelAll')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => exporter.run({ format: 'pdf', type: 'detailed' })}>
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
