export { useAddresses, useDefaultAddress } from './api';
