import { displayName, type ChatBuyer } from '@facet/contract';

/** How the console names a buyer: the one naming rule of the contract. */
export const buyerNameOf = (buyer: Pick<ChatBuyer, 'NickName' | 'Email'>) =>
  displayName({ nickName: buyer.NickName, email: buyer.Email });
