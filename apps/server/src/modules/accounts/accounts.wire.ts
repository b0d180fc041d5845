import {
  displayName,
  IM_USER_PREFIX,
  maySeePrices,
  type Locale,
  type Personal,
  type Role,
  type UserInfo,
  type VerificationStatus,
} from '@facet/contract';
import type { Deps } from '../../platform/deps';
import type { UserRow } from './accounts.repo';

/** A person as other modules see them. */
export type Person = {
  id: number;
  role: Role;
  name: string;
  nickName: string;
  email: string;
  headPortrait: string;
  surname: string;
  realName: string;
  areaCode: string;
  phone: string;
  registeredAt: Date;
  /** The company the buyer named for trade verification ('' before). */
  company: string;
  cancelled: boolean;
  disabled: boolean;
  /** The language the buyer last wrote to the staff in (an order, trade papers): mails use it. */
  locale: Locale;
};

export const toPerson = (row: UserRow): Person => ({
  id: row.id,
  role: row.role,
  name: displayName(row),
  nickName: row.nickName,
  email: row.email ?? '',
  headPortrait: row.headPortrait,
  surname: row.surname,
  realName: row.name,
  areaCode: row.areaCode,
  phone: row.phone,
  registeredAt: row.createdAt,
  company: row.companyName,
  cancelled: row.cancelledAt !== null,
  disabled: row.disabledAt !== null,
  locale: row.locale,
});

/** Chat credentials live a week; the shop gets fresh ones at every login and profile reload. */
const IM_SIGN_SECONDS = 7 * 24 * 3600;

/** An account as its owner is sent it: the profile, the login's answer, the chat's credentials. */
export const accountWire = ({ signer, config }: Pick<Deps, 'signer' | 'config'>) => {
  const imUserId = (user: UserRow) => `${IM_USER_PREFIX}${user.id}`;

  /** Staff always see prices; a buyer as `BUYER_APPROVAL` and their verification say. */
  const pricesHidden = (role: Role, verification: VerificationStatus) =>
    role === 'buyer' && !maySeePrices(config.buyerApproval, verification);

  const toPersonal = (user: UserRow): Personal => ({
    HeadPortrait: user.headPortrait,
    NickName: user.nickName,
    Surname: user.surname,
    Name: user.name,
    Gender: user.gender,
    Email: user.email ?? '',
    AreaCode: user.areaCode,
    Phone: user.phone,
    Birthday: user.birthday,
    WeddingAnniversary: user.weddingAnniversary,
    InviteCode: user.inviteCode,
    Currency: user.currency,
    Verification: user.verification,
    SeesPrices: !pricesHidden(user.role, user.verification),
  });

  /**
   * The chat's credentials belong to one session: `Sign` is `<sessionId>.<expiry>.<mac>`, and
   * the chat opens only while that session lives (signed out, a new password, disabling and
   * cancelling all end it).
   */
  const imCredentials = (user: UserRow, sessionId: number) => ({
    ImUserId: imUserId(user),
    Sign: `${sessionId}.${signer.sign('im', `${imUserId(user)}#${sessionId}`, IM_SIGN_SECONDS)}`,
  });

  const toUserInfo = (user: UserRow, token: string, sessionId: number): UserInfo => ({
    UserId: user.id,
    Email: user.email ?? '',
    NickName: user.nickName,
    HeadPortrait: user.headPortrait,
    ToKen: token,
    ...imCredentials(user, sessionId),
    Role: user.role,
    Currency: user.currency,
    Verification: user.verification,
    SeesPrices: !pricesHidden(user.role, user.verification),
  });

  return { pricesHidden, toPersonal, imCredentials, toUserInfo };
};
