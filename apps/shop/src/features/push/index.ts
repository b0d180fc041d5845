export { PushSettings } from './components/push-settings';
export { PushOffer } from './components/push-offer';
export { saveDeviceSettings, turnPushOff } from './push-device';
