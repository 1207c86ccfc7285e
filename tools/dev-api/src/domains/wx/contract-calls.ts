import type { ContractCall } from '../../test-helpers';

/** A code as the stand-in consent page hands it back to beaticam's wx_open_id. */
export async function consentCode(api: Parameters<ContractCall>[0]): Promise<string> {
  const target = encodeURIComponent('http://localhost/beaticam/wx_open_id?redirect=%2Fbeaticam%2Ffilm_list');
  const back = await api.app.request(`/__dev/wx/authorize/allow?redirect_uri=${target}&state=`);
  return new URL(back.headers.get('location')!).searchParams.get('code')!;
}

/** How the contract test calls the chat-platform endpoints this folder adds. */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/wx/open-id?subApp=&code=': async (api) =>
    api.call('GET', `/api/wx/open-id?subApp=beaticam&code=${await consentCode(api)}`),
};
