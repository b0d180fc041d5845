import { useState } from 'react';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { PricedGoods } from '@facet/contract';
import { useSetMarket } from '../api';
import { useI18n } from '../../../i18n/use-i18n';

/** Takes a stone off the market or puts it back, after the clerk confirms. */
export function MarketToggle({ goods }: { goods: PricedGoods }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const setMarket = useSetMarket();
  // The hint shows on hover only while no confirmation is open over the same button.
  const [hovered, setHovered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const takeOff = goods.OnMarket;
  const params = { stockNo: goods.StockNo };
  const hint = t(takeOff ? 'inventory.market.takeOffHint' : 'inventory.market.putBackHint');

  // The confirmation closes at once (its question would turn round with the row); the row's
  // button spins until the server has answered.
  const confirm = () =>
    setMarket.mutate(
      { Id: goods.Id, OnMarket: !takeOff },
      {
        onSuccess: () =>
          void message.success(
            t(takeOff ? 'inventory.market.takenOff' : 'inventory.market.putBack', params),
          ),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Popconfirm
      title={t(takeOff ? 'inventory.market.takeOffTitle' : 'inventory.market.putBackTitle', params)}
      description={t(takeOff ? 'inventory.market.takeOffText' : 'inventory.market.putBackText')}
      okText={t(takeOff ? 'inventory.market.takeOff' : 'inventory.market.putBackAction')}
      cancelText={t('inventory.cancel')}
      okButtonProps={{ danger: takeOff }}
      open={confirming}
      onOpenChange={(open) => {
        setConfirming(open);
        if (open) setHovered(false);
      }}
      onConfirm={confirm}
    >
      <Tooltip
        title={hint}
        placement="topRight"
        open={hovered && !confirming}
        onOpenChange={setHovered}
      >
        <Button
          type="text"
          size="small"
          danger={takeOff}
          loading={setMarket.isPending}
          icon={takeOff ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={hint}
        />
      </Tooltip>
    </Popconfirm>
  );
}
