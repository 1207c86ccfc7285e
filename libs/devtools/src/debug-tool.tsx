import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sessionApiBase } from '@yoga/api';
import { buildLabel } from '@yoga/monitoring';
import { FloatingButton, PromptDialog, showActionSheet, showToast } from '@yoga/ui';
import { checkServerAddress, switchLanguage, applyServer } from './actions';

export interface DebugToolProps {
  /** The build's API base, shown as "production". */
  productionApiBase: string;
  /** A test environment's API base, when the deployment names one. */
  testApiBase?: string;
  openConsole?: () => Promise<void>;
}

const defaultConsole = async () => {
  const { default: eruda } = await import('eruda');
  eruda.init();
  eruda.show();
};

/** The hidden debug button: environment, language, refresh and a console, each behind an action sheet. */
export function DebugTool({ productionApiBase, testApiBase, openConsole = defaultConsole }: DebugToolProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const cancel = t`取消`;

  const chooseEnvironment = async () => {
    const current = sessionApiBase();
    const env = await showActionSheet(
      [
        { key: 'production', text: t`生产环境`, description: productionApiBase },
        ...(testApiBase ? [{ key: 'test', text: t`测试环境`, description: testApiBase }] : []),
        { key: 'custom', text: t`本地/自定义服务`, description: current ?? undefined },
      ],
      cancel,
    );
    if (env === 'production' && applyServer(null)) void showToast(t`已切换到生产环境`);
    if (env === 'test' && testApiBase && applyServer(testApiBase)) void showToast(t`已切换到测试环境`);
    if (env === 'custom') setAsking(true);
  };

  const chooseLanguage = async () => {
    const lang = await showActionSheet(
      [
        { key: 'zh', text: '中文' },
        { key: 'en', text: 'English' },
        { key: 'device', text: t`跟随设备` },
      ],
      cancel,
    );
    if (lang === 'zh' || lang === 'en' || lang === 'device') await switchLanguage(lang);
  };

  const openMenu = async () => {
    // The build id first: after a deploy, the question is which release this page runs.
    const build = buildLabel();
    const choice = await showActionSheet(
      [
        { key: 'build', text: t`版本`, description: build },
        { key: 'env', text: t`切换环境` },
        { key: 'lang', text: t`切换语言` },
        { key: 'refresh', text: t`刷新页面` },
        { key: 'console', text: t`调试控制台` },
      ],
      cancel,
    );
    if (choice === 'build') void showToast(build);
    if (choice === 'env') await chooseEnvironment();
    if (choice === 'lang') await chooseLanguage();
    if (choice === 'refresh') window.location.reload();
    if (choice === 'console') await openConsole();
  };

  return (
    <>
      <FloatingButton label={t`调试工具`} onClick={() => void openMenu()}>
        🛠
      </FloatingButton>
      {asking && (
        <PromptDialog
          visible
          title={t`服务器地址`}
          placeholder="http://192.168.1.10:4300/api"
          initialValue={sessionApiBase() ?? ''}
          okText={t`确定`}
          cancelText={cancel}
          validate={(v) => {
            const problem = checkServerAddress(v);
            if (problem === 'empty') return t`请输入服务器地址`;
            if (problem === 'invalid') return t`请输入以 http:// 或 https:// 开头的地址`;
            return null;
          }}
          onOk={(v) => {
            applyServer(v);
            setAsking(false);
            void showToast(t`已切换到 ${v}`);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
