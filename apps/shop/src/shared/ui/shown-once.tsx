import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import './shown-once.css';

type Props = {
  /** What it is for, above it. */
  lead: string;
  /** Between the lead and the value: a warning, a hint. */
  before?: ReactNode;
  /** Under the value, above Copy. */
  after?: ReactNode;
  label: string;
  value: string;
  texts: { copy: string; copied: string; copiedNote: string; done: string };
  onDone: () => void;
};

/**
 * A secret the buyer sees once, in a sheet that a stray tap does not close: what it is for, the
 * value to select or copy, a Copy that says it copied (a toast would cover the value), and the
 * way back. An API key, a webhook's signing secret.
 */
export function ShownOnce({ lead, before, after, label, value, texts, onDone }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      void toast({ content: t('common.copyFailed') });
    }
  };
  return (
    <div className="shown-once">
      <p className="shown-once-lead">{lead}</p>
      {before}
      <p className="shown-once-label" id="shown-once-label">
        {label}
      </p>
      <output className="shown-once-value" aria-labelledby="shown-once-label">
        {value}
      </output>
      {after}
      <Button
        block
        color="primary"
        fill={copied ? 'outline' : 'solid'}
        shape="rounded"
        size="large"
        onClick={() => void copy()}
      >
        {copied ? texts.copied : texts.copy}
      </Button>
      {copied && (
        <p className="shown-once-copied" role="status">
          <CheckCircleFill aria-hidden="true" /> {texts.copiedNote}
        </p>
      )}
      <Button block fill="none" shape="rounded" onClick={onDone}>
        {texts.done}
      </Button>
    </div>
  );
}
