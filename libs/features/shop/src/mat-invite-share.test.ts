import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureChatSdk, shareScreen } from '@yoga/chat-sdk';
import { shareEffects, shareInvite } from './mat-invite-share';

vi.mock('@yoga/chat-sdk', async (real) => ({
  ...(await real<typeof import('@yoga/chat-sdk')>()),
  configureChatSdk: vi.fn(async () => ({ fake: 'sdk' })),
  shareScreen: vi.fn(async () => true),
}));

const invite = {
  title: '帮我点一下',
  desc: '注册即可',
  link: 'https://x.test/phala/login?invite=A',
  image: '',
};
afterEach(() => vi.restoreAllMocks());

describe('shareInvite', () => {
  it('sets the chat share card through the one SDK setup, never signing again (the menu shares it)', async () => {
    vi.spyOn(shareEffects, 'host').mockReturnValue('chat-browser');
    expect(await shareInvite(invite)).toBe('chat-card');
    expect(shareScreen).toHaveBeenCalledWith(
      { title: invite.title, desc: invite.desc, imgUrl: invite.image, link: invite.link },
      invite.image,
    );
    // A second configuration would skip the fixed app id's own signature call.
    expect(configureChatSdk).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when the chat SDK is unavailable or Web Share refuses', async () => {
    vi.spyOn(shareEffects, 'host').mockReturnValue('chat-browser');
    vi.mocked(shareScreen).mockResolvedValueOnce(false);
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(false);
    const copy = vi.spyOn(shareEffects, 'copy').mockResolvedValue();
    expect(await shareInvite(invite)).toBe('copied');
    vi.spyOn(shareEffects, 'host').mockReturnValue('browser');
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(true);
    vi.spyOn(shareEffects, 'share').mockRejectedValue(
      Object.assign(new Error('no'), { name: 'NotAllowedError' }),
    );
    expect(await shareInvite(invite)).toBe('copied');
    expect(copy).toHaveBeenCalledTimes(2);
  });

  it('respects a cancelled share sheet, and reports a clipboard that refuses', async () => {
    vi.spyOn(shareEffects, 'host').mockReturnValue('browser');
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(true);
    vi.spyOn(shareEffects, 'share').mockRejectedValue(Object.assign(new Error('x'), { name: 'AbortError' }));
    expect(await shareInvite(invite)).toBe('cancelled');
    vi.spyOn(shareEffects, 'canShare').mockReturnValue(false);
    vi.spyOn(shareEffects, 'copy').mockRejectedValue(new Error('denied'));
    expect(await shareInvite(invite)).toBe('failed');
  });
});
