export { uploadStonePicture, uploadStoneVideo, useAttachStoneMedia } from './api';
