import { STORE_CATEGORIES, MARKUP_RULES_MAX, type StoreCategory } from '@facet/contract';
import { Button, Input, Selector } from 'antd-mobile';
import { AddOutline, DeleteOutline, DownOutline, UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { newRuleKey, type RuleDraft } from '../store-body';

const FIELDS = [
  { field: 'Category', label: 'cloudStore.rules.category' },
  { field: 'MinPrice', label: 'cloudStore.rules.min' },
  { field: 'MaxPrice', label: 'cloudStore.rules.max' },
  { field: 'Percent', label: 'cloudStore.rules.percent' },
] as const;

type Props = {
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  /** The server's field errors, by path (`Markups.0.Percent`). */
  errors: Record<string, string>;
};

/**
 * The markup rules, in order: the first rule that fits a stone gives its percentage, so a
 * narrow rule goes above a wide one. Each can move up or down, or be taken away.
 */
export function MarkupRules({ rules, onChange, errors }: Props) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RuleDraft>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const move = (index: number, by: number) => {
    const next = [...rules];
    const [rule] = next.splice(index, 1);
    next.splice(index + by, 0, rule!);
    onChange(next);
  };
  const errorOf = (index: number, field: string) => errors[`Markups.${index}.${field}`];

  return (
    <div className="markup-rules">
      <p className="markup-rules-hint">{t('cloudStore.rules.hint')}</p>
      {rules.length === 0 && <p className="markup-rules-empty">{t('cloudStore.rules.none')}</p>}
      <ol className="markup-rules-list">
        {rules.map((rule, index) => {
          const label = t('cloudStore.rules.rule', { n: index + 1 });
          return (
            <li key={rule.key} className="markup-rule" aria-label={label}>
              <div className="markup-rule-head">
                <strong>{label}</strong>
                <span className="markup-rule-actions">
                  <Button
                    size="mini"
                    fill="none"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('cloudStore.rules.up', { n: index + 1 })}
                  >
                    <UpOutline />
                  </Button>
                  <Button
                    size="mini"
                    fill="none"
                    disabled={index === rules.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('cloudStore.rules.down', { n: index + 1 })}
                  >
                    <DownOutline />
                  </Button>
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={() => onChange(rules.filter((_, i) => i !== index))}
                    aria-label={t('cloudStore.rules.remove', { n: index + 1 })}
                  >
                    <DeleteOutline />
                  </Button>
                </span>
              </div>
              <Selector
                className="markup-rule-category"
                columns={2}
                value={[rule.Category ?? 'any']}
                onChange={(value) => {
                  const picked = value[0];
                  update(index, {
                    Category: !picked || picked === 'any' ? null : (picked as StoreCategory),
                  });
                }}
                options={[
                  { label: t('cloudStore.rules.anyCategory'), value: 'any' },
                  ...STORE_CATEGORIES.map((id) => ({ label: t(`categories.${id}`), value: id })),
                ]}
              />
              <div className="markup-rule-numbers">
                <label className="markup-rule-number">
                  <span>{t('cloudStore.rules.min')}</span>
                  <Input
                    inputMode="decimal"
                    placeholder={t('cloudStore.rules.open')}
                    value={rule.MinPrice}
                    aria-invalid={Boolean(errorOf(index, 'MinPrice'))}
                    onChange={(MinPrice) => update(index, { MinPrice })}
                  />
                </label>
                <label className="markup-rule-number">
                  <span>{t('cloudStore.rules.max')}</span>
                  <Input
                    inputMode="decimal"
                    placeholder={t('cloudStore.rules.open')}
                    value={rule.MaxPrice}
                    aria-invalid={Boolean(errorOf(index, 'MaxPrice'))}
                    onChange={(MaxPrice) => update(index, { MaxPrice })}
                  />
                </label>
                <label className="markup-rule-number">
                  <span>{t('cloudStore.rules.percent')}</span>
                  <Input
                    inputMode="decimal"
                    placeholder="0"
                    value={rule.Percent}
                    aria-invalid={Boolean(errorOf(index, 'Percent'))}
                    onChange={(Percent) => update(index, { Percent })}
                  />
                </label>
              </div>
              {FIELDS.map(
                ({ field, label: fieldLabel }) =>
                  errorOf(index, field) && (
                    <p key={field} className="markup-rule-error" role="alert">
                      {t(fieldLabel)}: {errorOf(index, field)}
                    </p>
                  ),
              )}
            </li>
          );
        })}
      </ol>
      <Button
        block
        fill="outline"
        shape="rounded"
        disabled={rules.length >= MARKUP_RULES_MAX}
        onClick={() =>
          onChange([
            ...rules,
            { key: newRuleKey(), Category: null, MinPrice: '', MaxPrice: '', Percent: '' },
          ])
        }
      >
        <AddOutline /> {t('cloudStore.rules.add')}
      </Button>
    </div>
  );
}
