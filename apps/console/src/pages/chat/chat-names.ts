import type { ChatBuyer } from '@facet/contract';

/** How the console names a buyer: the nickname, else the name part of the email. */
export const buyerNameOf = (buyer: Pick<ChatBuyer, 'NickName' | 'Email'>) =>
  buyer.NickName.trim() || buyer.Email.split('@')[0] || buyer.Email;
