/**
 * The server's clock, as the phone can know it: every API answer carries its `Date`. A hold ends
 * at a time the server set, and a phone whose clock runs minutes (or a time zone's hours) off
 * would count down to the wrong moment; counted on the server's clock, "2:59:41 left" is what
 * the clerk's screen says too. A difference under SKEW_IGNORED_MS is the header's own rounding
 * (to the second) and the answer's travel, and is not taken.
 */
const SKEW_IGNORED_MS = 2_000;

let offsetMs = 0;

/** Reads the server's time from an answer's `Date` header (rounded down to the second). */
export function noteServerDate(date: string | null, receivedAt = Date.now()) {
  const server = date ? Date.parse(date) : NaN;
  if (Number.isNaN(server)) return;
  // The header is cut to the second: the server's moment is half a second later, on average.
  const measured = server + 500 - receivedAt;
  offsetMs = Math.abs(measured) < SKEW_IGNORED_MS ? 0 : measured;
}

/** Now, on the server's clock. */
export const serverNow = () => Date.now() + offsetMs;
