export { useAddresses, useDefaultAddress } from './api';
export { fullAddress, receiverName } from './address-text';
