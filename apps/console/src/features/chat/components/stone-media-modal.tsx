import { App, Button, Modal, Space, Typography, Upload } from 'antd';
import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  UPLOAD_MIME_TYPES,
  VIDEO_MIME_TYPES,
  type ChatStone,
  type Uploaded,
} from '@facet/contract';
import { useState } from 'react';
import { uploadStonePicture, uploadStoneVideo, useAttachStoneMedia } from '../../inventory';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * Answering a buyer's request: pictures and a video uploaded here join the stone, and every
 * buyer sees them on its details page. The clerk then tells the buyer in the chat.
 */
export function StoneMediaModal({ stone, onClose }: { stone: ChatStone; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const attach = useAttachStoneMedia();
  const [pictures, setPictures] = useState<Uploaded[]>([]);
  const [video, setVideo] = useState<Uploaded | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload =
    (send: (file: File) => Promise<Uploaded>, keep: (file: Uploaded) => void) => (file: File) => {
      setUploading(true);
      send(file)
        .then(keep, (error: Error) => void message.error(error.message))
        .finally(() => setUploading(false));
      return false;
    };

  const save = () =>
    attach.mutate(
      { GoodsId: stone.GoodsId, AddImages: pictures.map((p) => p.FileId), ...(video ? { Video: video.FileId } : {}) }, // prettier-ignore
      {
        onSuccess: () => {
          void message.success(t('chat.media.saved', { stone: stone.StockNo }));
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Modal
      open
      title={t('chat.media.title', { stone: stone.Title })}
      onCancel={onClose}
      onOk={save}
      okText={t('chat.media.save')}
      okButtonProps={{
        disabled: uploading || (!pictures.length && !video),
        loading: attach.isPending,
      }}
      cancelText={t('chat.media.cancel')}
    >
      <Typography.Paragraph type="secondary">{t('chat.media.hint')}</Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Upload
          accept={UPLOAD_MIME_TYPES.join(',')}
          multiple
          showUploadList={false}
          beforeUpload={upload(uploadStonePicture, (file) =>
            setPictures((list) => [...list, file]),
          )}
        >
          <Button icon={<PictureOutlined />} loading={uploading}>
            {t('chat.media.addPictures')}
          </Button>
        </Upload>
        {pictures.length > 0 && (
          <Space wrap>
            {pictures.map((picture) => (
              <img
                key={picture.FileId}
                src={picture.Url}
                alt=""
                width={64}
                height={64}
                className="stone-media-thumb"
              />
            ))}
          </Space>
        )}
        <Upload
          accept={VIDEO_MIME_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={upload(uploadStoneVideo, setVideo)}
        >
          <Button icon={<VideoCameraOutlined />} loading={uploading}>
            {t(video ? 'chat.media.replaceVideo' : 'chat.media.addVideo')}
          </Button>
        </Upload>
        {video && <Typography.Text>{t('chat.media.videoReady')}</Typography.Text>}
      </Space>
    </Modal>
  );
}
