/**
 * The texts only the server writes: personal notices and mails, in English. The web apps never
 * show them as such (they show the notices the server wrote), so they stay out of the phone's
 * bundle; the server and the console add them with `addEveryCatalogue`. zh-CN mirrors these keys;
 * zh-TW is generated from it (`npm run i18n`).
 */
export const serverEn = {
  MAIL_ORDER_OPEN: 'See the order in Facet: {link}',
  NOTICE_HOLD_TITLE: 'Hold ended: {stone}',
  NOTICE_HOLD_EXPIRED:
    'Your hold on {stone} has run out. The stone is on sale to every buyer again.',
  NOTICE_HOLD_ENDING_TITLE: 'Hold ending soon: {stone}',
  NOTICE_HOLD_ENDING: 'Your hold on {stone} ends at {time} ET. Order it before then to keep it.',
  NOTICE_HOLD_RELEASED: 'Customer service released your hold on {stone}.',
  NOTICE_OFFER_TITLE: 'Your offer on {stone}',
  NOTICE_OFFER_accepted:
    'Your offer of {price}/ct was accepted. The stone is held for you until {until} ET and is in your cart at that price.',
  NOTICE_OFFER_countered:
    'We can offer {stone} at {price}/ct. Accept or withdraw by {until} ET under Account → My offers.',
  NOTICE_OFFER_declined: 'Your offer of {price}/ct was declined.',
  NOTICE_OFFER_expired: 'Your offer of {price}/ct ran out without an answer.',
  NOTICE_OFFER_NOTE: 'From your salesperson: {note}',
  MAIL_SEE_IN_FACET: 'See it in Facet: {link}',
  NOTICE_MEMO_TITLE: 'Memo {no}',
  NOTICE_MEMO_approved:
    'Your memo request is approved: the stones are kept for you and will be shipped soon.',
  NOTICE_MEMO_declined: 'Your memo request was declined.',
  NOTICE_MEMO_shipped:
    'Your memo stones are on their way (tracking {tracking}). Buy or return them by {due} ET.',
  NOTICE_MEMO_received: 'We received the stones you sent back: {stones}.',
  NOTICE_MEMO_REMINDER_one:
    'Memo {no} is due in {count} day, on {due} ET: buy or return its stones.',
  NOTICE_MEMO_REMINDER_other:
    'Memo {no} is due in {count} days, on {due} ET: buy or return its stones.',
  NOTICE_RETURN_TITLE: 'Return {no} of order {orderNo}',
  NOTICE_RETURN_authorised:
    'Your return is authorised. Write {rma} on the parcel and send it back, then enter its tracking number.',
  NOTICE_RETURN_declined: 'Your return was declined: {note}',
  NOTICE_RETURN_received: 'The stones you returned have arrived and are being inspected.',
  NOTICE_RETURN_refunded: 'Your return is refunded: {refund}.',
  NOTICE_ALERT_TITLE: 'Saved search: {name}',
  NOTICE_ALERT_INSTANT: 'New matching stones: {new}. Lower prices on matching stones: {drops}.',
  NOTICE_ALERT_DAILY:
    'In the last day — new matching stones: {new}. Lower prices on matching stones: {drops}.',
  ALERT_MAIL_OPEN: 'See them in Facet: {link}',
  NOTICE_FEEDBACK_TITLE: 'Customer service answered your feedback',
  NOTICE_FEEDBACK_ANSWER: '{answer} — in answer to your feedback of {date} ET: “{feedback}”',
  MAIL_FEEDBACK_BODY:
    'You wrote to us on {date} ET:\n\n{feedback}\n\nCustomer service answers:\n\n{answer}\n\nTo write again, open Facet and go to Settings → Feedback, or chat with customer service: {link}',
  ALERT_MAIL_WHY:
    'You get this email because this saved search alerts you. Change or turn off its alert under Account → Saved Searches.',
  NOTICE_VERIFIED_TITLE: 'Your company is verified',
  NOTICE_VERIFIED_BODY:
    '{company} is verified as a trade buyer. Prices and ordering are open to you.',
  NOTICE_REJECTED_TITLE: 'Trade verification not approved',
  NOTICE_REJECTED_BODY:
    'We could not verify {company}: {reason}. You can correct your details and send them again under Account → Trade verification.',
  NOTICE_STORE_ENQUIRY_TITLE: 'Store enquiry {no}',
  NOTICE_STORE_ENQUIRY_BODY_one:
    '{name} asks about {count} stone in {store}. Answer it under Account → Cloud Store Order.',
  NOTICE_STORE_ENQUIRY_BODY_other:
    '{name} asks about {count} stones in {store}. Answer them under Account → Cloud Store Order.',
  MAIL_ENQUIRY_SUBJECT: 'New enquiry {no} in {store}',
  MAIL_ENQUIRY_BODY:
    '{name} sent an enquiry through your store {store}.\nPhone: {phone}\nEmail: {email}\nMessage: {message}\n\nStones:\n{stones}\n\nSee it in Facet under Account → Cloud Store Order: {link}',
  MAIL_CODE_SUBJECT_REGISTER: 'Your Facet registration code',
  MAIL_CODE_SUBJECT_RESET: 'Your Facet password reset code',
  MAIL_CODE_BODY:
    'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, you can ignore this mail.',
  MAIL_REGISTERED_SUBJECT: 'You already have a Facet account',
  MAIL_REGISTERED_BODY:
    'Someone, perhaps you, asked to register {email} with Facet. This address already has an account: log in with it, or choose "Forgot password" on the login page if you no longer know your password. If it was not you, you can ignore this mail.',
  ROLE_clerk: 'a clerk',
  ROLE_admin: 'an admin',
  MAIL_INVITE_SUBJECT: 'You are invited to the Facet back office',
  MAIL_INVITE_BODY:
    '{inviter} invites you to the Facet back office as {role}. Set your password here: {link}\nThe link works for {hours} hours.',
  PUSH_TOPIC_UNKNOWN: 'This is not something Facet sends notifications of',
  PUSH_KEYS_INVALID: 'The device’s notification keys are not readable',
  PUSH_ENDPOINT_INVALID: 'The notification service address is not readable',
  PUSH_ENDPOINT_REFUSED: 'This notification service is not one Facet sends to',
  PUSH_CHAT_TITLE: 'Customer service replied',
  PUSH_CHAT_PICTURE: 'Sent you a picture',
  MAIL_WEBHOOK_DISABLED_SUBJECT: 'Your webhook endpoint was turned off',
  MAIL_WEBHOOK_DISABLED_BODY:
    'Facet could not deliver events to {url} for 24 hours, so it turned the endpoint off. Fix the endpoint, then turn it on again under Account → Webhooks; the deliveries it missed can be sent again from its delivery log.',
  MAIL_SHOP_WEBHOOK_DISABLED_BODY:
    'Facet could not deliver events to {url} for 24 hours, so it turned the shop’s endpoint off. Fix the endpoint, then turn it on again under Webhooks in the back office; the deliveries it missed can be sent again from its delivery log.',
} as const;
