import { displayName as nameOf, type UserInfo } from '@facet/contract';

/** How the console addresses a clerk: the one naming rule of the contract. */
export const displayName = (user: Pick<UserInfo, 'NickName' | 'Email'>) =>
  nameOf({ nickName: user.NickName, email: user.Email });
