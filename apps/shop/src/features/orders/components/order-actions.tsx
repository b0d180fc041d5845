import type { Order } from '@facet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { orderKeys, useChangeOrder } from '../api';
import { paths } from '../../../shared/routing/paths';
import { Sheet, SheetDangerActions } from '../../../shared/ui/sheet';
import { loadOnTap } from '../../../shared/ui/load-on-tap';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { AddressPicker } from './address-picker';
import type { BuyerAction } from '../order-format';

/** The rules of a remark and a cancellation, fetched on the first tap (order-bodies.ts). */
const orderBodies = () => loadOnTap(() => import('./order-bodies'));

/**
 * The text box of a remark or a cancellation's reason (antd-mobile's TextArea, 3 KB over the
 * wire): fetched by the tap that opens its sheet, which opens once it is here. Offline, the
 * buyer is told so and the sheet stays closed; the next tap tries again.
 */
const noteFieldModule = () => import('./note-field');
const NoteField = lazy(() => noteFieldModule().then(({ NoteField }) => ({ default: NoteField })));
async function openWithNoteField(open: () => void) {
  if (await loadOnTap(noteFieldModule)) open();
}

/** The text box in its sheet, in a room of its height while React takes the module up. */
function SheetNoteField(props: ComponentProps<typeof NoteField>) {
  return (
    <Suspense fallback={<div className="order-note-field order-note-field-room" />}>
      <NoteField {...props} />
    </Suspense>
  );
}

/** The status changes, in the bar at the bottom; edits sit on the cards they change. */
const BAR_ACTIONS: readonly BuyerAction[] = ['cancel', 'uploadVouchers', 'confirmReceipt'];

/**
 * A refused change: the order has moved on meanwhile (ORDER_STATE), so it is read again to
 * show what it is now; anything else the client has not shown yet goes in a toast.
 */
function useReportRefusal(orderId: number) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.Code === 'ORDER_STATE' || error.Code === 'NOT_FOUND') {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    }
    if (!error.reported) toast({ content: error.Fields[0]?.Message ?? error.Message });
  };
}

export function OrderActionBar({ order, actions }: { order: Order; actions: BuyerAction[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmReceipt = useChangeOrder('confirmReceipt');
  const refuse = useReportRefusal(order.Id);
  const [cancelling, setCancelling] = useState(false);
  const shown = BAR_ACTIONS.filter((action) => actions.includes(action));
  if (shown.length === 0) return null;

  const askReceipt = () =>
    confirmDialog({
      title: t('orderDetails.receiptTitle'),
      content: t('orderDetails.receiptText'),
      confirmText: t('orderDetails.actions.confirmReceipt'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await confirmReceipt.mutateAsync({ OrderId: order.Id });
          toast({ icon: 'success', content: t('orderDetails.receiptDone') });
        } catch (error) {
          refuse(error);
        }
      },
    });

  const run: Record<string, () => void> = {
    cancel: () => void openWithNoteField(() => setCancelling(true)),
    uploadVouchers: () => void navigate(`${paths.orderUploadList}?id=${order.Id}`),
    confirmReceipt: askReceipt,
  };

  return (
    <div className="order-action-bar">
      {shown.map((action, index) => {
        const main = index === shown.length - 1 && action !== 'cancel';
        return (
          <Button
            key={action}
            shape="rounded"
            color={main ? 'primary' : 'default'}
            fill={main ? 'solid' : 'outline'}
            className={main ? 'order-action order-action-main' : 'order-action'}
            onClick={run[action]}
          >
            {t(`orderDetails.actions.${action}`)}
          </Button>
        );
      })}
      <CancelSheet orderId={order.Id} visible={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}

function CancelSheet({
  orderId,
  visible,
  onClose,
}: {
  orderId: number;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useChangeOrder('cancel');
  const refuse = useReportRefusal(orderId);
  const [reason, setReason] = useState('');

  const confirm = async () => {
    const bodies = await orderBodies();
    if (!bodies) return;
    const body = bodies.CancelOrderBody.safeParse({
      OrderId: orderId,
      Reason: reason.trim() || undefined,
    });
    if (!body.success) {
      toast({ content: bodies.contractText(locale, body.error.issues[0]?.message) });
      return;
    }
    cancel.mutate(body.data, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('orderDetails.cancelled') });
        onClose();
      },
      onError: refuse,
    });
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="cancel-title"
      title={t('orderDetails.cancelTitle')}
    >
      <p className="sheet-text">{t('orderDetails.cancelText')}</p>
      <SheetNoteField
        id="cancel-reason"
        label={t('orderDetails.cancelReason')}
        placeholder={t('orderDetails.cancelReasonPlaceholder')}
        value={reason}
        onChange={setReason}
      />
      <SheetDangerActions
        backOut={t('orderDetails.keepOrder')}
        goAhead={t('orderDetails.actions.cancel')}
        pending={cancel.isPending}
        onBackOut={onClose}
        onGoAhead={confirm}
      />
    </Sheet>
  );
}

/** An edit that keeps the status: a link in the header of the card it changes. */
export function OrderEditLink({
  order,
  edit,
}: {
  order: Order;
  edit: 'replaceAddress' | 'addRemark';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="order-text-link"
        onClick={() =>
          edit === 'addRemark' ? void openWithNoteField(() => setOpen(true)) : setOpen(true)
        }
      >
        {t(`orderDetails.actions.${edit}`)}
      </button>
      {edit === 'replaceAddress' ? (
        <ReplaceAddressSheet orderId={order.Id} visible={open} onClose={() => setOpen(false)} />
      ) : (
        <RemarkSheet orderId={order.Id} visible={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

type SheetProps = { orderId: number; visible: boolean; onClose: () => void };

function ReplaceAddressSheet({ orderId, visible, onClose }: SheetProps) {
  const { t } = useTranslation();
  const replace = useChangeOrder('replaceAddress');
  const refuse = useReportRefusal(orderId);
  return (
    <AddressPicker
      visible={visible}
      onClose={onClose}
      title={t('orderDetails.addressTitle')}
      // The order keeps a copy of its address, not a link to the book: nothing is ticked.
      selectedId={null}
      pending={replace.isPending}
      onPick={(address) =>
        replace.mutate(
          { OrderId: orderId, AddressId: address.Id },
          {
            onSuccess: () => {
              toast({ icon: 'success', content: t('orderDetails.addressReplaced') });
              onClose();
            },
            onError: refuse,
          },
        )
      }
    />
  );
}

function RemarkSheet({ orderId, visible, onClose }: SheetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const addRemark = useChangeOrder('addRemark');
  const refuse = useReportRefusal(orderId);
  const [text, setText] = useState('');

  const send = async () => {
    const bodies = await orderBodies();
    if (!bodies) return;
    const body = bodies.AddRemarkBody.safeParse({ OrderId: orderId, Remark: text });
    if (!body.success) {
      toast({ content: bodies.contractText(locale, body.error.issues[0]?.message) });
      return;
    }
    addRemark.mutate(body.data, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('orderDetails.remarkAdded') });
        setText('');
        onClose();
      },
      onError: refuse,
    });
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="remark-title"
      title={t('orderDetails.remarkTitle')}
    >
      <SheetNoteField
        id="order-remark"
        label={t('orderDetails.remark')}
        placeholder={t('orderDetails.remarkPlaceholder')}
        value={text}
        onChange={setText}
      />
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        className="sheet-submit"
        loading={addRemark.isPending}
        onClick={send}
      >
        {t('orderDetails.actions.addRemark')}
      </Button>
    </Sheet>
  );
}
