import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Image,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { CheckOutlined, CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatEastern, type BuyerDetail } from '@facet/contract';
import {
  useApproveBuyer,
  useBuyer,
  useDisableBuyer,
  useRejectBuyer,
  useSaveBuyerNotes,
  useSetTier,
} from '../api';
import { useMe } from '../../accounts';
import { useTiers } from '../../tiers';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { countryName } from '../../../i18n/region-name';
import { MemoLimit } from './memo-limit';
import { VerificationTag } from './verification-tag';

const REASON_MAX = 500;
const NOTES_MAX = 2000;

/** A buyer's page: who they are, their papers and the staff's answer, orders, chat, notes. */
export function BuyerDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const result = useBuyer(userId);
  const buyer = result.data;
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      width={560}
      title={buyer ? buyer.Name || buyer.Email : t('buyers.page')}
      destroyOnHidden
    >
      {result.isError ? (
        <Alert type="error" showIcon message={result.error.message} />
      ) : buyer ? (
        <BuyerBody buyer={buyer} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

function BuyerBody({ buyer }: { buyer: BuyerDetail }) {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const approve = useApproveBuyer();
  const reject = useRejectBuyer();
  const disable = useDisableBuyer();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const failed = (error: Error) => void message.error(error.message);

  const onApprove = () =>
    approve.mutate(
      { UserId: buyer.UserId, SubmittedAt: buyer.SubmittedAt ?? undefined },
      { onSuccess: () => void message.success(t('buyers.approved')), onError: failed },
    );
  const onReject = () =>
    reject.mutate(
      { UserId: buyer.UserId, SubmittedAt: buyer.SubmittedAt ?? undefined, Reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
          void message.success(t('buyers.rejected'));
        },
        onError: failed,
      },
    );

  return (
    <div className="buyer-page">
      <section aria-labelledby="buyer-verification">
        <Typography.Title level={5} id="buyer-verification" className="buyer-section-title">
          {t('buyers.section.verification')} <VerificationTag status={buyer.Verification} />
        </Typography.Title>
        {buyer.Verification === 'none' ? (
          <p className="buyers-secondary">{t('buyers.notSent')}</p>
        ) : (
          <>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('buyers.field.company')}>
                {buyer.CompanyName}
              </Descriptions.Item>
              <Descriptions.Item label={t('buyers.field.country')}>
                {countryName(locale, buyer.Country)}
              </Descriptions.Item>
              {buyer.SubmittedAt && (
                <Descriptions.Item label={t('buyers.field.submitted')}>
                  {formatEastern(buyer.SubmittedAt)} ET
                </Descriptions.Item>
              )}
              {buyer.Reason && (
                <Descriptions.Item label={t('buyers.field.reason')}>
                  {buyer.Reason}
                </Descriptions.Item>
              )}
            </Descriptions>
            <div className="buyer-documents" aria-label={t('buyers.documents')}>
              <Image.PreviewGroup>
                {buyer.Documents.map((document, index) => (
                  <Image
                    key={document.FileId}
                    src={document.Url}
                    width={96}
                    height={96}
                    alt={t('buyers.document', { n: index + 1 })}
                    className="buyer-document"
                  />
                ))}
              </Image.PreviewGroup>
            </div>
          </>
        )}
        <Space className="buyer-decision">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={buyer.Verification === 'approved' || buyer.Verification === 'none'}
            loading={approve.isPending}
            onClick={onApprove}
          >
            {t('buyers.approve')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            disabled={buyer.Verification === 'none' || buyer.Verification === 'rejected'}
            onClick={() => setRejecting(true)}
          >
            {t('buyers.reject')}
          </Button>
        </Space>
      </section>

      <section aria-labelledby="buyer-profile">
        <Typography.Title level={5} id="buyer-profile" className="buyer-section-title">
          {t('buyers.section.profile')}
        </Typography.Title>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('buyers.field.email')}>{buyer.Email}</Descriptions.Item>
          <Descriptions.Item label={t('buyers.field.phone')}>
            {buyer.Phone ? `${buyer.AreaCode} ${buyer.Phone}`.trim() : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('buyers.field.registered')}>
            {formatEastern(buyer.RegisteredAt, 'YYYY-MM-DD')}
          </Descriptions.Item>
          <Descriptions.Item label={t('buyers.field.tier')}>
            {me?.Role === 'admin' ? (
              <TierChoice buyer={buyer} />
            ) : (
              (buyer.TierName ?? t('buyers.houseTier'))
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('buyers.field.favourites')}>
            {formatCount(locale, buyer.Favourites)}
          </Descriptions.Item>
          <Descriptions.Item label={t('buyers.field.chat')}>
            <Link to="/chat">
              <MessageOutlined />{' '}
              {buyer.Chat.LastAt
                ? t('buyers.chatSummary', {
                    count: buyer.Chat.Messages,
                    time: formatEastern(buyer.Chat.LastAt),
                  })
                : t('buyers.noChat')}
            </Link>
          </Descriptions.Item>
        </Descriptions>
        {me?.Role === 'admin' && (
          <label className="buyer-disable">
            <Switch
              checked={buyer.Disabled}
              loading={disable.isPending}
              onChange={(Disabled) =>
                disable.mutate(
                  { UserId: buyer.UserId, Disabled },
                  {
                    onSuccess: () =>
                      void message.success(t(Disabled ? 'buyers.nowDisabled' : 'buyers.nowEnabled')), // prettier-ignore
                    onError: failed,
                  },
                )
              }
            />
            <span>
              {t('buyers.disableLabel')}
              <span className="buyers-secondary buyer-disable-hint">{t('buyers.disableHint')}</span>
            </span>
          </label>
        )}
      </section>

      {me?.Role === 'admin' && <MemoLimit key={buyer.UserId} buyer={buyer} />}

      <section aria-labelledby="buyer-orders">
        <Typography.Title level={5} id="buyer-orders" className="buyer-section-title">
          {t('buyers.section.orders')}
        </Typography.Title>
        {buyer.RecentOrders.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('buyers.noOrders')} />
        ) : (
          <ul className="buyer-orders">
            {buyer.RecentOrders.map((order) => (
              <li key={order.OrderId}>
                <Link to={`/orders/${order.OrderId}`}>{order.OrderNo}</Link>
                <span className="buyers-secondary">{t(`ORDER_STATUS_${order.Status}`)}</span>
                <span className="buyers-number">{formatUsd(locale, order.Total)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <BuyerNotes key={buyer.UserId} buyer={buyer} />

      <Modal
        open={rejecting}
        title={t('buyers.rejectTitle', { company: buyer.CompanyName })}
        okText={t('buyers.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: reject.isPending }}
        cancelText={t('buyers.cancel')}
        onOk={onReject}
        onCancel={() => setRejecting(false)}
      >
        <p>{t('buyers.rejectHint')}</p>
        <Input.TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          showCount
          rows={4}
          aria-label={t('buyers.field.reason')}
        />
      </Modal>
    </div>
  );
}

/** An admin puts the buyer in a tier (or back at the house price); their prices follow at once. */
function TierChoice({ buyer }: { buyer: BuyerDetail }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const tiers = useTiers();
  const setTier = useSetTier();
  return (
    <Select
      size="small"
      className="buyer-tier"
      aria-label={t('buyers.setTier')}
      value={buyer.TierId ?? 0}
      loading={tiers.isPending || setTier.isPending}
      onChange={(value: number) =>
        setTier.mutate(
          { UserId: buyer.UserId, TierId: value === 0 ? null : value },
          {
            onSuccess: () => void message.success(t('buyers.tierChanged')),
            onError: (error) => void message.error(error.message),
          },
        )
      }
      options={[
        { value: 0, label: t('buyers.houseTier') },
        ...(tiers.data ?? []).map((tier) => ({ value: tier.Id, label: tier.Name })),
      ]}
    />
  );
}

function BuyerNotes({ buyer }: { buyer: BuyerDetail }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveBuyerNotes();
  const [notes, setNotes] = useState(buyer.Notes);
  return (
    <section aria-labelledby="buyer-notes">
      <Typography.Title level={5} id="buyer-notes" className="buyer-section-title">
        {t('buyers.section.notes')}
      </Typography.Title>
      <Input.TextArea
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={NOTES_MAX}
        rows={3}
        placeholder={t('buyers.notesPlaceholder')}
        aria-label={t('buyers.section.notes')}
      />
      <Button
        className="buyer-notes-save"
        disabled={notes === buyer.Notes}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { UserId: buyer.UserId, Notes: notes },
            {
              onSuccess: () => void message.success(t('buyers.notesSaved')),
              onError: (error) => void message.error(error.message),
            },
          )
        }
      >
        {t('buyers.saveNotes')}
      </Button>
    </section>
  );
}
