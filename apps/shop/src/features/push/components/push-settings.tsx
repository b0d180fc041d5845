import { PUSH_TOPICS, type PushTopic } from '@facet/contract';
import { Button, List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceChoices, setPushTopics } from '../push-device';
import { usePushState } from '../use-push-state';
import { TOPIC_LABELS } from '../topic-labels';

/**
 * The Settings page's notifications on this phone (web push), under its message notification
 * switch: turned on here with one tap (the browser asks its permission then, never on a first
 * visit), then a switch per topic. Nothing where the browser cannot be told (no service worker).
 */
export function PushSettings() {
  const { t } = useTranslation();
  const { state, busy, turnOn } = usePushState();
  const [topics, setTopics] = useState(() => deviceChoices().topics);

  if (state === null || state === 'unsupported') return null;

  const toggle = async (topic: PushTopic, on: boolean) => {
    const next = PUSH_TOPICS.filter((each) => (each === topic ? on : topics.includes(each)));
    setTopics(next);
    await setPushTopics(next).catch(() => setTopics(topics));
  };

  if (state !== 'on') {
    return (
      <List header={t('push.phone')} mode="card" className="push-settings">
        {state === 'blocked' ? (
          <List.Item description={t('push.blocked')}>{t('push.phone')}</List.Item>
        ) : (
          <List.Item
            extra={
              <Button size="small" color="primary" fill="outline" loading={busy} onClick={turnOn}>
                {t('push.turnOn')}
              </Button>
            }
          >
            {t('push.phone')}
          </List.Item>
        )}
      </List>
    );
  }
  return (
    <List header={t('push.topicsHeader')} mode="card" className="push-settings">
      {PUSH_TOPICS.map((topic) => (
        <List.Item
          key={topic}
          extra={
            <Switch
              checked={topics.includes(topic)}
              aria-label={t(TOPIC_LABELS[topic])}
              onChange={(on) => void toggle(topic, on)}
            />
          }
        >
          {t(TOPIC_LABELS[topic])}
        </List.Item>
      ))}
    </List>
  );
}
