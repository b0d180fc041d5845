import { App, Button, Card, Empty, Form, Input } from 'antd';
import { AddRemarkBody, formatEastern, TEXT_AREA_MAX, type AdminOrder } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useAddOrderRemark } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';

interface RemarkForm {
  Remark: string;
}

/** What the buyer wrote with the order, the remarks since, and a box to add one. */
export function OrderRemarksCard({ order }: { order: AdminOrder }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<RemarkForm>();
  const addRemark = useAddOrderRemark();
  const canAdd = order.Actions.includes('addRemark');

  const submit = ({ Remark }: RemarkForm) =>
    addRemark.mutate(
      { OrderId: order.Id, Remark: Remark.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('orders.remarks.added'));
        },
        onError: (error) => {
          const field = error instanceof ApiError && error.fields.find((f) => f.Path === 'Remark');
          if (field) form.setFields([{ name: 'Remark', errors: [field.Message] }]);
          else void message.error(error.message);
        },
      },
    );

  return (
    <Card variant="borderless" className="order-card" title={t('orders.section.remarks')}>
      {(order.Remark || order.Need) && (
        <dl className="order-buyer-notes">
          {order.Remark && (
            <>
              <dt>{t('orders.remarks.buyerRemark')}</dt>
              <dd className="orders-pre">{order.Remark}</dd>
            </>
          )}
          {order.Need && (
            <>
              <dt>{t('orders.remarks.buyerNeed')}</dt>
              <dd className="orders-pre">{order.Need}</dd>
            </>
          )}
        </dl>
      )}
      {order.Remarks.length > 0 ? (
        <ol className="order-remarks">
          {order.Remarks.map((remark, index) => (
            <li
              key={`${remark.At}-${index}`}
              className={remark.By === 'buyer' ? 'order-remark' : 'order-remark order-remark-staff'}
            >
              <div className="order-remark-meta">
                <span className="order-remark-author">{t(`orders.remarks.by.${remark.By}`)}</span>
                <span className="orders-secondary orders-number">{formatEastern(remark.At)}</span>
              </div>
              <p className="orders-pre order-remark-text">{remark.Text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.remarks.none')} />
      )}
      {canAdd && (
        <Form<RemarkForm>
          form={form}
          name="order-remark"
          layout="vertical"
          className="order-remark-form"
          onFinish={submit}
          requiredMark={false}
        >
          <Form.Item
            name="Remark"
            label={t('orders.remarks.new')}
            extra={t('orders.remarks.visible')}
            rules={[zodRule(AddRemarkBody.shape.Remark, t)]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={TEXT_AREA_MAX}
              showCount
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addRemark.isPending}>
            {t('orders.remarks.add')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
