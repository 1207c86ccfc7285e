import { escapeHtml as escape, htmlPage } from '../../html-page';

/** The chat platform's consent screen: "allow" comes back with a code, "deny" without. */
export function consentPage(allowHref: string, denyHref: string): string {
  return htmlPage(
    '授权登录',
    `<h2>瑜伽课堂 申请获得你的公开信息</h2><p>（昵称、头像）</p>` +
      `<p><a id="allow" href="${escape(allowHref)}">允许</a> · <a href="${escape(denyHref)}">拒绝</a></p>`,
  );
}

export const refusedPage = (message: string) => htmlPage('授权失败', `<p>${escape(message)}</p>`);
