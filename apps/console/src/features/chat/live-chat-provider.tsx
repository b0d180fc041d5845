import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { uploadChatPicture } from './api';
import { loadedMe, refreshMe } from '../accounts';
import { getLocale } from '../../i18n/locale-store';
import { LiveChat } from './live-chat';

const LiveChatContext = createContext<LiveChat | null>(null);

/**
 * The clerk's chat connection, open for the whole signed-in session so the menu's unread badge
 * stays true on every page. Mounted once per clerk (keyed by the user id).
 */
export function LiveChatProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [live] = useState(
    () =>
      new LiveChat({
        queryClient,
        credentials: async (fresh) => (!fresh && loadedMe(queryClient)) || refreshMe(queryClient),
        locale: getLocale,
        upload: uploadChatPicture,
      }),
  );

  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);

  useEffect(() => live.onProblem((text) => void message.error(text)), [live, message]);

  return <LiveChatContext value={live}>{children}</LiveChatContext>;
}

export function useLiveChat(): LiveChat {
  const live = useContext(LiveChatContext);
  if (!live) throw new Error('useLiveChat needs a LiveChatProvider above it');
  return live;
}

export function useChatStatus() {
  const live = useLiveChat();
  return useSyncExternalStore(live.subscribe, live.getStatus);
}

export function useOutbox() {
  const live = useLiveChat();
  return useSyncExternalStore(live.subscribe, live.getOutbox);
}
