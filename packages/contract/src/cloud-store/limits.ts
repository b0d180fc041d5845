/**
 * The lengths of a store's texts and of a customer's enquiry. No schemas here: the storefront
 * reads these alone, without zod.
 */

export const STORE_NAME_MAX = 60;
/** §9's text-area default: the intro is a line under the store's name, not a page. */
export const STORE_INTRO_MAX = 140;
export const CUSTOMER_NAME_MAX = 60;
/**
 * A customer's message may run to 500, as an order's remark and need do (§9's exceptions): it
 * describes the piece they want — setting, ring size, budget, date — which 140 cuts short.
 */
export const ENQUIRY_MESSAGE_MAX = 500;
/** The jeweller's own note on an enquiry: §9's default. */
export const ENQUIRY_NOTE_MAX = 140;
/** Stones in one enquiry: a customer compares a handful, not a catalogue. */
export const ENQUIRY_STONES_MAX = 20;
/**
 * The hidden field of the enquiry form. People never see it, so never fill it; a form robot
 * fills every field it finds. An enquiry with it filled is answered as if taken, and dropped.
 */
export const STORE_HONEYPOT_FIELD = 'Website';
