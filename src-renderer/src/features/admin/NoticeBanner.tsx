import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAdminTexts } from './admin-texts';
import { adminNoticeMs, type Notice } from './admin-notice';

/** The panel's notice banner: one message at a time, closed by its button or after 5 s. */
export function NoticeBanner({ notice, onClose }: { notice: (Notice & { id: number }) | null; onClose: () => void }) {
  const t = useAdminTexts();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, adminNoticeMs);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  if (!notice) return null;
  const ok = notice.type === 'success';
  return (
    <Alert
      color={ok ? 'teal' : 'red'}
      icon={ok ? <IconCheck size={18} /> : <IconAlertCircle size={18} />}
      withCloseButton
      closeButtonLabel={t('closeNotice')}
      onClose={onClose}
      role={ok ? 'status' : 'alert'}
      data-testid="admin-notice"
      data-notice-type={notice.type}
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 8px)', zIndex: 5 }}
    >
      {notice.message}
    </Alert>
  );
}
