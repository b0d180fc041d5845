import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { sessionStore } from './session';

/**
 * Forgets the buyer and shows login, in one render. Done apart, the route guard would first
 * see a signed-out buyer on a member page and remember it as the page to return to.
 */
export function useEndSession() {
  const navigate = useNavigate();
  return useCallback(() => {
    flushSync(() => {
      sessionStore.clear();
      void navigate(paths.login, { replace: true, flushSync: true });
    });
  }, [navigate]);
}
