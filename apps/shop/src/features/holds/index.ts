export { useCountdown, useHoldEnd } from './components/hold-countdown';
export { HoldPanel } from './components/hold-panel';
