import { useState } from 'react';
import './antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';

export interface PromptDialogProps {
  visible: boolean;
  title: string;
  placeholder?: string;
  okText: string;
  cancelText: string;
  initialValue?: string;
  /** A message when the value is not acceptable; null when it is. */
  validate: (value: string) => string | null;
  onOk: (value: string) => void;
  onCancel: () => void;
}

/** A dialog that asks for one value and refuses an unacceptable one with a message, keeping what was typed. */
export function PromptDialog(p: PromptDialogProps) {
  const [value, setValue] = useState(p.initialValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = p.validate(value.trim());
    if (problem) setError(problem);
    else p.onOk(value.trim());
  };
  return (
    <Dialog
      visible={p.visible}
      title={p.title}
      content={
        <div>
          <Input
            value={value}
            onChange={(v) => (setValue(v), setError(null))}
            placeholder={p.placeholder}
            clearable
            aria-label={p.title}
            onEnterPress={submit}
          />
          {error && (
            <p role="alert" style={{ color: 'var(--y-danger)', fontSize: 13, margin: '8px 0 0' }}>
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: p.cancelText, onClick: p.onCancel },
          { key: 'ok', text: p.okText, bold: true, onClick: submit },
        ],
      ]}
    />
  );
}
