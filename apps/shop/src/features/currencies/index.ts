export { useCurrencyRates, withRates } from './api';
export { CurrencyChoice } from './components/currency-choice';
