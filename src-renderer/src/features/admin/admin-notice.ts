import { createContext, useContext } from 'react';

export interface Notice {
  type: 'success' | 'error';
  message: string;
}

/** product.md §2.9: the admin panel's notice banner closes after 5 s. */
export const adminNoticeMs = 5_000;

export const NoticeContext = createContext<(notice: Notice) => void>(() => undefined);

/** Shows a message in the panel's banner: the spec's success and failure texts (product.md §2.8). */
export const useAdminNotice = () => useContext(NoticeContext);

