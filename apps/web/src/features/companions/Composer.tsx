import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PreAiAnalysis } from '@starlit/contracts';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';

export const MAX_MESSAGE = 1000;

/**
 * What the next message costs, or that it is free, above the composer; while a reply streams,
 * what stopping it costs (free only before its first sentence arrives).
 */
function CostLine({ pre, sending }: { pre: PreAiAnalysis | null; sending: boolean }) {
  const { t } = useTranslation('chat');
  if (sending) return <p className="sl-chat-cost">{t('cost.stopRule')}</p>;
  if (!pre) return <p className="sl-chat-cost" aria-hidden="true" />;
  if (pre.mode === 'vip') return <p className="sl-chat-cost">{t('cost.vip')}</p>;
  if (pre.mode === 'free') return <p className="sl-chat-cost">{t('cost.free')}</p>;
  return (
    <p className={`sl-chat-cost${pre.canPay ? '' : ' sl-chat-cost-short'}`}>
      {t('cost.points', { cost: pre.cost, balance: pre.balance })}
      {pre.canPay ? null : (
        <button
          type="button"
          className="sl-link-button"
          onClick={() => {
            // the chat route is kept so a completed payment returns here
            storage.set(STORAGE_KEYS.leavePagePointsType, pre.type);
            useWalletStore.getState().open('recharge');
          }}
        >
          {t('cost.getPoints')}
        </button>
      )}
    </p>
  );
}

/**
 * The message box: Send while idle, Stop while a reply streams in. The draft is the caller's
 * (kept across a recharge); sending an empty or whitespace message is not possible.
 */
export function Composer({
  name,
  draft,
  onDraft,
  pre,
  sending,
  disabled,
  onSend,
  onStop,
}: {
  name: string;
  draft: string;
  onDraft(text: string): void;
  pre: PreAiAnalysis | null;
  sending: boolean;
  disabled: boolean;
  onSend(text: string): void;
  onStop(): void;
}) {
  const { t } = useTranslation('chat');
  const [composing, setComposing] = useState(false);
  const text = draft.trim();
  const submit = () => {
    if (!text || sending || disabled) return;
    onSend(text);
  };
  return (
    <div className="sl-chat-composer">
      <CostLine pre={pre} sending={sending} />
      <div className="sl-chat-input">
        <label htmlFor="sl-chat-message" className="sl-visually-hidden">
          {t('chat.inputLabel', { name })}
        </label>
        <TextArea
          id="sl-chat-message"
          enterKeyHint="send"
          value={draft}
          onChange={onDraft}
          placeholder={t('chat.placeholder', { name })}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={MAX_MESSAGE}
          rows={1}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          onEnterPress={(event) => {
            // Enter sends; Shift+Enter and an IME's Enter write a new line / pick a word
            if (event.shiftKey || composing || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
        />
        {sending ? (
          <Button
            className="sl-chat-stop"
            shape="rounded"
            color="danger"
            fill="outline"
            onClick={onStop}
          >
            {t('chat.stop')}
          </Button>
        ) : (
          <Button
            className="sl-chat-send"
            shape="rounded"
            color="primary"
            disabled={!text || disabled}
            onClick={submit}
          >
            {t('chat.send')}
          </Button>
        )}
      </div>
    </div>
  );
}
