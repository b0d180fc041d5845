import { createContext, useContext } from 'react';

/**
 * The current page's title of §2, in the interface language, as the shell shows it: given to
 * the pages that draw their own navigation bar (search), which would otherwise have to look
 * their route up in the route table that loads them.
 */
export const PageTitle = createContext('');

export const usePageTitle = () => useContext(PageTitle);
