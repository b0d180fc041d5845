import { CURRENCIES, type Currency } from '@facet/contract';
import { ActionSheet, List } from 'antd-mobile';
import { PayCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPersonal, useSession } from '../../accounts';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';

/**
 * The display currency of lists and details, kept on the buyer's account (every device reads
 * the same). Orders stay in US dollars; the settings say so.
 */
export function CurrencyChoice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const current: Currency = useSession()?.Currency ?? 'USD';
  const setPersonal = useSetPersonal();
  const [open, setOpen] = useState(false);
  const names = new Intl.DisplayNames(locale, { type: 'currency' });

  return (
    <>
      <List.Item
        prefix={
          <span className="menu-icon">
            <PayCircleOutline />
          </span>
        }
        extra={current}
        description={t('settings.currencyHint')}
        onClick={() => setOpen(true)}
        arrowIcon
      >
        {t('settings.currency')}
      </List.Item>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common.cancel')}
        extra={t('settings.currency')}
        actions={CURRENCIES.map((currency) => ({
          key: currency,
          text: `${currency} · ${names.of(currency) ?? currency}`,
          bold: currency === current,
        }))}
        onAction={(action) => {
          setOpen(false);
          const currency = action.key as Currency;
          if (currency === current) return;
          setPersonal.mutate(
            { Currency: currency },
            {
              onSuccess: () =>
                toast({ icon: 'success', content: t('settings.currencySaved', { currency }) }),
              onError: (error) => toast({ content: error.message }),
            },
          );
        }}
      />
    </>
  );
}
