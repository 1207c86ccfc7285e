import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@yoga/ui';
import { loadAreaData } from '../region/area-data';
import { parseAddress, type PastedAddress } from './parse-address';

/**
 * "Paste to fill": the whole copied line (from a chat, another shop's "copy address") goes in
 * one box; what is recognised fills the fields, the user checks and saves.
 */
export function PasteBox({ onFill }: { onFill: (found: PastedAddress) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const recognise = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    // Without the area tree (offline) the name, phone and street are still read.
    const areas = await loadAreaData().catch(() => null);
    setBusy(false);
    const found = parseAddress(text, areas);
    if (Object.keys(found).length === 0) {
      void showToast(t`没能识别出地址，请手动填写`);
      return;
    }
    onFill(found);
    setText('');
    void showToast(t`已识别，请核对后保存`);
  };

  return (
    <section className="ya-paste" aria-labelledby={titleId}>
      <h2 id={titleId} className="ya-paste-title">
        <Trans>智能填写</Trans>
      </h2>
      <textarea
        className="ya-paste-text"
        rows={3}
        value={text}
        aria-label={t`粘贴整段地址`}
        placeholder={t`粘贴整段地址，自动识别姓名、电话和地址。如：张三 13800138000 浙江省杭州市西湖区文三路 100 号`}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="ya-paste-actions">
        {text && (
          <button type="button" className="y-btn y-btn-ghost ya-small" onClick={() => setText('')}>
            <Trans>清空</Trans>
          </button>
        )}
        <button
          type="button"
          className="y-btn ya-small"
          disabled={!text.trim() || busy}
          aria-busy={busy || undefined}
          onClick={() => void recognise()}
        >
          {busy ? <Trans>识别中…</Trans> : <Trans>识别</Trans>}
        </button>
      </div>
    </section>
  );
}
