import type { UserInfo } from '@facet/contract';

/** How the console addresses a clerk: the nickname, else the name part of the email. */
export const displayName = (user: UserInfo) =>
  user.NickName.trim() || user.Email.split('@')[0] || user.Email;
